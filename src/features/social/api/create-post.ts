import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { compressImage } from '@/lib/image-reencode';
import { isDuplicateUpload, MAX_IMAGE_BYTES, recordImagePath, validateImageFile } from '@/lib/image-upload';
import { removePostImages } from '@/lib/post-images';
import { INSERT_ONCE, transportFailure } from '@/lib/writes';
import { CAPTION_MAX, normalizeCaption } from '../lib/caption';
import { requireUser } from './require-user';
import { socialKeys } from './social-keys';

export const createPostSchema = z.object({
  caption: z.string().max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`),
  casinoId: z.string().nullable(),
  jackpotId: z.string().nullable(),
  isPublic: z.boolean(),
  image: z.instanceof(File).nullable(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** Creates the profile row (id, email) when the user has none yet, in one statement (an existing row is kept). */
async function ensureProfile(user: { id: string; email?: string | null }): Promise<void> {
  const { error } = await supabase.from('profiles').upsert({ id: user.id, email: user.email ?? null }, INSERT_ONCE);
  if (error) throw error;
}

/** Compresses and uploads the image to social-posts as posts/<uid>/<postId>.<ext> (a retry keeps it); returns its public URL. */
async function uploadPostImage(userId: string, postId: string, image: File): Promise<string> {
  const invalid = validateImageFile(image, Number.POSITIVE_INFINITY);
  if (invalid) throw new Error(invalid);
  const file = await compressImage(image);
  const tooLarge = validateImageFile(file, MAX_IMAGE_BYTES.social);
  if (tooLarge) throw new Error(tooLarge);
  const path = recordImagePath(`posts/${userId}`, postId, file);
  const { error } = await supabase.storage.from('social-posts').upload(path, file, { contentType: file.type, upsert: false });
  if (error && !isDuplicateUpload(error)) throw error;
  return supabase.storage.from('social-posts').getPublicUrl(path).data.publicUrl;
}

/** Shares a win once (a repeat of the same id posts nothing more); returns the post's id. */
export async function createPost(input: CreatePostInput & { id: string }): Promise<string> {
  const values = { ...createPostSchema.parse(input), id: input.id };
  const user = await requireUser();
  await ensureProfile(user);
  const imageUrl = values.image ? await uploadPostImage(user.id, values.id, values.image) : null;
  const row = {
    id: values.id,
    caption: normalizeCaption(values.caption),
    jackpot_id: values.jackpotId,
    is_public: values.isPublic,
    image_url: imageUrl,
    casino_id: values.casinoId,
    user_id: user.id,
  };
  const { error } = await supabase.from('social_posts').upsert(row, INSERT_ONCE);
  if (error) {
    // Refused by the server: the image has no post, so it goes too. Without an answer (offline, timeout) the
    // post may exist and a retry reuses the same image path, so it stays.
    if (imageUrl && !transportFailure(error)) await removePostImages(supabase, [imageUrl]).catch(() => undefined);
    throw error;
  }
  return values.id;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.feeds() }),
    meta: { errorText: 'Failed to post', serverText: true },
  });
}
