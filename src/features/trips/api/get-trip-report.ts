import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/call-rpc';
import { tripReportSchema, type TripReport } from './trip-report';
import { tripKeys } from './trip-keys';

/** One trip with everything its page shows (computed in SQL: get_trip_report). */
export function getTripReport(tripId: string, signal?: AbortSignal): Promise<TripReport> {
  return callRpc('get_trip_report', { p_trip_id: tripId }, tripReportSchema, { signal });
}

export const tripReportQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: tripKeys.detail(tripId), queryFn: ({ signal }) => getTripReport(tripId, signal) });

export function useTripReport(tripId: string) {
  return useQuery(tripReportQueryOptions(tripId));
}
