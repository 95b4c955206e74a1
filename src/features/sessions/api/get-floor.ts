import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { usePendingSessionWrites } from '../hooks/use-pending-session-writes';
import { applyPendingSlotWrites, applyPendingVisitWrites, type Shown } from '../lib/pending-session-rows';
import { CASINO_SESSION_COLUMNS, SLOT_SESSION_COLUMNS, type CasinoSession, type SlotSession } from '../lib/session-rows';
import { sessionKeys } from './session-keys';

/** The player's Active visits (final cash not yet recorded), newest arrival first, and their live machine. */
export async function getFloor(userId: string, signal?: AbortSignal): Promise<{ visits: CasinoSession[]; machines: SlotSession[] }> {
  let visits = supabase
    .from('casino_sessions')
    .select(CASINO_SESSION_COLUMNS)
    .eq('user_id', userId)
    .is('final_cash', null)
    .order('arrival_date', { ascending: false })
    .order('arrival_time', { ascending: false })
    .limit(5);
  let machines = supabase.from('gambling_sessions').select(SLOT_SESSION_COLUMNS).eq('user_id', userId).eq('is_live', true).limit(1);
  if (signal) {
    visits = visits.abortSignal(signal);
    machines = machines.abortSignal(signal);
  }
  const [v, m] = await Promise.all([visits, machines]);
  if (v.error) throw v.error;
  if (m.error) throw m.error;
  return { visits: v.data, machines: m.data };
}

export const floorQueryOptions = (userId: string) =>
  queryOptions({ queryKey: sessionKeys.floor(userId), queryFn: ({ signal }) => getFloor(userId, signal) });

const byArrivalDesc = (a: CasinoSession, b: CasinoSession) =>
  `${b.arrival_date}T${b.arrival_time}`.localeCompare(`${a.arrival_date}T${a.arrival_time}`);

/**
 * The visit in progress and the live machine as the player sees them now: the server's rows with this device's
 * waiting writes applied (a visit started, cash added, a machine started, money put in or cashed out offline).
 */
export function useFloor(): { visit: Shown<CasinoSession> | null; machine: Shown<SlotSession> | null; isPending: boolean } {
  const { user } = useAuth();
  const query = useQuery({ ...floorQueryOptions(user?.id ?? ''), enabled: !!user });
  const pending = usePendingSessionWrites();
  return useMemo(() => {
    const visits = applyPendingVisitWrites(query.data?.visits ?? [], pending)
      .filter((v) => v.final_cash == null)
      .sort(byArrivalDesc);
    const machines = applyPendingSlotWrites(query.data?.machines ?? [], pending).filter((m) => m.is_live);
    return { visit: visits[0] ?? null, machine: machines[0] ?? null, isPending: query.isPending };
  }, [query.data, query.isPending, pending]);
}
