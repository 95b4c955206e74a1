import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminCasinoKeys } from './admin-casino-keys';

const CASINO_COLUMNS =
  'id, name, location, street_address, city, state, zip_code, phone, website, email, description, image_url, casino_type, gaming_machine_class, age_requirement, slot_machine_count, has_table_games, hotel_attached, has_parking, rewards_program, operating_hours, amenities, dining_options, special_features, smoking_policy, dress_code, parking_info, latitude, longitude, validation_status, verification_notes, is_verified, last_verified_at, data_source, data_quality_score, archived_at, created_at, updated_at' as const;

/** One casino with every column the edit form shows. */
export async function getAdminCasino(id: string, signal: AbortSignal) {
  const { data, error } = await supabase.from('casinos').select(CASINO_COLUMNS).eq('id', id).abortSignal(signal).single();
  if (error) throw error;
  return data;
}

export const adminCasinoQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminCasinoKeys.detail(id), queryFn: ({ signal }) => getAdminCasino(id, signal), staleTime: 0 });

export function useAdminCasino(id: string | null) {
  return useQuery({ ...adminCasinoQueryOptions(id ?? ''), enabled: !!id });
}
