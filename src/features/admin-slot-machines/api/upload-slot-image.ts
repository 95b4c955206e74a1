import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { compressImage } from '@/lib/image-reencode';
import { MAX_IMAGE_BYTES, imageStoragePath, validateImageFile } from '@/lib/image-upload';
import { SLOT_IMAGE_BUCKET, SLOT_TOASTS } from '../lib/constants';
import { removeSlotImages } from '../lib/slot-images';

/** Why `file` cannot be a slot image ('Please select a valid image file' / 'Image must be smaller than 5MB'), or null. */
export function slotImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  return validateImageFile(file, MAX_IMAGE_BYTES.slotMachine);
}

/**
 * Re-encodes the image without its metadata (compressImage), uploads it to slot-machine-images as
 * `${Date.now()}-${random}.${ext}` and returns its public URL.
 */
export async function uploadSlotImage(picked: File): Promise<string> {
  const problem = slotImageProblem(picked);
  if (problem) throw new Error(problem);
  const file = await compressImage(picked, { maxSizeMB: 2, maxWidthOrHeight: 2000 });
  const path = imageStoragePath('', file);
  const { error } = await supabase.storage.from(SLOT_IMAGE_BUCKET).upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return supabase.storage.from(SLOT_IMAGE_BUCKET).getPublicUrl(path).data.publicUrl;
}

export function useUploadSlotImageMutation() {
  return useMutation({
    mutationFn: uploadSlotImage,
    meta: { errorText: SLOT_TOASTS.imageFailed },
  });
}

/**
 * Removes an image this form uploaded but that no saved machine uses (replaced or removed before saving,
 * or the form was left), so no orphan stays in storage. Best effort: a failure leaves the file, never the form.
 */
export function discardUnsavedSlotImage(imageUrl: string): void {
  removeSlotImages(supabase, [imageUrl]).catch(() => undefined);
}
