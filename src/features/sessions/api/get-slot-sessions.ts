import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { hourBounds, playFilterDays } from '@/config/play-filters';
import { supabase } from '@/lib/supabase';
import { SLOT_SESSION_COLUMNS, type SlotSession } from '../lib/session-rows';
import { SESSION_PAGE_SIZE, sessionKeys, type SessionListFilters } from './session-keys';

/** The select of a list filtered by manufacturer: the machine embed becomes an inner join its filter applies to. */
const BY_MANUFACTURER = SLOT_SESSION_COLUMNS.replace(
  'slot_machine:slot_machines(',
  'slot_machine:slot_machines!inner(',
) as typeof SLOT_SESSION_COLUMNS;

/**
 * One page of the user's slot sessions on or after `start`, newest first; with a play filter (an Insights row) only
 * the sessions Insights counted for it: ended, included in the totals, of that casino / game / manufacturer /
 * weekday / hour of the start / month and period.
 */
export async function getSlotSessions(
  { userId, start, play }: SessionListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<SlotSession[]> {
  let query = supabase
    .from('gambling_sessions')
    .select(play?.manufacturer ? BY_MANUFACTURER : SLOT_SESSION_COLUMNS)
    .eq('user_id', userId)
    .order('session_date', { ascending: false })
    .order('session_time', { ascending: false })
    .order('id', { ascending: true })
    .range(page * SESSION_PAGE_SIZE, (page + 1) * SESSION_PAGE_SIZE - 1);
  if (start) query = query.gte('session_date', start);
  if (play) {
    query = query.eq('include_in_daily_totals', true).eq('is_live', false);
    if (play.casino) query = query.eq('casino_id', play.casino);
    if (play.machine) query = query.eq('slot_machine_id', play.machine);
    if (play.manufacturer) query = query.eq('slot_machine.manufacturer', play.manufacturer);
    if (play.weekday) query = query.eq('session_weekday', play.weekday);
    if (play.hour != null) {
      const { gte, lt } = hourBounds(play.hour);
      query = query.gte('session_time', gte);
      if (lt) query = query.lt('session_time', lt);
    }
    const { from, to } = playFilterDays(play);
    if (from) query = query.gte('session_date', from);
    if (to) query = query.lte('session_date', to);
  }
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
