import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/lib/database.types';
import { casinoKeys } from './casino-keys';

/** The columns a casino card shows. */
export const CASINO_CARD_COLUMNS =
  'id, name, location, street_address, city, state, zip_code, phone, website, image_url, casino_type, gaming_machine_class, age_requirement, slot_machine_count, has_table_games, hotel_attached, has_parking, rewards_program, operating_hours, amenities, dining_options, special_features, latitude, longitude' as const;

export type CasinoSummary = Pick<
  Tables<'casinos'>,
  | 'id'
  | 'name'
  | 'location'
  | 'street_address'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'phone'
  | 'website'
  | 'image_url'
  | 'casino_type'
  | 'gaming_machine_class'
  | 'age_requirement'
  | 'slot_machine_count'
  | 'has_table_games'
  | 'hotel_attached'
  | 'has_parking'
  | 'rewards_program'
  | 'operating_hours'
  | 'amenities'
  | 'dining_options'
  | 'special_features'
  | 'latitude'
  | 'longitude'
> & { distance_miles?: number | null };

/** Every casino, ordered by name (the directory is a few hundred rows; the page renders it in steps). */
export async function getCasinos(signal?: AbortSignal): Promise<CasinoSummary[]> {
  const query = supabase.from('casinos').select(CASINO_CARD_COLUMNS).is('archived_at', null).order('name');
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return data;
}

export const casinosQueryOptions = () =>
  queryOptions({ queryKey: casinoKeys.list(), queryFn: ({ signal }) => getCasinos(signal), staleTime: 5 * 60_000 });

export function useCasinos() {
  return useQuery(casinosQueryOptions());
}
