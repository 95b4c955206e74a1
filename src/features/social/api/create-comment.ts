import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { commentContentSchema } from '../lib/comment';
import { toastError } from '../lib/error-toast';
import { requireUser } from './require-user';
import { socialKeys } from './social-keys';

export const createCommentSchema = z.object({ content: commentContentSchema });
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

export interface CreatedComment {
  id: string;
  /** 'pending' when the comment awaits moderation (it contains a link). */
  moderation_status: string;
}

export async function createComment(postId: string, input: CreateCommentInput): Promise<CreatedComment> {
  const { content } = createCommentSchema.parse(input);
  const user = await requireUser();
  const { data, error } = await supabase
    .from('social_post_comments')
    .insert({ post_id: postId, user_id: user.id, content })
    .select('id, moderation_status')
    .single();
  if (error) throw error;
  return data;
}

export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(postId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.comments(postId) }),
    onError: (error) => toastError(error, 'Failed to add comment'),
  });
}
