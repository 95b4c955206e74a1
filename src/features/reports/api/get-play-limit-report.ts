import { queryOptions, useQuery } from '@tanstack/react-query';
import { playLimitKeys } from '@/api/play-limits';
import { localTimestamp } from '@/lib/calendar';
import { supabase } from '@/lib/supabase';

/** How often the current limits were reached (null: that limit is off). */
export type LimitCounts = { days: number | null; visits: number | null; months: number | null };
export type PlayLimitReport = { has_limits: false } | { has_limits: true; month: LimitCounts; year: LimitCounts };

/** Days, visits and months of this month and this year that reached the player's limits (counted in SQL). */
export async function getPlayLimitReport(signal?: AbortSignal): Promise<PlayLimitReport> {
  let query = supabase.rpc('get_play_limit_report', { p_now: localTimestamp() });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as unknown as PlayLimitReport;
}

/** Under SESSIONS_ROOT: every session write (and a change of limits) refreshes it. */
export const playLimitReportQueryOptions = (userId: string) =>
  queryOptions({ queryKey: playLimitKeys.report(userId), queryFn: ({ signal }) => getPlayLimitReport(signal) });

export function usePlayLimitReport(userId: string | undefined) {
  return useQuery({ ...playLimitReportQueryOptions(userId ?? ''), enabled: !!userId });
}
