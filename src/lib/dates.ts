/**
 * Dates: session_date / jackpot_date are `date` (yyyy-MM-dd) and times are `time`; "today",
 * "this month" and "this year" are computed in the user's local time zone.
 */
import { toHHmm } from './calendar';
import { formatTime } from './time-format';
import { differenceInMinutes, format, formatDistanceToNowStrict, isValid, parse, parseISO } from 'date-fns';

export {
  toDateString,
  todayLocal,
  nowTimeHHmm,
  withSeconds,
  toHHmm,
  rangeStart,
  monthBounds,
  yearBounds,
  eightDigitId,
  userDisplayId,
} from './calendar';
export type { SessionRange } from './calendar';
export { formatTime } from './time-format';

const CANONICAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/**
 * Parses yyyy-MM-dd (+ optional HH:mm[:ss]) as a local date-time; a day, month, hour or minute out of range
 * is an Invalid Date. The columns' own shape is read directly: date-fns' parse builds its parsers on every
 * call, and lists of a heavy year call this thousands of times (typing in the Reports search spent most of
 * its time here). Any other shape goes through date-fns as before.
 */
export function parseLocal(date: string, time?: string | null): Date {
  const t = time ? toHHmm(time) : '00:00';
  const m = CANONICAL.exec(`${date} ${t}`);
  if (!m) return parse(`${date} ${t}`, 'yyyy-MM-dd HH:mm', new Date());
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const d = new Date(2000, month - 1, day, hour, minute, 0, 0);
  d.setFullYear(year, month - 1, day);
  const exact =
    d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day && d.getHours() === hour && d.getMinutes() === minute;
  return exact ? d : new Date(NaN);
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

/** 'MMM dd, yyyy' and the locale's time for an ISO timestamp. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseISO(value);
  return isValid(d) ? `${format(d, 'MMM dd, yyyy')} ${formatTime(d)}` : '';
}

/** 'MMM dd, yyyy' and the locale's time for a date column and a time column. */
export function formatDateAndTime(date: string, time: string | null | undefined): string {
  return time ? `${formatDate(date)} ${formatTime(parseLocal(date, time))}` : formatDate(date);
}

/** 'x ago' relative time for an ISO timestamp. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const d = parseISO(iso);
  if (!isValid(d)) return '';
  if (Math.abs(now.getTime() - d.getTime()) < 45_000) return 'just now';
  return `${formatDistanceToNowStrict(d)} ago`;
}
