import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { todayLocal } from '@/lib/dates';
import { supabase } from '@/lib/supabase';
import { casinoKeys } from './casino-keys';

export type CasinoGame = Database['public']['Functions']['get_casino_games']['Returns'][number];

/** A casino's games: its admin-kept list and those >= 5 players logged there in the last 12 months (rpc get_casino_games). */
export async function getCasinoGames(casinoId: string, today: string, signal?: AbortSignal): Promise<CasinoGame[]> {
  const query = supabase.rpc('get_casino_games', { p_casino: casinoId, p_today: today });
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return data;
}

export const casinoGamesQueryOptions = (casinoId: string, today: string) =>
  queryOptions({
    queryKey: casinoKeys.games(casinoId, today),
    queryFn: ({ signal }) => getCasinoGames(casinoId, today, signal),
    staleTime: 5 * 60_000,
  });

export function useCasinoGames(casinoId: string) {
  return useQuery(casinoGamesQueryOptions(casinoId, todayLocal()));
}
