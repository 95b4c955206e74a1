import { queryOptions, useQuery } from '@tanstack/react-query';
import { playLimitKeys } from '@/api/play-limits';
import { localTimestamp } from '@/lib/calendar';
import { supabase } from '@/lib/supabase';

/** How often the current limits were reached (null: that limit is off). */
export type LimitCounts = { days: number | null; casino_sessions: number | null; months: number | null };
export type PlayLimitReport = { has_limits: false } | { has_limits: true; month: LimitCounts; year: LimitCounts };

/** Days, casino sessions and months of this month and this year that reached the player's limits (counted in SQL). */
export async function getPlayLimitReport(signal?: AbortSignal): Promise<PlayLimitReport> {
  let query = supabase.rpc('get_play_limit_report', { p_now: localTimestamp() });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as unknown as PlayLimitReport;
}

/** Counts kept on a device before the rename of visits to casino sessions (migration 20260101004700) say `visits` for the casino sessions. */
function keptCounts(counts: LimitCounts): LimitCounts {
  if ('casino_sessions' in counts) return counts;
  const { visits = null, ...rest } = counts as Omit<LimitCounts, 'casino_sessions'> & { visits?: number | null };
  return { ...rest, casino_sessions: visits };
}
const keptReport = (report: PlayLimitReport): PlayLimitReport =>
  report.has_limits && !('casino_sessions' in report.month && 'casino_sessions' in report.year)
    ? { ...report, month: keptCounts(report.month), year: keptCounts(report.year) }
    : report;

/** Under SESSIONS_ROOT: every session write (and a change of limits) refreshes it. */
export const playLimitReportQueryOptions = (userId: string) =>
  queryOptions({ queryKey: playLimitKeys.report(userId), queryFn: ({ signal }) => getPlayLimitReport(signal), select: keptReport });

export function usePlayLimitReport(userId: string | undefined) {
  return useQuery({ ...playLimitReportQueryOptions(userId ?? ''), enabled: !!userId });
}
