import { formatDecimal } from '@/lib/number-format';
import { hourLabel, monthLabel, WEEKDAY_NAMES, type PlayFilter } from '@/config/play-filters';
import type { InsightGroup } from '../api/insight-keys';
import type { InsightFigures, InsightRow } from '../api/get-play-insights';
import { rateOf, tooFewCell, type RateKind } from './rates';

/** A row's name as the table shows it: the casino or game, "Friday", "11 PM", "March 2026". */
export function rowLabel(group: InsightGroup, row: Pick<InsightRow, 'key' | 'label'>): string {
  if (group === 'weekday') return WEEKDAY_NAMES[Number(row.key) - 1] ?? row.key;
  if (group === 'hour') return hourLabel(Number(row.key));
  if (group === 'month') return monthLabel(row.key);
  return row.label;
}

/** A row as a place in a sentence: "at Bellagio", "on Cleopatra", "on IGT games", "on Fridays", "at 11 PM", "in March 2026". */
export function rowPhrase(group: InsightGroup, row: Pick<InsightRow, 'key' | 'label'>): string {
  const label = rowLabel(group, row);
  switch (group) {
    case 'casino':
    case 'hour':
      return `at ${label}`;
    case 'game':
      return `on ${label}`;
    case 'manufacturer':
      return `on ${label} games`;
    case 'weekday':
      return `on ${label}s`;
    case 'month':
      return `in ${label}`;
  }
}

/** The Sessions list filter that shows a row's sessions (null when the row has no key to filter by: no casino, no manufacturer). */
export function rowFilter(group: InsightGroup, key: string, period: { from: string; to: string } | null): PlayFilter | null {
  const days = period ? { from: period.from, to: period.to } : {};
  switch (group) {
    case 'casino':
      return key ? { casino: key, ...days } : null;
    case 'game':
      return key ? { machine: key, ...days } : null;
    case 'manufacturer':
      return key ? { manufacturer: key, ...days } : null;
    case 'weekday':
      return { weekday: Number(key), ...days };
    case 'hour':
      return { hour: Number(key), ...days };
    case 'month':
      return { month: key, ...days };
  }
}

/** Time played: '45 min', '1 h 30 min', '96 h'. */
export function playedLabel(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  if (h === 0) return `${m} min`;
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

/** '91.3%', or '–' without money in. */
export function percentLabel(pct: number | null): string {
  return pct == null ? '–' : `${formatDecimal(pct, 1, 1)}%`;
}

/** A rate's cell: its value over enough sessions (lib/rates), 'Too few (7)' over fewer, '–' where there is none. */
export function rateCell(kind: RateKind, f: InsightFigures, format: (n: number) => string): string {
  const r = rateOf(kind, f);
  return r == null ? '–' : 'value' in r ? format(r.value) : tooFewCell(r.tooFew);
}

/**
 * Bonus frequency (bonuses per hour played, over the sessions where bonuses were counted at the machine): '1.6',
 * '–' where none was counted, 'No times' where the counted sessions have no start and end times, 'Too few (3)'.
 */
export function bonusRateLabel(row: InsightFigures): string {
  if (!row.counted_sessions) return '–';
  return row.bonuses_per_hour == null ? 'No times' : rateCell('bonuses_per_hour', row, (n) => formatDecimal(n, 1, 2));
}
