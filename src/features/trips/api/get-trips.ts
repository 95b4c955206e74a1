import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { callRpc } from '@/lib/call-rpc';
import { tripListSchema, type TripList } from './trip-report';
import { tripKeys } from './trip-keys';

export type { TripList };

/** The player's trips, newest first, each with its totals, and the totals per year (computed in SQL: get_trips). */
export function getTrips(signal?: AbortSignal): Promise<TripList> {
  return callRpc('get_trips', {}, tripListSchema, { signal });
}

export const tripsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tripKeys.list(userId), queryFn: ({ signal }) => getTrips(signal) });

export function useTrips() {
  const { user } = useAuth();
  return useQuery({ ...tripsQueryOptions(user?.id ?? ''), enabled: !!user });
}
