import { supabase } from '@/lib/supabase';
import { compressImage } from '@/lib/image-reencode';
import { isDuplicateUpload, MAX_IMAGE_BYTES, recordImagePath, validateImageFile } from '@/lib/image-upload';

export const W2G_IMAGES_BUCKET = 'w2g-images';

/**
 * Checks, compresses (1 MB, 2000 px) and uploads a W2G document photo to the private bucket as
 * <uid>/<jackpotId>.<ext>; returns its path. A retry finds the photo already there and keeps it.
 */
export async function uploadW2gImage(userId: string, jackpotId: string, file: File): Promise<string> {
  const invalid = validateImageFile(file, MAX_IMAGE_BYTES.w2g);
  if (invalid) throw new Error(invalid);
  const compressed = await compressImage(file, { maxSizeMB: 1, maxWidthOrHeight: 2000 });
  const tooLarge = validateImageFile(compressed, MAX_IMAGE_BYTES.w2g);
  if (tooLarge) throw new Error(tooLarge);
  const path = recordImagePath(userId, jackpotId, compressed);
  const { error } = await supabase.storage
    .from(W2G_IMAGES_BUCKET)
    .upload(path, compressed, { contentType: compressed.type, upsert: false });
  if (error && !isDuplicateUpload(error)) throw error;
  return path;
}

/** Removes uploaded W2G photos (used to undo an upload whose jackpot could not be saved). */
export async function removeW2gImages(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await supabase.storage.from(W2G_IMAGES_BUCKET).remove(paths);
  if (error) throw error;
}
