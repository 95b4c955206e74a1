import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TripReport } from './trip-report';
import { tripKeys } from './trip-keys';

/** One trip with everything its page shows (computed in SQL: get_trip_report). */
export async function getTripReport(tripId: string, signal?: AbortSignal): Promise<TripReport> {
  let query = supabase.rpc('get_trip_report', { p_trip_id: tripId });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as unknown as TripReport;
}

export const tripReportQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: tripKeys.detail(tripId), queryFn: ({ signal }) => getTripReport(tripId, signal) });

export function useTripReport(tripId: string) {
  return useQuery(tripReportQueryOptions(tripId));
}
