import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarly } from '@/lib/early-fetch';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { insightKeys, type InsightQuery } from './insight-keys';

const n = z.coerce.number();
const nOrNull = z.nullable(n);

/** The figures get_play_insights gives for a period or a group (money in dollars, time in minutes). */
const insightFiguresSchema = z.object({
  sessions: n,
  timed_sessions: n,
  minutes: n,
  money_in: n,
  money_out: n,
  net: n,
  return_pct: nOrNull,
  winning_sessions: n,
  win_share_pct: n,
  avg_net: n,
  timed_net: n,
  net_per_hour: nOrNull,
  biggest_win: nOrNull,
  net_sd: nOrNull,
  w2g_count: n,
  /** Sessions whose bonuses were counted at the machine, the bonuses counted in them. */
  counted_sessions: n,
  bonuses: n,
  /** Bonuses per hour played, over the counted sessions with start and end times (null without one). */
  bonuses_per_hour: nOrNull,
  /** How many sessions bonuses_per_hour rests on (counted, with start and end times); absent from copies made before it was. */
  bonus_timed_sessions: z.optional(n),
});
export type InsightFigures = z.infer<typeof insightFiguresSchema>;

const insightRowSchema = z.extend(insightFiguresSchema, {
  key: z.string(),
  label: z.string(),
  family: z.nullable(z.string()),
  manufacturer: z.nullable(z.string()),
  previous: z.nullable(insightFiguresSchema),
});
export type InsightRow = z.infer<typeof insightRowSchema>;

const playInsightsSchema = z.object({
  /** Null when the period has no play. */
  period: z.nullable(insightFiguresSchema),
  previous: z.nullable(insightFiguresSchema),
  lifetime: z.nullable(insightFiguresSchema),
  rows: z.array(insightRowSchema),
  biggest_w2g: z.nullable(z.object({ amount: n, jackpot_date: z.string(), casino: z.nullable(z.string()) })),
});
export type PlayInsights = z.infer<typeof playInsightsSchema>;

/** Insights of the signed-in player for a period and a grouping (aggregated in SQL: get_play_insights). */
export function getPlayInsights({ group, from, to }: InsightQuery, signal?: AbortSignal): Promise<PlayInsights> {
  const args = { p_group: group, ...(from && to ? { p_from: from, p_to: to } : {}) };
  return callRpc('get_play_insights', args, playInsightsSchema, { signal });
}

/** The query; its first fetch takes the answer started with the screen's code on a cold start (fetchInsightsEarly). */
export const playInsightsQueryOptions = (q: InsightQuery) =>
  queryOptions({
    queryKey: insightKeys.detail(q),
    queryFn: ({ queryKey, signal }) => takeEarly<PlayInsights>(queryKey) ?? getPlayInsights(q, signal),
  });

/** Switching period or grouping keeps the last figures on screen until the new ones arrive. */
export function usePlayInsights(q: InsightQuery, enabled = true) {
  return useQuery({ ...playInsightsQueryOptions(q), enabled: enabled && !!q.userId, placeholderData: keepPreviousData });
}
