import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toastError } from '../lib/error-toast';
import { requireUser } from './require-user';
import { socialKeys } from './social-keys';

/** Deletes one of the user's own posts (by id and user_id); reactions, comments and reports go with it. */
export async function deletePost(postId: string): Promise<void> {
  const user = await requireUser();
  const { data, error } = await supabase.from('social_posts').delete().eq('id', postId).eq('user_id', user.id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Failed to delete post');
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, postId) => {
      queryClient.removeQueries({ queryKey: socialKeys.post(postId) });
      return queryClient.invalidateQueries({ queryKey: socialKeys.feeds() });
    },
    onError: (error) => toastError(error, 'Failed to delete post'),
  });
}
