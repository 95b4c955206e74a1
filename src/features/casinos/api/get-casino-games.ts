import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { casinoKeys } from './casino-keys';

export type CasinoGame = Database['public']['Functions']['get_casino_games']['Returns'][number];

/**
 * A casino's games (rpc get_casino_games): its admin-kept list, those >= 5 players logged there in the 12 whole months
 * before the server's current month, and those the player played there (with their dates).
 */
export async function getCasinoGames(casinoId: string, signal?: AbortSignal): Promise<CasinoGame[]> {
  const query = supabase.rpc('get_casino_games', { p_casino: casinoId });
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return data;
}

/** The app's usual freshness: the answer holds the player's own sessions, which change as they play. */
export const casinoGamesQueryOptions = (casinoId: string) =>
  queryOptions({
    queryKey: casinoKeys.games(casinoId),
    queryFn: ({ signal }) => getCasinoGames(casinoId, signal),
  });

export function useCasinoGames(casinoId: string) {
  return useQuery(casinoGamesQueryOptions(casinoId));
}
