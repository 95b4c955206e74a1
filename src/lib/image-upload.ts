/**
 * Image uploads: type and size checks before anything is sent, and file names (in storage and after
 * re-encoding). Used by W2G documents, social posts and admin slot machine images; the re-encoding on the
 * device (no metadata, covers, compression) is ./image-reencode.ts.
 */

export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file';

/**
 * The raster types a photo field takes: the ones every browser this app supports can decode (a photo is
 * re-encoded on the device before upload, so one the browser cannot decode can never be sent). HEIC/HEIF is
 * not among them: Chromium and Firefox cannot decode it, and an iPhone hands a web page a JPEG copy when the
 * field does not ask for HEIC. Never SVG.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** The file inputs' accept attribute. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Said next to every image input, before anything is uploaded. */
export const IMAGE_TYPES_LABEL = 'JPEG, PNG, WebP, GIF or AVIF';

/** Size limits matching the storage buckets: a file must be smaller than this (the bucket's file_size_limit + 1). */
export const MAX_IMAGE_BYTES = {
  w2g: 10 * 1024 * 1024,
  social: 10 * 1024 * 1024,
  slotMachine: 5 * 1024 * 1024,
} as const;

/** 'Image must be smaller than 5MB' for 5 MiB. */
export function tooLargeMessage(maxBytes: number): string {
  return `Image must be smaller than ${Math.round((maxBytes / (1024 * 1024)) * 10) / 10}MB`;
}

/** A HEIC/HEIF photo (by type, or by name when the browser gives no type). */
function isHeic(file: Pick<File, 'type'> & { name?: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || (!file.type && /\.hei[cf]$/i.test(file.name ?? ''));
}

/** The reason a file cannot be uploaded as an image, or null when it can. */
export function validateImageFile(file: Pick<File, 'type' | 'size'> & { name?: string }, maxBytes: number): string | null {
  if (isHeic(file)) return UNREADABLE_IMAGE_MESSAGE;
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return INVALID_IMAGE_MESSAGE;
  if (file.size >= maxBytes) return tooLargeMessage(maxBytes);
  return null;
}

const EXT_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'image/svg+xml': 'svg',
};

/** The file extension to store under: the name's own (lower case, alphanumeric), else from the type, else 'jpg'. */
export function imageExtension(file: Pick<File, 'name' | 'type'>): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(file.name ?? '');
  if (match) return match[1].toLowerCase();
  return EXT_BY_TYPE[file.type] ?? 'jpg';
}

/** `${prefix}/${timestamp}-${random}.${ext}`: a unique object path that keeps the extension. */
export function imageStoragePath(prefix: string, file: Pick<File, 'name' | 'type'>, now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  const name = `${now}-${random}.${imageExtension(file)}`;
  return prefix ? `${prefix.replace(/\/+$/, '')}/${name}` : name;
}

/**
 * The path of the one image of a record (`<prefix>/<recordId>.<ext>`): a retried save uploads to the same
 * path, so a repeat never leaves a second file behind.
 */
export function recordImagePath(prefix: string, recordId: string, file: Pick<File, 'name' | 'type'>): string {
  return `${prefix.replace(/\/+$/, '')}/${recordId}.${imageExtension(file)}`;
}

/** True when an upload failed only because the object is already there (409 Duplicate: an earlier try stored it). */
export function isDuplicateUpload(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { statusCode?: unknown; status?: unknown; error?: unknown };
  return e.statusCode === '409' || e.status === 409 || e.error === 'Duplicate';
}

/** Said when the browser cannot decode a photo, so its metadata could not be removed and it is not sent. */
export const UNREADABLE_IMAGE_MESSAGE =
  'This photo could not be prepared for upload (its location and camera details are removed first). Please choose a JPEG, PNG or WebP image.';

/**
 * Every photo field's check when a photo is chosen, before anything is posted: the type and size
 * (validateImageFile), then whether this browser can decode it (a photo that cannot be decoded cannot be
 * cleaned of its metadata, so it can never be sent): the same message on every form. Null when it can be used.
 */
export async function checkChosenImage(file: File, maxBytes: number): Promise<string | null> {
  const invalid = validateImageFile(file, maxBytes);
  if (invalid) return invalid;
  // Where the browser has no decoder API (tests' DOM) the upload's own re-encoding still refuses it.
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return null;
  } catch {
    return UNREADABLE_IMAGE_MESSAGE;
  }
}

/** `name` with the extension of `type` ('form.heic' as JPEG -> 'form.jpg'); a name's own matching extension is kept. */
export function renamedFor(name: string, type: string): string {
  const ext = EXT_BY_TYPE[type] ?? 'jpg';
  const stem = (name || 'image').replace(/\.[a-z0-9]{1,5}$/i, '');
  const own = /\.([a-z0-9]{1,5})$/i.exec(name ?? '')?.[1].toLowerCase();
  if (own && (own === ext || (ext === 'jpg' && own === 'jpeg'))) return name;
  return `${stem}.${ext}`;
}
