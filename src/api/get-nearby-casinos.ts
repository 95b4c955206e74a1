import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import type { Json } from '@/lib/database.types';
import { NEARBY_RADIUS_MILES, type LatLng } from '@/lib/geo';
import { optionKeys } from './option-keys';

const text = z.nullable(z.string());
const texts = z.array(z.string());

/** A row of rpc nearby_casinos: the casino's directory fields and its distance. */
const nearbyCasinoSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: text,
  street_address: text,
  city: text,
  state: text,
  zip_code: text,
  phone: text,
  website: text,
  image_url: text,
  casino_type: text,
  gaming_machine_class: text,
  age_requirement: z.number(),
  slot_machine_count: z.nullable(z.number()),
  has_table_games: z.boolean(),
  hotel_attached: z.boolean(),
  has_parking: z.boolean(),
  rewards_program: text,
  operating_hours: z.custom<Json>(),
  amenities: texts,
  dining_options: texts,
  special_features: texts,
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  data_quality_score: z.number(),
  distance_miles: z.number(),
});
export type NearbyCasinoRow = z.infer<typeof nearbyCasinoSchema>;

/** Casinos within the app's one radius of `center`, nearest first (rpc nearby_casinos). */
export function getNearbyCasinos(center: LatLng, signal?: AbortSignal): Promise<NearbyCasinoRow[]> {
  const args = { lat: center.lat, lng: center.lng, radius_miles: NEARBY_RADIUS_MILES };
  return callRpc('nearby_casinos', args, z.array(nearbyCasinoSchema), { signal });
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
