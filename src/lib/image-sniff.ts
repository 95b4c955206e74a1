/**
 * What kind of raster image some bytes are, from their first bytes (the same families the storage buckets
 * accept and the emulator's upload check sniffs: JPEG, PNG, GIF, WebP, HEIF/AVIF). Used where bytes come from a
 * file the app did not just compress itself (a restored archive's photos).
 */
export type RasterKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

const startsWith = (buf: Uint8Array, bytes: number[]) => bytes.every((b, i) => buf[i] === b);
const ascii = (buf: Uint8Array, from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));

/** The raster kind of `data` from its magic bytes, or null when it is not one. */
export function sniffRaster(data: Uint8Array): RasterKind | null {
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

/** The media type to store a sniffed raster under. */
export const RASTER_TYPE: Record<RasterKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heif: 'image/heic',
};
