import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import type { TripListItem, TripYear } from './trip-report';
import { tripKeys } from './trip-keys';

export interface TripList {
  trips: TripListItem[];
  years: TripYear[];
}

/** The player's trips, newest first, each with its totals, and the totals per year (computed in SQL: get_trips). */
export async function getTrips(signal?: AbortSignal): Promise<TripList> {
  let query = supabase.rpc('get_trips');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as unknown as TripList;
}

export const tripsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tripKeys.list(userId), queryFn: ({ signal }) => getTrips(signal) });

export function useTrips() {
  const { user } = useAuth();
  return useQuery({ ...tripsQueryOptions(user?.id ?? ''), enabled: !!user });
}
