import type { InsightFigures, InsightRow } from '../api/get-play-insights';

/** Figures of a period or a row for the tests of Insights' words: every figure zero or none unless given. */
export const fig = (f: Partial<InsightFigures>): InsightFigures => ({
  sessions: 0,
  timed_sessions: 0,
  minutes: 0,
  money_in: 0,
  money_out: 0,
  net: 0,
  return_pct: null,
  winning_sessions: 0,
  win_share_pct: 0,
  avg_net: 0,
  timed_net: 0,
  net_per_hour: null,
  biggest_win: null,
  net_sd: null,
  w2g_count: 0,
  counted_sessions: 0,
  bonuses: 0,
  bonuses_per_hour: null,
  bonus_timed_sessions: 0,
  ...f,
});

export const row = (key: string, label: string, f: Partial<InsightFigures>, previous: InsightFigures | null = null): InsightRow => ({
  ...fig(f),
  key,
  label,
  family: null,
  manufacturer: null,
  previous,
});
