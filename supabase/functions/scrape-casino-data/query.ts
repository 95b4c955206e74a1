import { resolveState, type StateRef } from '../_shared/normalise.ts';

/** The admin console's "import everything" value. */
export const COMPREHENSIVE = 'comprehensive usa-casino';

export type CasinoQuery =
  | { kind: 'all' }
  | { kind: 'state'; state: StateRef }
  | { kind: 'city'; city: string; state: StateRef | null };

/** searchQuery -> all / a state (name or code) / a city (optionally "City, ST"); null when empty. */
export function parseSearchQuery(value: unknown): CasinoQuery | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.toLowerCase() === COMPREHENSIVE) return { kind: 'all' };
  const state = resolveState(text);
  if (state) return { kind: 'state', state };
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const tail = resolveState(text.slice(comma + 1));
    if (tail) return { kind: 'city', city: text.slice(0, comma).trim(), state: tail };
  }
  return { kind: 'city', city: text, state: null };
}
