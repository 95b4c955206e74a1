import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePostImages } from '@/lib/post-images';
import { supabase } from '@/lib/supabase';
import { moderationKeys } from './moderation-keys';

/** Deletes every post whose moderation_status is rejected, then their images in storage; returns how many were deleted. */
export async function deleteRejectedPosts(): Promise<number> {
  const { data, error } = await supabase.from('social_posts').delete().eq('moderation_status', 'rejected').select('id, image_url');
  if (error) throw error;
  await removePostImages(
    supabase,
    data.map((p) => p.image_url),
  );
  return data.length;
}

export function useDeleteRejectedPostsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRejectedPosts,
    // Also after a failed image removal: the rows may already be gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
    meta: { errorText: 'Failed to delete rejected posts', serverText: true },
  });
}
