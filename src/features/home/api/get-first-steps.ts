import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { homeKeys } from './get-play-stats';

/** What a new player has done of the three first steps (each true once done). */
export interface FirstSteps {
  favoriteCasino: boolean;
  casinoSession: boolean;
  jackpot: boolean;
  /** Any slot session, casino session or jackpot: the player is no longer new. */
  anyRecord: boolean;
}

async function exists(query: PromiseLike<{ count: number | null; error: unknown }>): Promise<boolean> {
  const { count, error } = await query;
  if (error) throw error;
  return (count ?? 0) > 0;
}

/** Four head-only counts (RLS keeps each to the caller's own rows). */
export async function getFirstSteps(signal?: AbortSignal): Promise<FirstSteps> {
  const head = { count: 'exact', head: true } as const;
  const abortable = <T extends { abortSignal: (s: AbortSignal) => T }>(q: T): T => (signal ? q.abortSignal(signal) : q);
  const [favoriteCasino, casinoSession, jackpot, slotSession] = await Promise.all([
    exists(abortable(supabase.from('user_casino_preferences').select('casino_id', head).eq('is_favorite', true))),
    exists(abortable(supabase.from('casino_sessions').select('id', head))),
    exists(abortable(supabase.from('w2g_jackpots').select('id', head))),
    exists(abortable(supabase.from('gambling_sessions').select('id', head))),
  ]);
  return { favoriteCasino, casinoSession, jackpot, anyRecord: casinoSession || jackpot || slotSession };
}

export const firstStepsQueryOptions = () =>
  queryOptions({ queryKey: [...homeKeys.all, 'first-steps'] as const, queryFn: ({ signal }) => getFirstSteps(signal), staleTime: 0 });

export function useFirstSteps() {
  return useQuery({ ...firstStepsQueryOptions(), refetchOnMount: 'always' });
}
