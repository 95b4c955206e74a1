import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { sessionKeys } from './session-keys';

/** Radius of the "casinos near you" list in the session forms (spec §9). */
export const SESSION_NEARBY_RADIUS_MILES = 25;

export interface NearbyCasino {
  id: string;
  distanceMiles: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Casinos within the radius of a position, nearest first (rpc nearby_casinos). */
export async function getNearbyCasinos(
  { latitude, longitude }: Coordinates,
  radiusMiles: number,
  signal?: AbortSignal,
): Promise<NearbyCasino[]> {
  let query = supabase.rpc('nearby_casinos', { lat: latitude, lng: longitude, radius_miles: radiusMiles }).select('id, distance_miles');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data.map((c) => ({ id: c.id, distanceMiles: c.distance_miles }));
}

export const nearbyCasinosQueryOptions = (coords: Coordinates | null, radiusMiles = SESSION_NEARBY_RADIUS_MILES) =>
  queryOptions({
    queryKey: sessionKeys.nearby(coords?.latitude ?? NaN, coords?.longitude ?? NaN, radiusMiles),
    queryFn: ({ signal }) => getNearbyCasinos(coords as Coordinates, radiusMiles, signal),
    enabled: coords != null,
    staleTime: 5 * 60_000,
  });

export function useNearbyCasinos(coords: Coordinates | null) {
  return useQuery(nearbyCasinosQueryOptions(coords));
}
