import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { findKeys } from './find-keys';

/** A casino that has a game: on its admin-kept list (`listed`) and/or seen by players (`seen_month`, the 1st of the month). */
export type MachineCasino = Database['public']['Functions']['get_machine_casinos']['Returns'][number];

/** The casinos that have each of `games` (rpc get_machine_casinos: the admin list, and >= 5 players in the 12 months to `today`). */
export async function getMachineCasinos(games: readonly string[], today: string, signal?: AbortSignal): Promise<MachineCasino[]> {
  if (games.length === 0) return [];
  const query = supabase.rpc('get_machine_casinos', { p_machines: [...games], p_today: today });
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return data;
}

export const machineCasinosQueryOptions = (games: readonly string[], today: string) =>
  queryOptions({
    queryKey: findKeys.machineCasinos(games, today),
    queryFn: ({ signal }) => getMachineCasinos(games, today, signal),
    staleTime: 5 * 60_000,
  });

/** Idle without games; a new choice keeps the last answer on screen until its own arrives. */
export function useMachineCasinos(games: readonly string[], today: string) {
  return useQuery({ ...machineCasinosQueryOptions(games, today), enabled: games.length > 0, placeholderData: keepPreviousData });
}
