/**
 * Dates: session_date / jackpot_date are `date` (yyyy-MM-dd) and times are `time`; "today",
 * "this month" and "this year" are computed in the user's local time zone.
 */
import { differenceInMinutes, format, formatDistanceToNowStrict, isValid, parse, parseISO } from 'date-fns';

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

/** Parses yyyy-MM-dd (+ optional HH:mm[:ss]) as a local date-time. */
export function parseLocal(date: string, time?: string | null): Date {
  const t = time ? toHHmm(time) : '00:00';
  return parse(`${date} ${t}`, 'yyyy-MM-dd HH:mm', new Date());
}

/** Duration between arrival and departure as 'Xh Ym'; '-' without a departure. */
export function durationLabel(
  arrivalDate: string,
  arrivalTime: string,
  departureDate: string | null | undefined,
  departureTime: string | null | undefined,
): string {
  if (!departureDate || !departureTime) return '-';
  const a = parseLocal(arrivalDate, arrivalTime);
  const d = parseLocal(departureDate, departureTime);
  if (!isValid(a) || !isValid(d)) return '-';
  const minutes = Math.max(0, differenceInMinutes(d, a));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** 'MMM dd, yyyy' for a yyyy-MM-dd date or an ISO timestamp. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = value.length === 10 ? parseLocal(value) : parseISO(value);
  return isValid(d) ? format(d, 'MMM dd, yyyy') : '';
}

/** 'MMM dd, yyyy HH:mm' for an ISO timestamp. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseISO(value);
  return isValid(d) ? format(d, 'MMM dd, yyyy HH:mm') : '';
}

/** 12-hour time of a date-time, e.g. '3:05 PM'. */
export function format12h(d: Date): string {
  return format(d, 'h:mm a');
}

/** 'x ago' relative time for an ISO timestamp. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const d = parseISO(iso);
  if (!isValid(d)) return '';
  if (Math.abs(now.getTime() - d.getTime()) < 45_000) return 'just now';
  return `${formatDistanceToNowStrict(d)} ago`;
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
