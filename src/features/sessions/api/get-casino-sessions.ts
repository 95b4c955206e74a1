import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { CASINO_SESSION_COLUMNS, type CasinoSession } from '../lib/session-rows';
import { SESSION_PAGE_SIZE, sessionKeys, type SessionListFilters } from './session-keys';

/** One page of the user's casino sessions arriving on or after `start`, newest first. */
export async function getCasinoSessions(
  { userId, start }: SessionListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<CasinoSession[]> {
  let query = supabase
    .from('casino_sessions')
    .select(CASINO_SESSION_COLUMNS)
    .eq('user_id', userId)
    .order('arrival_date', { ascending: false })
    .order('arrival_time', { ascending: false })
    .order('id', { ascending: true })
    .range(page * SESSION_PAGE_SIZE, (page + 1) * SESSION_PAGE_SIZE - 1);
  if (start) query = query.gte('arrival_date', start);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const casinoSessionsQueryOptions = (filters: SessionListFilters) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.casinoList(filters),
    queryFn: ({ pageParam, signal }) => getCasinoSessions(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (last.length === SESSION_PAGE_SIZE ? lastPage + 1 : undefined),
  });

export function useCasinoSessions(filters: SessionListFilters) {
  return useInfiniteQuery(casinoSessionsQueryOptions(filters));
}
