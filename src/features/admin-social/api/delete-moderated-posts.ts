import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { moderationErrorToast } from '../lib/error-toast';
import { moderationKeys } from './moderation-keys';

export const deleteModeratedPostsInputSchema = z.object({ ids: z.array(z.uuid()).min(1) });
export type DeleteModeratedPostsInput = z.infer<typeof deleteModeratedPostsInputSchema>;

/** Deletes a list of posts in one request; returns how many were deleted. */
export async function deleteModeratedPosts(input: DeleteModeratedPostsInput): Promise<number> {
  const { ids } = deleteModeratedPostsInputSchema.parse(input);
  const { data, error } = await supabase.from('social_posts').delete().in('id', ids).select('id');
  if (error) throw error;
  return data.length;
}

export function useDeleteModeratedPostsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModeratedPosts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
    onError: (error) => moderationErrorToast(error, 'Failed to delete posts'),
  });
}
