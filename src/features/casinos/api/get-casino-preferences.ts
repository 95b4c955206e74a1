import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { casinoKeys } from './casino-keys';

export interface CasinoPreference {
  casino_id: string;
  is_favorite: boolean;
  player_club_id: string | null;
}

/** The user's favourite flags and player club ids, keyed by casino id. */
export async function getCasinoPreferences(userId: string, signal?: AbortSignal): Promise<Map<string, CasinoPreference>> {
  const query = supabase.from('user_casino_preferences').select('casino_id, is_favorite, player_club_id').eq('user_id', userId);
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return new Map(data.map((p) => [p.casino_id, p]));
}

export const casinoPreferencesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: casinoKeys.preferences(userId), queryFn: ({ signal }) => getCasinoPreferences(userId, signal) });

/** The signed-in user's casino preferences (idle when signed out). */
export function useCasinoPreferences() {
  const { user } = useAuth();
  return useQuery({ ...casinoPreferencesQueryOptions(user?.id ?? ''), enabled: !!user });
}
