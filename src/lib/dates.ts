/**
 * Dates: session_date / jackpot_date are `date` (yyyy-MM-dd) and times are `time`; "today",
 * "this month" and "this year" are computed in the user's local time zone.
 */
import { toHHmm } from './calendar';
import { differenceInMinutes, format, formatDistanceToNowStrict, isValid, parse, parseISO } from 'date-fns';

export { toDateString, todayLocal, nowTimeHHmm, withSeconds, toHHmm, rangeStart, monthBounds, yearBounds, eightDigitId, userDisplayId } from './calendar';
export type { SessionRange } from './calendar';

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
