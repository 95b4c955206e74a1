import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { SESSIONS_ROOT } from './query-roots';

/** How many recently played machines a picker offers first. */
export const RECENT_MACHINES = 5;

/**
 * The slot machines of the player's latest slot sessions, most recent first, each once (up to RECENT_MACHINES): a
 * machine picker offers them first. Under 'sessions': a slot session saved refreshes it.
 */
export async function getRecentSlotMachineIds(userId: string, signal?: AbortSignal): Promise<string[]> {
  const { data, error } = await supabase
    .from('gambling_sessions')
    .select('slot_machine_id')
    .eq('user_id', userId)
    .not('slot_machine_id', 'is', null)
    .order('session_date', { ascending: false })
    .order('session_time', { ascending: false })
    .limit(40)
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw error;
  const ids: string[] = [];
  for (const r of data)
    if (r.slot_machine_id && !ids.includes(r.slot_machine_id) && ids.length < RECENT_MACHINES) ids.push(r.slot_machine_id);
  return ids;
}

export const recentSlotMachinesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [SESSIONS_ROOT, 'recent-machines', userId] as const,
    queryFn: ({ signal }) => getRecentSlotMachineIds(userId, signal),
    enabled: !!userId,
  });
