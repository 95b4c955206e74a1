import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { CASINO_LIST_RADIUS_MILES, type LatLng } from '@/lib/geo';
import type { CasinoSummary } from './get-casinos';
import { casinoKeys } from './casino-keys';

/** Casinos within `radiusMiles` of `center`, nearest first (rpc nearby_casinos). */
export async function getNearbyCasinos(center: LatLng, radiusMiles: number, signal?: AbortSignal): Promise<CasinoSummary[]> {
  const query = supabase.rpc('nearby_casinos', { lat: center.lat, lng: center.lng, radius_miles: radiusMiles });
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return data;
}

export const nearbyCasinosQueryOptions = (center: LatLng, radiusMiles: number) =>
  queryOptions({
    queryKey: casinoKeys.nearby(center.lat, center.lng, radiusMiles),
    queryFn: ({ signal }) => getNearbyCasinos(center, radiusMiles, signal),
    staleTime: 5 * 60_000,
  });

/** Nearby casinos once a location is known; idle without one. */
export function useNearbyCasinos(center: LatLng | null, radiusMiles = CASINO_LIST_RADIUS_MILES) {
  return useQuery({
    ...nearbyCasinosQueryOptions(center ?? { lat: 0, lng: 0 }, radiusMiles),
    enabled: center !== null,
  });
}
