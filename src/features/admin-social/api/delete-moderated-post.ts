import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { moderationErrorToast } from '../lib/error-toast';
import { moderationKeys } from './moderation-keys';

export const deleteModeratedPostInputSchema = z.object({ id: z.uuid() });
export type DeleteModeratedPostInput = z.infer<typeof deleteModeratedPostInputSchema>;

/** Deletes one post (any author); reactions, comments and reports go with it. */
export async function deleteModeratedPost(input: DeleteModeratedPostInput): Promise<void> {
  const { id } = deleteModeratedPostInputSchema.parse(input);
  const { data, error } = await supabase.from('social_posts').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Failed to delete post');
}

export function useDeleteModeratedPostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModeratedPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
    onError: (error) => moderationErrorToast(error, 'Failed to delete post'),
  });
}
