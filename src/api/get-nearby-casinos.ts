import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { NEARBY_RADIUS_MILES, type LatLng } from '@/lib/geo';
import { supabase } from '@/lib/supabase';
import { optionKeys } from './option-keys';

export type NearbyCasinoRow = Database['public']['Functions']['nearby_casinos']['Returns'][number];

/** Casinos within the app's one radius of `center`, nearest first (rpc nearby_casinos). */
export async function getNearbyCasinos(center: LatLng, signal?: AbortSignal): Promise<NearbyCasinoRow[]> {
  const query = supabase.rpc('nearby_casinos', { lat: center.lat, lng: center.lng, radius_miles: NEARBY_RADIUS_MILES });
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return data;
}

export const nearbyCasinosQueryOptions = (center: LatLng) =>
  queryOptions({
    queryKey: optionKeys.nearby(center.lat, center.lng),
    queryFn: ({ signal }) => getNearbyCasinos(center, signal),
    staleTime: 5 * 60_000,
  });

/** Nearby casinos once a position is known (Find Casinos and the session forms share the answer); idle without one. */
export function useNearbyCasinos(center: LatLng | null) {
  return useQuery({ ...nearbyCasinosQueryOptions(center ?? { lat: 0, lng: 0 }), enabled: center !== null });
}
