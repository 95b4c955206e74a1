/** The upload limit when a bucket sets none (Supabase's default global limit). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** The media type without parameters, lower-cased: `Text/Plain; charset=x` -> `text/plain`. */
export function baseMimeType(mime: string): string {
  return mime.split(';')[0].trim().toLowerCase();
}

/**
 * Whether `mime` is allowed by a bucket's `allowed_mime_types` (null or empty = anything).
 * Entries may be exact (`image/png`) or wildcards (`image/*`, `*\/*`); parameters are ignored.
 */
export function mimeAllowed(mime: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = baseMimeType(mime).split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [aType, aSub] = baseMimeType(entry).split('/');
    return (aType === '*' || aType === type) && (aSub === '*' || aSub === subtype);
  });
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/**
 * Parses a bucket's `file_size_limit` as the client sends it: a number of bytes or a string
 * such as `"5MB"` / `"512 kb"`. Null, undefined and 0 mean no limit (null). Throws on nonsense.
 */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === '' || value === 0) return null;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return Math.floor(value);
  if (typeof value === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    if (m) return Math.floor(Number(m[1]) * UNITS[(m[2] ?? 'b').toLowerCase()]) || null;
  }
  throw new RangeError(`Invalid file_size_limit: ${String(value)}`);
}

/** The effective limit of a bucket in bytes. */
export function effectiveLimit(bucketLimit: number | null): number {
  return bucketLimit && bucketLimit > 0 ? Math.min(bucketLimit, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT;
}
