import { SESSIONS_ROOT } from '@/api/query-roots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { readAllPages, type Page } from '@/lib/read-all-pages';
import type { SlotSessionInput, VisitInput } from '@/lib/session-method';
import { toNumber } from '@/lib/money';
import { supabase } from '@/lib/supabase';

const CASINO = 'casino:casinos(name, street_address, city, state, zip_code)';
const SLOT_COLUMNS = `id, session_date, session_time, casino_id, coins_in, coins_out, net_result, notes, people_present, casino_slot_machine_id, ${CASINO}, slot_machine:slot_machines(name, slot_name)`;
const VISIT_COLUMNS = `id, casino_id, arrival_date, arrival_time, departure_date, departure_time, total_cash_in, final_cash, net_result, notes, people_present, ${CASINO}`;

export interface PlayRange {
  userId: string;
  start: string;
  end: string;
}

function slotPage({ userId, start, end }: PlayRange, from: number, to: number, withCount: boolean, signal?: AbortSignal) {
  return supabase
    .from('gambling_sessions')
    .select(SLOT_COLUMNS, withCount ? { count: 'exact' } : undefined)
    .eq('user_id', userId)
    .gte('session_date', start)
    .lte('session_date', end)
    .order('session_date')
    .order('session_time')
    .order('id')
    .range(from, to)
    .abortSignal(signal ?? new AbortController().signal);
}

function visitPage({ userId, start, end }: PlayRange, from: number, to: number, withCount: boolean, signal?: AbortSignal) {
  return supabase
    .from('casino_sessions')
    .select(VISIT_COLUMNS, withCount ? { count: 'exact' } : undefined)
    .eq('user_id', userId)
    .gte('arrival_date', start)
    .lte('arrival_date', end)
    .order('arrival_date')
    .order('arrival_time')
    .order('id')
    .range(from, to)
    .abortSignal(signal ?? new AbortController().signal);
}

export type PlaySlotRow = NonNullable<Awaited<ReturnType<typeof slotPage>>['data']>[number];
export type PlayVisitRow = NonNullable<Awaited<ReturnType<typeof visitPage>>['data']>[number];

export interface YearPlay {
  slots: PlaySlotRow[];
  visits: PlayVisitRow[];
}

/** Every slot session and casino visit of the player in [start, end] (visits by arrival day), oldest first. */
export async function getYearPlay(range: PlayRange, signal?: AbortSignal): Promise<YearPlay> {
  const read = <T,>(page: typeof slotPage | typeof visitPage) =>
    readAllPages(async (from, to, withCount): Promise<Page<T>> => {
      const { data, error, count } = await page(range, from, to, withCount, signal);
      if (error) throw error;
      return { rows: data as T[], count };
    });
  const [slots, visits] = await Promise.all([read<PlaySlotRow>(slotPage), read<PlayVisitRow>(visitPage)]);
  return { slots, visits };
}

/** The rows as inputs of the session method (src/lib/session-method.ts). */
export function toSessionMethodInputs({ slots, visits }: YearPlay): { slots: SlotSessionInput[]; visits: VisitInput[] } {
  return {
    slots: slots.map((s) => ({
      id: s.id,
      casinoId: s.casino_id,
      casinoName: s.casino?.name ?? null,
      date: s.session_date,
      time: s.session_time,
      net: toNumber(s.net_result ?? toNumber(s.coins_out) - toNumber(s.coins_in)),
    })),
    visits: visits.map((v) => ({
      id: v.id,
      casinoId: v.casino_id,
      casinoName: v.casino?.name ?? null,
      arrivalDate: v.arrival_date,
      arrivalTime: v.arrival_time,
      departureDate: v.departure_date,
      departureTime: v.departure_time,
      finalCash: v.final_cash === null ? null : toNumber(v.final_cash),
      net: v.net_result === null ? null : toNumber(v.net_result),
    })),
  };
}

/** Under 'sessions': every session write refreshes it. */
export const yearPlayKey = (range: PlayRange) => [SESSIONS_ROOT, 'year-play', range] as const;

export const yearPlayQueryOptions = (range: PlayRange) =>
  queryOptions({ queryKey: yearPlayKey(range), queryFn: ({ signal }) => getYearPlay(range, signal) });

/** The signed-in player's slot sessions and visits of [start, end]. */
export function useYearPlay(start: string, end: string) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({ ...yearPlayQueryOptions({ userId, start, end }), enabled: !!userId });
}
