import type { SessionRange } from '@/lib/dates';

/** The range toggle of the sessions page, in order; Month is the default. */
export const SESSION_RANGES: { value: SessionRange; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
  { value: 'all', label: 'All' },
];

export const DEFAULT_SESSION_RANGE: SessionRange = 'month';

/** Reads a range from a URL value, falling back to Month. */
export function parseSessionRange(value: string | null | undefined): SessionRange {
  return SESSION_RANGES.some((r) => r.value === value) ? (value as SessionRange) : DEFAULT_SESSION_RANGE;
}

/** Whether a session dated `date` (yyyy-MM-dd) is kept by a range starting at `start` (null keeps all). */
export function isInRange(date: string, start: string | null): boolean {
  return start == null || date >= start;
}

export type SessionsTab = 'casino' | 'slot';

/** Reads the active tab from a URL value, falling back to Casino Sessions. */
export function parseSessionsTab(value: string | null | undefined): SessionsTab {
  return value === 'slot' ? 'slot' : 'casino';
}
