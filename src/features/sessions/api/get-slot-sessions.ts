import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { SLOT_SESSION_COLUMNS, type SlotSession } from '../lib/session-rows';
import { SESSION_PAGE_SIZE, sessionKeys, type SessionListFilters } from './session-keys';

/** One page of the user's slot sessions on or after `start`, newest first. */
export async function getSlotSessions({ userId, start }: SessionListFilters, page: number, signal?: AbortSignal): Promise<SlotSession[]> {
  let query = supabase
    .from('gambling_sessions')
    .select(SLOT_SESSION_COLUMNS)
    .eq('user_id', userId)
    .order('session_date', { ascending: false })
    .order('session_time', { ascending: false })
    .order('id', { ascending: true })
    .range(page * SESSION_PAGE_SIZE, (page + 1) * SESSION_PAGE_SIZE - 1);
  if (start) query = query.gte('session_date', start);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const slotSessionsQueryOptions = (filters: SessionListFilters) =>
  infiniteQueryOptions({
    queryKey: sessionKeys.slotList(filters),
    queryFn: ({ pageParam, signal }) => getSlotSessions(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (last.length === SESSION_PAGE_SIZE ? lastPage + 1 : undefined),
  });

export function useSlotSessions(filters: SessionListFilters) {
  return useInfiniteQuery(slotSessionsQueryOptions(filters));
}
