import { queryOptions, useQuery } from '@tanstack/react-query';
import { playLimitKeys } from '@/api/play-limits';
import { localTimestamp } from '@/lib/calendar';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';

const count = z.nullable(z.number());
/** How often the current limits were reached (null: that limit is off). */
const limitCountsSchema = z.object({ days: count, casino_sessions: count, months: count });
export type LimitCounts = z.infer<typeof limitCountsSchema>;
const playLimitReportSchema = z.discriminatedUnion('has_limits', [
  z.object({ has_limits: z.literal(false) }),
  z.object({ has_limits: z.literal(true), month: limitCountsSchema, year: limitCountsSchema }),
]);
export type PlayLimitReport = z.infer<typeof playLimitReportSchema>;

/** Days, casino sessions and months of this month and this year that reached the player's limits (counted in SQL). */
export function getPlayLimitReport(signal?: AbortSignal): Promise<PlayLimitReport> {
  return callRpc('get_play_limit_report', { p_now: localTimestamp() }, playLimitReportSchema, { signal });
}

/** Counts kept on a device before issue 36's rename (migration 20260101004700) say `visits` for the casino sessions. */
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
