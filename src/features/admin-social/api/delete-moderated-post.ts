import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { removePostImages } from '@/lib/post-images';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { moderationKeys } from './moderation-keys';

export const deleteModeratedPostInputSchema = z.object({ id: z.uuid() });
export type DeleteModeratedPostInput = z.infer<typeof deleteModeratedPostInputSchema>;

/** Deletes one post (any author) — reactions, comments and reports go with it — then its image in storage. */
export async function deleteModeratedPost(input: DeleteModeratedPostInput): Promise<void> {
  const { id } = deleteModeratedPostInputSchema.parse(input);
  const { data, error } = await supabase.from('social_posts').delete().eq('id', id).select('id, image_url');
  if (error) throw error;
  await expectWritten(data, { table: 'social_posts', id, noun: 'post', admin: true });
  await removePostImages(
    supabase,
    data.map((p) => p.image_url),
  );
}

export function useDeleteModeratedPostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModeratedPost,
    // Also after a failed image removal: the rows may already be gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
    meta: { errorText: 'Failed to delete post', serverText: true },
  });
}
