import { format } from 'date-fns';
import { parseLocal } from '@/lib/dates';
import type { DateRange } from './date-range';

export interface MonthPoint {
  /** yyyy-MM */
  month: string;
  count: number;
  amount: number;
}

/** At most this many months are filled with zero bars; longer ranges show only months with jackpots. */
export const MAX_FILLED_MONTHS = 36;

/** The by_month points of a summary over every month of the range (missing months as zeros). */
export function monthSeries(range: DateRange, byMonth: readonly MonthPoint[]): MonthPoint[] {
  const [sy, sm] = range.start.split('-').map(Number);
  const [ey, em] = range.end.split('-').map(Number);
  const months = (ey - sy) * 12 + (em - sm) + 1;
  if (!Number.isFinite(months) || months < 1 || months > MAX_FILLED_MONTHS) return [...byMonth];
  const known = new Map(byMonth.map((p) => [p.month, p]));
  const out: MonthPoint[] = [];
  for (let i = 0; i < months; i++) {
    const y = sy + Math.floor((sm - 1 + i) / 12);
    const m = ((sm - 1 + i) % 12) + 1;
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(known.get(key) ?? { month: key, count: 0, amount: 0 });
  }
  return out;
}

/** 'Jan' or, when the series spans several years, "Jan '26". */
export function monthLabel(month: string, withYear: boolean): string {
  const d = parseLocal(`${month}-01`);
  return withYear ? format(d, "MMM ''yy") : format(d, 'MMM');
}

/** 'January 2026' */
export function monthLongLabel(month: string): string {
  return format(parseLocal(`${month}-01`), 'MMMM yyyy');
}
