import { useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { SLOT_SESSION_COLUMNS, type SlotSession } from '../lib/session-rows';
import { sessionKeys } from './session-keys';
import { applyWrites } from '@/lib/offline/define-write';
import { useSessionWrites } from '../hooks/use-session-writes';
import { slotRows } from '../writes/rows';

/** One slot session by id with its casino and slot machine; null when it does not exist (or is not the user's). */
export async function getSlotSession(id: string, signal?: AbortSignal): Promise<SlotSession | null> {
  let query = supabase.from('gambling_sessions').select(SLOT_SESSION_COLUMNS).eq('id', id);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) {
    // A malformed id cannot name a session.
    if (error.code === '22P02') return null;
    throw error;
  }
  return data;
}

export const slotSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.slotDetail(id),
    queryFn: ({ signal }) => getSlotSession(id, signal),
  });

/** The session as a cached list shows it (offline, the detail of a session never opened still opens). */
function fromCachedLists(lists: [unknown, InfiniteData<SlotSession[]> | undefined][], id: string): SlotSession | undefined {
  for (const [, data] of lists) {
    const hit = data?.pages.flat().find((s) => s.id === id);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The session as this device shows it: the server's row (or a cached list's while it loads) with the writes
 * still waiting in the outbox applied, so a session recorded or edited offline opens and edits like any other.
 */
export function useSlotSession(id: string) {
  const queryClient = useQueryClient();
  const pending = useSessionWrites();
  const query = useQuery({
    ...slotSessionQueryOptions(id),
    placeholderData: () =>
      fromCachedLists(queryClient.getQueriesData<InfiniteData<SlotSession[]>>({ queryKey: [...sessionKeys.slot(), 'list'] }), id),
  });
  const shown = useMemo(
    () => applyWrites(query.data ? [query.data] : [], pending, slotRows).find((s) => s.id === id),
    [query.data, pending, id],
  );
  return { isPending: query.isPending && !shown, isError: query.isError && !shown, data: shown ?? query.data };
}
