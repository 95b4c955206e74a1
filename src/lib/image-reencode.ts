/**
 * Photos re-encoded on this device before upload: drawn on a canvas and encoded again (no EXIF, XMP or IPTC:
 * no GPS position, camera or time), with the W-2G's covers painted over, and compressed further when still large.
 */
import { toPixels, type CoverRect } from './cover-rects';
import { renamedFor, UNREADABLE_IMAGE_MESSAGE } from './image-upload';

export interface CompressOptions {
  maxSizeMB?: number;
  maxWidthOrHeight?: number;
}

/**
 * The type a photo is re-encoded to: JPEG, PNG and WebP keep theirs; a GIF becomes a PNG (its first
 * frame, transparency kept); HEIC/HEIF/AVIF and anything else become JPEG.
 */
export function reencodedType(type: string): 'image/jpeg' | 'image/png' | 'image/webp' {
  const t = type.toLowerCase();
  if (t === 'image/png' || t === 'image/gif') return 'image/png';
  if (t === 'image/webp') return 'image/webp';
  return 'image/jpeg';
}

type Canvas2D = {
  width: number;
  height: number;
  getContext(id: '2d'): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
};

function newCanvas(width: number, height: number): Canvas2D & { toImageBlob(type: string, quality: number): Promise<Blob | null> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const c = new OffscreenCanvas(width, height);
    return Object.assign(c, { toImageBlob: (type: string, quality: number) => c.convertToBlob({ type, quality }) });
  }
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return Object.assign(c, { toImageBlob: (type: string, quality: number) => new Promise<Blob | null>((r) => c.toBlob(r, type, quality)) });
}

/**
 * Draws the photo onto a canvas and encodes it again, which keeps the pixels and nothing else: no EXIF
 * (GPS position, camera, time), XMP or IPTC. The EXIF orientation is applied first, so the photo looks
 * as it did. Scaled down to `maxWidthOrHeight` on the long side. Throws UNREADABLE_IMAGE_MESSAGE when
 * the browser cannot decode it: then nothing may be sent.
 */
export async function reencodeImage(
  file: Blob & { name?: string },
  maxWidthOrHeight = 4096,
  covers: readonly CoverRect[] = [],
): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(UNREADABLE_IMAGE_MESSAGE);
  }
  try {
    const scale = Math.min(1, maxWidthOrHeight / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = newCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(UNREADABLE_IMAGE_MESSAGE);
    const type = reencodedType(file.type);
    if (type === 'image/jpeg') {
      // JPEG has no transparency: a transparent source gets white, not black.
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
    }
    ctx.drawImage(bitmap, 0, 0, width, height);
    ctx.fillStyle = '#000000';
    for (const cover of covers) {
      const p = toPixels(cover, width, height);
      ctx.fillRect(p.x, p.y, p.w, p.h);
    }
    const blob = await canvas.toImageBlob(type, 0.92);
    if (!blob) throw new Error(UNREADABLE_IMAGE_MESSAGE);
    const outType = blob.type || type;
    return new File([blob], renamedFor(file.name ?? 'image', outType), { type: outType, lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}

/**
 * The photo with `covers` painted solid black, drawn on a canvas on this device: only this copy is handed
 * on (form value, outbox, upload); the original's bytes are never sent. Same rules as reencodeImage
 * (no metadata, at most 4096 px, throws UNREADABLE_IMAGE_MESSAGE when it cannot be decoded).
 */
export function coverImage(file: File, covers: readonly CoverRect[]): Promise<File> {
  return reencodeImage(file, 4096, covers);
}

/**
 * Prepares a photo for upload: always re-encoded without metadata (reencodeImage, at most
 * `maxWidthOrHeight` px), then, when still above `maxSizeMB`, compressed further in the browser on the
 * main thread (the web-worker mode would fetch a script from a CDN). Default 1 MB and 2000 px. A photo
 * the browser cannot decode is refused (UNREADABLE_IMAGE_MESSAGE), never sent as it is.
 */
export async function compressImage(file: File, { maxSizeMB = 1, maxWidthOrHeight = 2000 }: CompressOptions = {}): Promise<File> {
  const clean = await reencodeImage(file, maxWidthOrHeight);
  if (clean.size <= maxSizeMB * 1024 * 1024) return clean;
  try {
    // Loaded on first use: the library's module is ~50 ms of a 4x-throttled phone's start when imported with the
    // write kinds that upload photos. The input has no metadata left, so neither has anything made from it.
    const { default: imageCompression } = await import('browser-image-compression');
    const out = await imageCompression(clean, { maxSizeMB, maxWidthOrHeight, useWebWorker: false });
    if (out.size >= clean.size) return clean;
    return new File([out], renamedFor(clean.name, out.type || clean.type), {
      type: out.type || clean.type,
      lastModified: clean.lastModified,
    });
  } catch {
    return clean;
  }
}
