/**
 * The reads of a year of play, through a client given to them: the app's (./get-year-play.ts) or one a worker
 * made (./year-totals.worker.ts). No app state here, so a worker can import it.
 */
import { readAllPages, type Page } from '@/lib/read-all-pages';
import type { JackpotInput, SlotSessionInput, CasinoSessionInput } from '@/lib/tax/session-method';
import { toNumber } from '@/lib/money';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/** The client a read goes through: the app's, or one a worker made with the player's access token. */
export type Client = SupabaseClient<Database>;

const CASINO = 'casino:casinos(name, street_address, city, state, zip_code)';
const SLOT_COLUMNS = `id, session_date, session_time, casino_id, coins_in, coins_out, free_play, net_result, notes, people_present, casino_slot_machine_id, ${CASINO}, slot_machine:slot_machines(name, slot_name)`;
const CASINO_SESSION_COLUMNS = `id, casino_id, arrival_date, arrival_time, departure_date, departure_time, total_cash_in, final_cash, net_result, notes, people_present, ${CASINO}`;
const JACKPOT_COLUMNS = `id, casino_id, jackpot_date, jackpot_time, amount, tax_withheld, state, state_winnings, state_tax_withheld, hand_pay, w2g_received, session_id, images, ${CASINO}`;

export interface PlayRange {
  userId: string;
  start: string;
  end: string;
}

function slotPage(client: Client, { userId, start, end }: PlayRange, from: number, to: number, withCount: boolean, signal?: AbortSignal) {
  return (
    client
      .from('gambling_sessions')
      .select(SLOT_COLUMNS, withCount ? { count: 'exact' } : undefined)
      .eq('user_id', userId)
      // A live machine (not cashed out) has no final result yet: it joins the tax year once it ends.
      .eq('is_live', false)
      .gte('session_date', start)
      .lte('session_date', end)
      .order('session_date')
      .order('session_time')
      .order('id')
      .range(from, to)
      .abortSignal(signal ?? new AbortController().signal)
  );
}

/** Casino sessions that touch [start, end]: arriving in it, or arriving before it and leaving in or after it. */
function casinoSessionPage(
  client: Client,
  { userId, start, end }: PlayRange,
  from: number,
  to: number,
  withCount: boolean,
  signal?: AbortSignal,
) {
  return client
    .from('casino_sessions')
    .select(CASINO_SESSION_COLUMNS, withCount ? { count: 'exact' } : undefined)
    .eq('user_id', userId)
    .lte('arrival_date', end)
    .or(`arrival_date.gte.${start},departure_date.gte.${start}`)
    .order('arrival_date')
    .order('arrival_time')
    .order('id')
    .range(from, to)
    .abortSignal(signal ?? new AbortController().signal);
}

function jackpotPage(
  client: Client,
  { userId, start, end }: PlayRange,
  from: number,
  to: number,
  withCount: boolean,
  signal?: AbortSignal,
) {
  return client
    .from('w2g_jackpots')
    .select(JACKPOT_COLUMNS, withCount ? { count: 'exact' } : undefined)
    .eq('user_id', userId)
    .gte('jackpot_date', start)
    .lte('jackpot_date', end)
    .order('jackpot_date')
    .order('jackpot_time')
    .order('id')
    .range(from, to)
    .abortSignal(signal ?? new AbortController().signal);
}

export type PlaySlotRow = NonNullable<Awaited<ReturnType<typeof slotPage>>['data']>[number];
export type PlayCasinoSessionRow = NonNullable<Awaited<ReturnType<typeof casinoSessionPage>>['data']>[number];
export type PlayJackpotRow = NonNullable<Awaited<ReturnType<typeof jackpotPage>>['data']>[number];

export interface YearPlay {
  /** The asked range (yyyy-MM-dd). */
  start: string;
  end: string;
  /** Slot sessions and W-2Gs of [start, end] and of the days the casino sessions below reach outside it. */
  slots: PlaySlotRow[];
  casinoSessions: PlayCasinoSessionRow[];
  jackpots: PlayJackpotRow[];
}

/**
 * Every slot session, casino session and W-2G of the player that the session method needs for [start, end],
 * oldest first. Play crossing the range's edges is found from either side: casino sessions arriving before `start` and
 * leaving inside it, and the slot sessions and W-2Gs of the days a casino session reaches outside the range, so a casino session
 * past midnight on Dec 31 is split the same way whichever year is read.
 */
export async function readYearPlay(client: Client, range: PlayRange, signal?: AbortSignal): Promise<YearPlay> {
  const read = <T>(page: typeof slotPage | typeof casinoSessionPage | typeof jackpotPage, r: PlayRange) =>
    readAllPages(async (from, to, withCount): Promise<Page<T>> => {
      const { data, error, count } = await page(client, r, from, to, withCount, signal);
      if (error) throw error;
      return { rows: data as T[], count };
    });
  const casinoSessions = await read<PlayCasinoSessionRow>(casinoSessionPage, range);
  let start = range.start;
  let end = range.end;
  for (const v of casinoSessions) {
    if (v.arrival_date < start) start = v.arrival_date;
    if (v.departure_date && v.departure_date > end) end = v.departure_date;
  }
  const wide = { ...range, start, end };
  const [slots, jackpots] = await Promise.all([read<PlaySlotRow>(slotPage, wide), read<PlayJackpotRow>(jackpotPage, wide)]);
  return { start: range.start, end: range.end, slots, casinoSessions, jackpots };
}

/** The rows as inputs of the session method (src/lib/tax/session-method.ts). */
export function toSessionMethodInputs({ slots, casinoSessions, jackpots }: Pick<YearPlay, 'slots' | 'casinoSessions' | 'jackpots'>): {
  slots: SlotSessionInput[];
  casinoSessions: CasinoSessionInput[];
  jackpots: JackpotInput[];
} {
  return {
    slots: slots.map((s) => ({
      id: s.id,
      casinoId: s.casino_id,
      casinoName: s.casino?.name ?? null,
      date: s.session_date,
      time: s.session_time,
      // Stored by the trigger on every row (money out - money in); the engine adds free play and the W-2Gs itself.
      net: toNumber(s.net_result),
      freePlay: toNumber(s.free_play),
    })),
    casinoSessions: casinoSessions.map((v) => ({
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
    jackpots: jackpots.map((j) => ({
      id: j.id,
      casinoId: j.casino_id,
      casinoName: j.casino?.name ?? null,
      date: j.jackpot_date,
      time: j.jackpot_time,
      amount: toNumber(j.amount),
      federalWithheld: toNumber(j.tax_withheld),
      stateWithheld: toNumber(j.state_tax_withheld),
      sessionId: j.session_id,
      handPay: j.hand_pay,
    })),
  };
}
