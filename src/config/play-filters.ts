/**
 * The filters an Insights row opens the Sessions list with (?casino=…&hour=23&from=…&to=…): one definition,
 * parsed and checked here, so both screens read a link the same way and a link that makes no sense says why.
 */
export interface PlayFilter {
  casino?: string;
  machine?: string;
  manufacturer?: string;
  /** ISO day of the week of the session's start: 1 Monday .. 7 Sunday. */
  weekday?: number;
  /** Hour of the session's start, 0..23 (local wall clock). */
  hour?: number;
  /** yyyy-MM */
  month?: string;
  /** yyyy-MM-dd, inclusive */
  from?: string;
  to?: string;
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^\d{1,2}$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in yyyy-MM-dd. */
export function isCalendarDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getFullYear() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3]);
}

/** "Hour 23" as the locale says it: '11 PM'. */
export function hourLabel(hour: number): string {
  return new Date(2000, 0, 1, hour).toLocaleTimeString('en-US', { hour: 'numeric' });
}

/** "2026-03" -> "March 2026". */
export function monthLabel(month: string): string {
  const m = MONTH.exec(month);
  return m ? `${MONTH_NAMES[Number(m[2]) - 1]} ${m[1]}` : month;
}

const KEYS = ['casino', 'machine', 'manufacturer', 'weekday', 'hour', 'month', 'from', 'to'] as const;

/** Whether the URL carries any play filter. */
export function hasPlayFilter(params: URLSearchParams): boolean {
  return KEYS.some((k) => params.has(k));
}

/**
 * The play filter of a URL and a plain message for each part that makes no sense (the part is then left out):
 * an id that is not an id, a weekday outside 1..7, an hour outside 0..23, a month or day that does not exist,
 * a period that ends before it starts.
 */
export function parsePlayFilter(params: URLSearchParams): { filter: PlayFilter; problems: string[] } {
  const filter: PlayFilter = {};
  const problems: string[] = [];
  const text = (k: (typeof KEYS)[number]) => params.get(k)?.trim() ?? null;

  for (const [key, what] of [
    ['casino', 'casino'],
    ['machine', 'game'],
  ] as const) {
    const v = text(key);
    if (v == null) continue;
    if (UUID.test(v)) filter[key] = v.toLowerCase();
    else problems.push(`"${v}" is not a ${what} of this app, so the list is not filtered by ${what}.`);
  }
  const manufacturer = text('manufacturer');
  if (manufacturer != null) {
    if (manufacturer.length > 0 && manufacturer.length <= 100) filter.manufacturer = manufacturer;
    else problems.push('The manufacturer in this link is empty or too long, so the list is not filtered by it.');
  }
  const weekday = text('weekday');
  if (weekday != null) {
    const n = INTEGER.test(weekday) ? Number(weekday) : NaN;
    if (n >= 1 && n <= 7) filter.weekday = n;
    else problems.push(`"${weekday}" is not a day of the week (1 Monday to 7 Sunday), so the list is not filtered by day.`);
  }
  const hour = text('hour');
  if (hour != null) {
    const n = INTEGER.test(hour) ? Number(hour) : NaN;
    if (n >= 0 && n <= 23) filter.hour = n;
    else problems.push(`"${hour}" is not an hour of the day (0 to 23), so the list is not filtered by hour.`);
  }
  const month = text('month');
  if (month != null) {
    const m = MONTH.exec(month);
    if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) filter.month = month;
    else problems.push(`"${month}" is not a month (yyyy-MM), so the list is not filtered by month.`);
  }
  for (const key of ['from', 'to'] as const) {
    const v = text(key);
    if (v == null) continue;
    if (isCalendarDay(v)) filter[key] = v;
    else problems.push(`"${v}" is not a date (yyyy-MM-dd), so the list is not filtered by it.`);
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    problems.push(`The period in this link ends (${filter.to}) before it starts (${filter.from}), so the list is not filtered by dates.`);
    delete filter.from;
    delete filter.to;
  }
  return { filter, problems };
}

/** The query string of a play filter (no leading '?'), keys in a fixed order. */
export function playFilterSearch(filter: PlayFilter): string {
  const p = new URLSearchParams();
  for (const k of KEYS) {
    const v = filter[k];
    if (v !== undefined && v !== '') p.set(k, String(v));
  }
  return p.toString();
}

/** The first and last day (yyyy-MM-dd) a filter keeps, narrowing its period by its month. */
export function playFilterDays(filter: PlayFilter): { from: string | null; to: string | null } {
  let from = filter.from ?? null;
  let to = filter.to ?? null;
  if (filter.month) {
    const [y, m] = filter.month.split('-').map(Number);
    const first = `${filter.month}-01`;
    const last = `${filter.month}-${String(new Date(y, m, 0).getDate()).padStart(2, '0')}`;
    from = from && from > first ? from : first;
    to = to && to < last ? to : last;
  }
  return { from, to };
}

/** The start times an hour filter keeps: [HH:00:00, next hour) — the last hour has no upper bound. */
export function hourBounds(hour: number): { gte: string; lt: string | null } {
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
  return { gte: hh(hour), lt: hour < 23 ? hh(hour + 1) : null };
}
