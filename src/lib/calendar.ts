/**
 * Calendar helpers without date-fns (kept apart so the home screen's first load does not pull date-fns in):
 * local dates as yyyy-MM-dd, times as HH:mm, the session ranges, and the 8-digit display ids.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** Local calendar date as yyyy-MM-dd. */
export function toDateString(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's local date as yyyy-MM-dd. */
export function todayLocal(now: Date = new Date()): string {
  return toDateString(now);
}

/** The current local time as HH:mm. */
export function nowTimeHHmm(now: Date = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** 'HH:mm' -> 'HH:mm:00' (the API stores times with seconds); 'HH:mm:ss' passes through. */
export function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

/** 'HH:mm:ss' -> 'HH:mm'. */
export function toHHmm(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '';
}

export type SessionRange = 'today' | 'month' | 'year' | 'all';

/** First day (yyyy-MM-dd) that a range keeps, or null for all; ranges keep dates on or after it. */
export function rangeStart(range: SessionRange, now: Date = new Date()): string | null {
  switch (range) {
    case 'today':
      return toDateString(now);
    case 'month':
      return toDateString(new Date(now.getFullYear(), now.getMonth(), 1));
    case 'year':
      return toDateString(new Date(now.getFullYear(), 0, 1));
    case 'all':
      return null;
  }
}

/** First and last day of the month containing `now`. */
export function monthBounds(now: Date = new Date()): { start: string; end: string } {
  return {
    start: toDateString(new Date(now.getFullYear(), now.getMonth(), 1)),
    end: toDateString(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
  };
}

/** First and last day of the year containing `now`. */
export function yearBounds(now: Date = new Date()): { start: string; end: string } {
  return { start: `${now.getFullYear()}-01-01`, end: `${now.getFullYear()}-12-31` };
}

/**
 * 8-digit display number derived from a uuid: the first 8 hex characters parsed as a number,
 * mod 100000000, zero-padded (the same rule as the database's support_display_id).
 */
export function eightDigitId(uuid: string | null | undefined): string | null {
  if (!uuid || !/^[0-9a-f]{8}/i.test(uuid)) return null;
  return String(parseInt(uuid.slice(0, 8), 16) % 100_000_000).padStart(8, '0');
}

/** Anonymous support label: 'User-' + 8 digits, or 'Unknown User' without an id. */
export function userDisplayId(uuid: string | null | undefined): string {
  const digits = eightDigitId(uuid);
  return digits ? `User-${digits}` : 'Unknown User';
}

/** The local wall clock as yyyy-MM-ddTHH:mm:ss (dates and times are stored as the player's wall clock). */
export function localTimestamp(now: Date = new Date()): string {
  return `${toDateString(now)}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}
