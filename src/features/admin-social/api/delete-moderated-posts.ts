import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { removePostImages } from '@/lib/post-images';
import { supabase } from '@/lib/supabase';
import { moderationKeys } from './moderation-keys';

export const deleteModeratedPostsInputSchema = z.object({ ids: z.array(z.uuid()).min(1) });
export type DeleteModeratedPostsInput = z.infer<typeof deleteModeratedPostsInputSchema>;

/** Deletes a list of posts in one request, then their images in storage; returns how many were deleted. */
export async function deleteModeratedPosts(input: DeleteModeratedPostsInput): Promise<number> {
  const { ids } = deleteModeratedPostsInputSchema.parse(input);
  const { data, error } = await supabase.from('social_posts').delete().in('id', ids).select('id, image_url');
  if (error) throw error;
  await removePostImages(
    supabase,
    data.map((p) => p.image_url),
  );
  return data.length;
}

export function useDeleteModeratedPostsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModeratedPosts,
    // Also after a failed image removal: the rows may already be gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
    meta: { errorText: 'Failed to delete posts', serverText: true },
  });
}
