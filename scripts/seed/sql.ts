/** SQL literal helpers and deterministic ids for the seed generator. */
import { createHash } from 'node:crypto';

/** A SQL literal: strings quoted (' doubled), numbers and booleans as-is, null/undefined as null. */
export function lit(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return `'${v.replace(/'/g, "''")}'`;
}

/** A text[] literal. */
export function arr(values: readonly string[]): string {
  return values.length === 0 ? "'{}'::text[]" : `array[${values.map(lit).join(', ')}]::text[]`;
}

/** A stable name-based uuid (SHA-1, version 5 layout) so seed rows keep their ids across runs. */
export function uuidFor(key: string): string {
  const h = createHash('sha1').update(`slot-play-tracker:${key}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
