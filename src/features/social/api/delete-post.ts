import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { removePostImages } from '@/lib/post-images';
import { expectWritten } from '@/lib/writes';
import { requireUser } from './require-user';
import { socialKeys } from './social-keys';

/**
 * Deletes one of the user's own posts (by id and user_id) — reactions, comments and reports go with it —
 * then its image in storage.
 */
export async function deletePost(postId: string): Promise<void> {
  const user = await requireUser();
  const { data, error } = await supabase.from('social_posts').delete().eq('id', postId).eq('user_id', user.id).select('id, image_url');
  if (error) throw error;
  await expectWritten(data, { table: 'social_posts', id: postId, noun: 'post' });
  await removePostImages(
    supabase,
    data.map((p) => p.image_url),
  );
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, postId) => {
      queryClient.removeQueries({ queryKey: socialKeys.post(postId) });
    },
    // Also after a failed image removal: the row may already be gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.feeds() }),
    meta: { errorText: 'Failed to delete post', serverText: true },
  });
}
