/**
 * Content sniffing for image buckets: the first bytes must be the raster image the upload claims to be.
 * Hosted Supabase Storage checks only the declared type; the emulator is stricter so that a polyglot or a
 * renamed text file never lands in a bucket whose objects are served inline.
 */

/** The raster families the sniffer recognises, by the media types that name them. */
const FAMILY_OF: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heif',
  'image/heif': 'heif',
  'image/heic-sequence': 'heif',
  'image/heif-sequence': 'heif',
  'image/avif': 'heif',
};

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Uint8Array, from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));

/** The raster family of `data` from its magic bytes (JPEG, PNG, GIF, WebP, HEIF/AVIF), or null. */
export function sniffRaster(data: Uint8Array): string | null {
  if (data.length >= 4 && startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (data.length >= 8 && startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (data.length >= 6 && (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a')) return 'gif';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 12 && ascii(data, 4, 8) === 'ftyp') {
    const boxSize = (data[0] << 24) | (data[1] << 16) | (data[2] << 8) | data[3];
    const end = Math.min(data.length, boxSize >= 16 ? boxSize : 16);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // minor version
      if (HEIF_BRANDS.has(ascii(data, at, at + 4))) return 'heif';
    }
  }
  return null;
}

/** The raster family a media type names (`image/jpeg` -> 'jpeg'), or null when it is not a raster type. */
export function rasterFamily(mime: string): string | null {
  return FAMILY_OF[mime.split(';')[0].trim().toLowerCase()] ?? null;
}

/** Whether a bucket only takes images: every allowed type is image/... (so its objects must sniff as rasters). */
export function isImageBucket(allowed: readonly string[] | null | undefined): boolean {
  return !!allowed && allowed.length > 0 && allowed.every((t) => t.trim().toLowerCase().startsWith('image/'));
}
