import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { MODERATION_STATUSES } from '../lib/moderation';
import { moderationKeys } from './moderation-keys';

export const bulkUpdateModerationInputSchema = z.object({ ids: z.array(z.uuid()).min(1), status: z.enum(MODERATION_STATUSES) });
export type BulkUpdateModerationInput = z.infer<typeof bulkUpdateModerationInputSchema>;

/** Sets moderation_status on a list of posts in one update; returns how many changed. */
export async function bulkUpdateModeration(input: BulkUpdateModerationInput): Promise<number> {
  const { ids, status } = bulkUpdateModerationInputSchema.parse(input);
  const { data, error } = await supabase.from('social_posts').update({ moderation_status: status }).in('id', ids).select('id');
  if (error) throw error;
  return data.length;
}

export function useBulkUpdateModerationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateModeration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
    meta: { errorText: 'Bulk update failed', serverText: true },
  });
}
