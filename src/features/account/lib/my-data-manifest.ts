/**
 * manifest.json of "Download my data"'s ZIP: which app wrote it, the format version, whose data it is and the
 * SHA-256 of every other file. The writer (./my-data-zip.ts) and the reader (./my-data-restore.ts) share it.
 * Archives written before the manifest existed (format 0: my-data/*.json, photos/, README.txt) are still read.
 */
export const MY_DATA_APP = 'slot-play-tracker';

/**
 * The format this app writes and the newest it reads. Bump it when the archive's meaning changes (the reader
 * must then still read every older one: amounts as text or numbers, extra fields ignored, missing columns left
 * at their defaults).
 */
// 1: the manifest with a checksum per file; 2: casino and machine names beside their ids, amounts as numbers.
export const MY_DATA_FORMAT = 2;

export interface MyDataManifest {
  app: string;
  kind: 'my-data';
  format: number;
  exported_at: string;
  user_id: string;
  /** The exported year, null for everything. */
  period: number | null;
  files: Record<string, { sha256: string; bytes: number }>;
}

/** Lower-case hex SHA-256 of `bytes` (Web Crypto: the browser, its workers and Node). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes.slice()));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}
