import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { requireUser } from './require-user';
import { socialKeys } from './social-keys';

/** Deletes one of the user's own comments (by id and user_id). */
export async function deleteComment(commentId: string): Promise<void> {
  const user = await requireUser();
  const { data, error } = await supabase.from('social_post_comments').delete().eq('id', commentId).eq('user_id', user.id).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'social_post_comments', id: commentId, noun: 'comment' });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.comments(postId) }),
    meta: { errorText: 'Failed to delete comment', serverText: true },
  });
}
