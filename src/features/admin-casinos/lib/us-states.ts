import { US_STATES } from '@/lib/us-states';

/** The 50 states as {name, code}, in name order (from the shared mapping in src/lib/us-states.ts). */
export const STATE_LIST: readonly { name: string; code: string }[] = Object.entries(US_STATES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** States not yet in the state management table (matched by code), in name order. */
export function statesNotTracked(trackedCodes: Iterable<string>): { name: string; code: string }[] {
  const tracked = new Set([...trackedCodes].map((c) => c.toUpperCase()));
  return STATE_LIST.filter((s) => !tracked.has(s.code));
}
