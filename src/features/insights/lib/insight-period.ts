import { toDateString } from '@/lib/dates';
import type { InsightGroup } from '../api/insight-keys';

/** The periods a player picks: this month, this year, a tax year (a past calendar year), the last 12 months, all time. */
export type InsightPeriod = { kind: 'month' } | { kind: 'year'; year?: number } | { kind: '12m' } | { kind: 'all' };

export const INSIGHT_GROUPS: { value: InsightGroup; label: string; noun: string; plural: string }[] = [
  { value: 'casino', label: 'Casino', noun: 'casino', plural: 'casinos' },
  { value: 'game', label: 'Game', noun: 'game', plural: 'games' },
  { value: 'manufacturer', label: 'Manufacturer', noun: 'manufacturer', plural: 'manufacturers' },
  { value: 'weekday', label: 'Day of the week', noun: 'day of the week', plural: 'days of the week' },
  { value: 'hour', label: 'Hour started', noun: 'hour', plural: 'hours' },
  { value: 'month', label: 'Month', noun: 'month', plural: 'months' },
];

/** How many past tax years the period picker offers. */
const TAX_YEARS_BACK = 6;

/** The picker's values: 'month', 'year', '12m', 'all', 'tax-2025', … */
export function periodOptions(now: Date = new Date()): { value: string; label: string }[] {
  const y = now.getFullYear();
  return [
    { value: 'month', label: 'This month' },
    { value: 'year', label: 'This year' },
    { value: '12m', label: 'Last 12 months' },
    { value: 'all', label: 'All time' },
    ...Array.from({ length: TAX_YEARS_BACK }, (_, i) => ({ value: `tax-${y - 1 - i}`, label: `Tax year ${y - 1 - i}` })),
  ];
}

export function periodValue(p: InsightPeriod, now: Date = new Date()): string {
  if (p.kind === 'year' && p.year && p.year !== now.getFullYear()) return `tax-${p.year}`;
  return p.kind;
}

/** The URL's period and grouping, and a plain message for what makes no sense (then this year, by casino). */
export function parseInsightParams(
  params: URLSearchParams,
  now: Date = new Date(),
): { period: InsightPeriod; group: InsightGroup; problems: string[] } {
  const problems: string[] = [];
  const rawPeriod = params.get('period') ?? 'year';
  const rawYear = params.get('year');
  let period: InsightPeriod = { kind: 'year' };
  if (rawPeriod === 'month' || rawPeriod === '12m' || rawPeriod === 'all') period = { kind: rawPeriod };
  else if (rawPeriod === 'year') {
    if (rawYear != null) {
      const year = /^\d{4}$/.test(rawYear) ? Number(rawYear) : NaN;
      if (year >= 1970 && year <= now.getFullYear()) period = { kind: 'year', year };
      else problems.push(`"${rawYear}" is not a year with records to show (1970 to ${now.getFullYear()}): showing this year.`);
    }
  } else problems.push(`"${rawPeriod}" is not a period Insights knows: showing this year.`);
  const rawGroup = params.get('group') ?? 'casino';
  const known = INSIGHT_GROUPS.find((g) => g.value === rawGroup);
  if (!known) problems.push(`"${rawGroup}" is not a grouping Insights knows: showing by casino.`);
  return { period, group: known?.value ?? 'casino', problems };
}

export function insightSearch(period: InsightPeriod, group: InsightGroup): string {
  const p = new URLSearchParams();
  p.set('period', period.kind);
  if (period.kind === 'year' && period.year) p.set('year', String(period.year));
  p.set('group', group);
  return p.toString();
}

export function periodFromValue(value: string): InsightPeriod {
  if (value.startsWith('tax-')) return { kind: 'year', year: Number(value.slice(4)) };
  if (value === 'month' || value === '12m' || value === 'all') return { kind: value };
  return { kind: 'year' };
}

/** The period's first and last local day (yyyy-MM-dd); null for all time. */
export function periodBounds(p: InsightPeriod, now: Date = new Date()): { from: string; to: string } | null {
  const y = now.getFullYear();
  switch (p.kind) {
    case 'month':
      return { from: toDateString(new Date(y, now.getMonth(), 1)), to: toDateString(new Date(y, now.getMonth() + 1, 0)) };
    case 'year': {
      const year = p.year ?? y;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
    case '12m':
      return { from: toDateString(new Date(y - 1, now.getMonth(), now.getDate() + 1)), to: toDateString(now) };
    case 'all':
      return null;
  }
}

/** "this month", "this year", "in 2025", "in the last 12 months", "in all your records". */
export function periodPhrase(p: InsightPeriod, now: Date = new Date()): string {
  switch (p.kind) {
    case 'month':
      return 'this month';
    case 'year':
      return !p.year || p.year === now.getFullYear() ? 'this year' : `in ${p.year}`;
    case '12m':
      return 'in the last 12 months';
    case 'all':
      return 'in all your records';
  }
}
