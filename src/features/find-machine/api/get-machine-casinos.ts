import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { findKeys } from './find-keys';

/**
 * A casino that has a game: on its admin-kept list (`listed`), seen by others (`seen_month`, the 1st of the month)
 * and/or played there by the player (`my_sessions`, `my_first_date`, `my_last_date`).
 */
export type MachineCasino = Database['public']['Functions']['get_machine_casinos']['Returns'][number];

/**
 * The casinos that have each of `games` (rpc get_machine_casinos: the admin list, >= 5 players in the 12 whole months
 * before the server's current month, the player's own sessions).
 */
export async function getMachineCasinos(games: readonly string[], signal?: AbortSignal): Promise<MachineCasino[]> {
  if (games.length === 0) return [];
  const query = supabase.rpc('get_machine_casinos', { p_machines: [...games] });
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return data;
}

/** The app's usual freshness: the answer holds the player's own sessions, which change as they play. */
export const machineCasinosQueryOptions = (games: readonly string[]) =>
  queryOptions({
    queryKey: findKeys.machineCasinos(games),
    queryFn: ({ signal }) => getMachineCasinos(games, signal),
  });

/** Idle without games; a new choice keeps the last answer on screen until its own arrives. */
export function useMachineCasinos(games: readonly string[]) {
  return useQuery({ ...machineCasinosQueryOptions(games), enabled: games.length > 0, placeholderData: keepPreviousData });
}
