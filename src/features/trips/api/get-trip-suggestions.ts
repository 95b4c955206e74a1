import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { useKnownPosition } from '@/hooks/use-location';
import type { LatLng } from '@/lib/geo';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { tripKeys } from './trip-keys';

/**
 * Days in a row of play away from the player's home casinos that no trip holds yet (SQL: get_trip_suggestions). Home:
 * casinos played in 3+ months, favourites, and the casino nearest to where the device is, when it is known.
 */
const suggestionsSchema = z.array(
  z.object({
    start_date: z.string(),
    end_date: z.string(),
    name: z.string(),
    casinos: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
);
export type TripSuggestion = z.infer<typeof suggestionsSchema>[number];

export function getTripSuggestions(near: LatLng | null, signal?: AbortSignal): Promise<TripSuggestion[]> {
  return callRpc('get_trip_suggestions', near ? { p_lat: near.lat, p_lng: near.lng } : {}, suggestionsSchema, { signal });
}

/** The place to about a kilometre: the suggestions do not change (nor are fetched again) as the device moves a little. */
const roughly = (p: LatLng | null) => (p ? { lat: Math.round(p.lat * 100) / 100, lng: Math.round(p.lng * 100) / 100 } : null);

export const tripSuggestionsQueryOptions = (userId: string, near: LatLng | null) =>
  queryOptions({ queryKey: [...tripKeys.suggestions(userId), near], queryFn: ({ signal }) => getTripSuggestions(near, signal) });

export function useTripSuggestions() {
  const { user } = useAuth();
  const near = roughly(useKnownPosition());
  return useQuery({ ...tripSuggestionsQueryOptions(user?.id ?? '', near), enabled: !!user });
}
