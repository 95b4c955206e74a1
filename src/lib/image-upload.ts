/**
 * Image uploads: type and size checks before anything is sent, compression in the browser and
 * storage file names. Used by W2G documents, social posts and admin slot machine images.
 */
import imageCompression from 'browser-image-compression';

export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file';

/** The raster types the image buckets accept (their allowed_mime_types); never SVG. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif'] as const;

/** The file inputs' accept attribute. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Said next to every image input, before anything is uploaded. */
export const IMAGE_TYPES_LABEL = 'JPEG, PNG, WebP, GIF, HEIC or AVIF';

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

/** The reason a file cannot be uploaded as an image, or null when it can. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
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

export interface CompressOptions {
  maxSizeMB?: number;
  maxWidthOrHeight?: number;
}

/** Types the canvas cannot re-encode without losing something (animation, vectors). */
const KEEP_AS_IS = new Set(['image/gif', 'image/svg+xml']);

/**
 * Shrinks a photo in the browser (default at most 1 MB and 2000 px on the long side), on the main thread
 * (the web-worker mode would fetch a script from a CDN). Returns the original when it is already small,
 * is a GIF/SVG, or cannot be decoded; the result is never larger than the original.
 */
export async function compressImage(file: File, { maxSizeMB = 1, maxWidthOrHeight = 2000 }: CompressOptions = {}): Promise<File> {
  if (KEEP_AS_IS.has(file.type)) return file;
  try {
    const out = await imageCompression(file, { maxSizeMB, maxWidthOrHeight, useWebWorker: false });
    if (out.size >= file.size) return file;
    return new File([out], file.name, { type: out.type || file.type, lastModified: file.lastModified });
  } catch {
    // Not decodable by the canvas (e.g. HEIC in some browsers): upload the original, the size check still applies.
    return file;
  }
}
