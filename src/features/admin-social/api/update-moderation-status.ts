import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { MODERATION_STATUSES } from '../lib/moderation';
import { moderationKeys } from './moderation-keys';

export const updateModerationStatusInputSchema = z.object({ id: z.uuid(), status: z.enum(MODERATION_STATUSES) });
export type UpdateModerationStatusInput = z.infer<typeof updateModerationStatusInputSchema>;

/** Sets one post's moderation_status. */
export async function updateModerationStatus(input: UpdateModerationStatusInput): Promise<void> {
  const { id, status } = updateModerationStatusInputSchema.parse(input);
  const { data, error } = await supabase.from('social_posts').update({ moderation_status: status }).eq('id', id).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'social_posts', id, noun: 'post', admin: true });
}

export function useUpdateModerationStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModerationStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
    meta: { errorText: 'Failed to update', serverText: true },
  });
}
