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

/** Under SESSIONS_ROOT: every session write (and a change of limits) refreshes it. */
export const playLimitReportQueryOptions = (userId: string) =>
  queryOptions({ queryKey: playLimitKeys.report(userId), queryFn: ({ signal }) => getPlayLimitReport(signal) });

export function usePlayLimitReport(userId: string | undefined) {
  return useQuery({ ...playLimitReportQueryOptions(userId ?? ''), enabled: !!userId });
}
