import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten, reloadAction, type ReloadOptions } from '@/lib/writes';
import { CAPTION_MAX, normalizeCaption } from '../lib/caption';
import { requireUser } from './require-user';
import { socialKeys } from './social-keys';

export const updatePostSchema = z.object({
  caption: z.string().max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`),
});
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

/**
 * Updates the caption of one of the user's own posts (by id and user_id), only if it is still the version
 * the form was opened on (`updatedAt`): an edit made elsewhere since is reported, not overwritten.
 */
export async function updatePost(postId: string, updatedAt: string, input: UpdatePostInput): Promise<void> {
  const { caption } = updatePostSchema.parse(input);
  const user = await requireUser();
  const { data, error } = await supabase
    .from('social_posts')
    .update({ caption: normalizeCaption(caption) })
    .eq('id', postId)
    .eq('user_id', user.id)
    .eq('updated_at', updatedAt)
    .select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'social_posts', id: postId, noun: 'post', seenUpdatedAt: updatedAt });
}

export function useUpdatePost(postId: string, updatedAt: string, options: ReloadOptions = {}) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: socialKeys.post(postId) }),
      queryClient.invalidateQueries({ queryKey: socialKeys.feeds() }),
    ]);
  // The refused save's Reload: its toast action, and the dialog form's own button.
  const reload = reloadAction(refresh, options);
  const mutation = useMutation({
    mutationFn: (input: UpdatePostInput) => updatePost(postId, updatedAt, input),
    onSuccess: refresh,
    meta: { errorText: 'Failed to update post', serverText: true, onReload: reload },
  });
  return { ...mutation, reload };
}
