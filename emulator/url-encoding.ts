/**
 * Where a request's path or query string cannot be text: a component that is not valid percent-encoded
 * UTF-8, or that decodes to a NUL (which Postgres text cannot hold). Returns 'path' / 'query string' for
 * the first bad part, or null when both are fine. Every service refuses such a request with a 4xx.
 */
export function undecodableUrlPart(rawPath: string, rawQuery: string): 'path' | 'query string' | null {
  if (bad(rawPath)) return 'path';
  for (const part of rawQuery.split(/[&=]/)) if (bad(part)) return 'query string';
  return null;
}

function bad(part: string): boolean {
  if (!part.includes('%') && !part.includes('\0')) return false;
  try {
    return decodeURIComponent(part.replace(/\+/g, ' ')).includes('\0');
  } catch {
    return true;
  }
}

/** Whether a parsed JSON value holds a NUL in any string or key. */
export function jsonHasNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\0');
  if (Array.isArray(v)) return v.some(jsonHasNul);
  if (typeof v === 'object' && v !== null) return Object.entries(v).some(([k, x]) => k.includes('\0') || jsonHasNul(x));
  return false;
}
