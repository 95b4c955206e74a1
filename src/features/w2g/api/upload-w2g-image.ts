import { supabase } from '@/lib/supabase';
import { compressImage, imageStoragePath, MAX_IMAGE_BYTES, validateImageFile } from '@/lib/image-upload';

export const W2G_IMAGES_BUCKET = 'w2g-images';

/** Checks, compresses (1 MB, 2000 px) and uploads a W2G document photo to the private bucket; returns its path. */
export async function uploadW2gImage(userId: string, file: File): Promise<string> {
  const invalid = validateImageFile(file, MAX_IMAGE_BYTES.w2g);
  if (invalid) throw new Error(invalid);
  const compressed = await compressImage(file, { maxSizeMB: 1, maxWidthOrHeight: 2000 });
  const tooLarge = validateImageFile(compressed, MAX_IMAGE_BYTES.w2g);
  if (tooLarge) throw new Error(tooLarge);
  const path = imageStoragePath(userId, compressed);
  const { error } = await supabase.storage
    .from(W2G_IMAGES_BUCKET)
    .upload(path, compressed, { contentType: compressed.type, upsert: false });
  if (error) throw error;
  return path;
}

/** Removes uploaded W2G photos (used to undo an upload whose jackpot could not be saved). */
export async function removeW2gImages(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await supabase.storage.from(W2G_IMAGES_BUCKET).remove(paths);
  if (error) throw error;
}
