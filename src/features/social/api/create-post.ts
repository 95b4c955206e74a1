import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { compressImage, imageStoragePath, MAX_IMAGE_BYTES, validateImageFile } from '@/lib/image-upload';
import { CAPTION_MAX, normalizeCaption } from '../lib/caption';
import { toastError } from '../lib/error-toast';
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

/** Creates the profile row (id, email) when the user has none yet. */
async function ensureProfile(user: { id: string; email?: string | null }): Promise<void> {
  const { data, error } = await supabase.from('profiles').select('id').eq('id', user.id).maybeSingle();
  if (error) throw error;
  if (data) return;
  const inserted = await supabase.from('profiles').insert({ id: user.id, email: user.email ?? null });
  if (inserted.error) throw inserted.error;
}

/** Compresses and uploads the image to social-posts under posts/<uid>/; returns its public URL. */
async function uploadPostImage(userId: string, image: File): Promise<string> {
  const invalid = validateImageFile(image, Number.POSITIVE_INFINITY);
  if (invalid) throw new Error(invalid);
  const file = await compressImage(image);
  const tooLarge = validateImageFile(file, MAX_IMAGE_BYTES.social);
  if (tooLarge) throw new Error(tooLarge);
  const path = imageStoragePath(`posts/${userId}`, file);
  const { error } = await supabase.storage.from('social-posts').upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return supabase.storage.from('social-posts').getPublicUrl(path).data.publicUrl;
}

/** Shares a win; returns the new post's id. */
export async function createPost(input: CreatePostInput): Promise<string> {
  const values = createPostSchema.parse(input);
  const user = await requireUser();
  await ensureProfile(user);
  const imageUrl = values.image ? await uploadPostImage(user.id, values.image) : null;
  const { data, error } = await supabase
    .from('social_posts')
    .insert({
      caption: normalizeCaption(values.caption),
      jackpot_id: values.jackpotId,
      is_public: values.isPublic,
      image_url: imageUrl,
      casino_id: values.casinoId,
      user_id: user.id,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.feeds() }),
    onError: (error) => toastError(error, 'Failed to post'),
  });
}
