import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { commentContentSchema } from '../lib/comment';
import { requireUser } from './require-user';
import { socialKeys } from './social-keys';

export const createCommentSchema = z.object({ content: commentContentSchema });
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

export interface CreatedComment {
  id: string;
  /** 'pending' when the comment awaits moderation (it contains a link). */
  moderation_status: string;
}

/** Adds a comment once: `id` is made when the comment box is ready, so a repeat of the same id adds nothing. */
export async function createComment(postId: string, input: CreateCommentInput & { id: string }): Promise<CreatedComment> {
  const { content } = createCommentSchema.parse(input);
  const user = await requireUser();
  const { error } = await supabase
    .from('social_post_comments')
    .upsert({ id: input.id, post_id: postId, user_id: user.id, content }, INSERT_ONCE);
  if (error) throw error;
  const { data, error: readError } = await supabase
    .from('social_post_comments')
    .select('id, moderation_status')
    .eq('id', input.id)
    .single();
  if (readError) throw readError;
  return data;
}

export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput & { id: string }) => createComment(postId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.comments(postId) }),
    meta: { errorText: 'Failed to add comment', serverText: true },
  });
}
