import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarly } from '@/lib/early-fetch';
import { supabase } from '@/lib/supabase';
import { insightKeys, type InsightQuery } from './insight-keys';

/** The figures get_play_insights gives for a period or a group (money in dollars, time in minutes). */
export interface InsightFigures {
  sessions: number;
  timed_sessions: number;
  minutes: number;
  money_in: number;
  money_out: number;
  net: number;
  return_pct: number | null;
  winning_sessions: number;
  win_share_pct: number;
  avg_net: number;
  timed_net: number;
  net_per_hour: number | null;
  biggest_win: number | null;
  net_sd: number | null;
  w2g_count: number;
  /** Sessions whose bonuses were counted at the machine, the bonuses counted in them. */
  counted_sessions: number;
  bonuses: number;
  /** Bonuses per hour played, over the counted sessions with start and end times (null without one). */
  bonuses_per_hour: number | null;
  /** How many sessions bonuses_per_hour rests on (counted, with start and end times); absent from copies made before it was. */
  bonus_timed_sessions?: number;
}

export interface InsightRow extends InsightFigures {
  key: string;
  label: string;
  family: string | null;
  manufacturer: string | null;
  previous: InsightFigures | null;
}

export interface PlayInsights {
  /** Null when the period has no play. */
  period: InsightFigures | null;
  previous: InsightFigures | null;
  lifetime: InsightFigures | null;
  rows: InsightRow[];
  biggest_w2g: { amount: number; jackpot_date: string; casino: string | null } | null;
}

/** Insights of the signed-in player for a period and a grouping (aggregated in SQL: get_play_insights). */
export async function getPlayInsights({ group, from, to }: InsightQuery, signal?: AbortSignal): Promise<PlayInsights> {
  let query = supabase.rpc('get_play_insights', { p_group: group, ...(from && to ? { p_from: from, p_to: to } : {}) });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as unknown as PlayInsights;
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
