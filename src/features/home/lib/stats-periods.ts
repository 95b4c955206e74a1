import type { StatsPeriodKey } from '../api/get-play-stats';

/** The tabs of the Casino Play Stats card, in order, with each period's empty "most won" text. */
export const STATS_PERIODS: { key: StatsPeriodKey; label: string; noWins: string }[] = [
  { key: 'today', label: 'Today', noWins: 'No wins today' },
  { key: 'month', label: 'This Month', noWins: 'No wins this month' },
  { key: 'year', label: 'This Year', noWins: 'No wins this year' },
  { key: 'all_time', label: 'All Time', noWins: 'No wins recorded' },
];

export const DEFAULT_STATS_PERIOD: StatsPeriodKey = 'month';
