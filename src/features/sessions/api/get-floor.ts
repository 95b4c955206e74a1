import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { applyWrites, type ListedWrite, type Shown } from '@/lib/offline/define-write';
import { useShownWrites } from '@/lib/offline/use-offline-state';
import { w2gCreate, type QueuedJackpot } from '@/api/w2g-outbox';
import { useSessionWrites } from '../hooks/use-session-writes';
import { slotRows, casinoSessionRows, type Floor } from '../writes/rows';
import { CASINO_SESSION_COLUMNS, SLOT_SESSION_COLUMNS, type CasinoSession, type SlotSession } from '../lib/session-rows';
import { tapIds } from '../lib/machine-counts';
import { sessionKeys } from './session-keys';

/** The player's Active casino sessions (final cash not yet recorded), newest arrival first, and their live (or latest) machine. */
export async function getFloor(userId: string, signal?: AbortSignal): Promise<Floor> {
  let casinoSessions = supabase
    .from('casino_sessions')
    .select(CASINO_SESSION_COLUMNS)
    .eq('user_id', userId)
    .is('final_cash', null)
    .order('arrival_date', { ascending: false })
    .order('arrival_time', { ascending: false })
    .limit(5);
  // The live machine first, then the latest slot session (the machine just cashed out, for a jackpot's prefill).
  let machines = supabase
    .from('gambling_sessions')
    .select(SLOT_SESSION_COLUMNS)
    .eq('user_id', userId)
    .order('is_live', { ascending: false })
    .order('session_date', { ascending: false })
    .order('session_time', { ascending: false })
    .limit(2);
  if (signal) {
    casinoSessions = casinoSessions.abortSignal(signal);
    machines = machines.abortSignal(signal);
  }
  const [v, m] = await Promise.all([casinoSessions, machines]);
  if (v.error) throw v.error;
  if (m.error) throw m.error;
  return { casinoSessions: v.data, machines: m.data };
}

export const floorQueryOptions = (userId: string) =>
  queryOptions({ queryKey: sessionKeys.floor(userId), queryFn: ({ signal }) => getFloor(userId, signal) });

const JACKPOT_WRITES = [w2gCreate];

/**
 * The live machine with the jackpots recorded for it that wait on this device counted (the server counts a W2G for
 * a live machine once it arrives: migration 20260101004902), so the card's counter moves at once, offline too.
 */
function withWaitingJackpots(machine: Shown<SlotSession>, writes: { listed: ListedWrite<unknown> }[]): Shown<SlotSession> {
  const counted = new Set(tapIds(machine));
  const waiting = writes.filter(({ listed }) => {
    const input = listed.input as QueuedJackpot;
    return input.session_id === machine.id && !counted.has(input.id);
  }).length;
  if (waiting === 0) return machine;
  return { ...machine, jackpot_count: (machine.jackpot_count ?? 0) + waiting, bonus_count: machine.bonus_count ?? 0 };
}

const byArrivalDesc = (a: CasinoSession, b: CasinoSession) =>
  `${b.arrival_date}T${b.arrival_time}`.localeCompare(`${a.arrival_date}T${a.arrival_time}`);

/**
 * The casino session in progress and the live machine as the player sees them now: the server's rows with this device's
 * waiting writes applied (a casino session started, cash added, a machine started, money put in or cashed out offline).
 */
export function useFloor(): {
  casinoSession: Shown<CasinoSession> | null;
  machine: Shown<SlotSession> | null;
  /** The live machine, else the latest slot session on or after the casino session's arrival day (a jackpot's machine). */
  lastMachine: Shown<SlotSession> | null;
  /** The first answer is on its way (false once it came, failed, or waits for the network to come back). */
  loading: boolean;
} {
  const { user } = useAuth();
  const query = useQuery({ ...floorQueryOptions(user?.id ?? ''), enabled: !!user });
  const pending = useSessionWrites();
  const jackpots = useShownWrites(JACKPOT_WRITES);
  return useMemo(() => {
    const floor = query.data;
    const casinoSessions = applyWrites(floor?.casinoSessions ?? [], pending, casinoSessionRows)
      .filter((v) => v.final_cash == null)
      .sort(byArrivalDesc);
    const slots = applyWrites(floor?.machines ?? [], pending, slotRows);
    const casinoSession = casinoSessions[0] ?? null;
    const live = slots.find((m) => m.is_live);
    const machine = live ? withWaitingJackpots(live, jackpots) : null;
    const latest = slots[0] && casinoSession && slots[0].session_date >= casinoSession.arrival_date ? slots[0] : null;
    const loading = query.isPending && query.fetchStatus === 'fetching';
    return { casinoSession, machine, lastMachine: machine ?? latest, loading };
  }, [query.data, query.isPending, query.fetchStatus, pending, jackpots]);
}
