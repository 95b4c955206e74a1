import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  groupSessions,
  playLedger,
  type JackpotInput,
  type SlotSessionInput,
  type CasinoSessionInput,
} from '../../src/lib/tax/session-method';
import { slotFigures } from '../../src/lib/slot-money';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { day, generatePlay, insertAll as insertRows } from './support/generated-play';

/**
 * One definition, proven: which casino session covers a slot session, which sessions a W-2G belongs to
 * and a slot session's result are stated in SQL (get_play_ledger, used by play limits, Home's statistics and the
 * delete dialog) and in the tax engine (src/lib/tax/session-method.ts, used by Tax Year, the diary and Reports).
 * Thousands of generated records — overlapping casino sessions, past midnight, no departure (time), open ones,
 * slot sessions before an arrival, hand pays, linked and unlinked W-2Gs, withholding, free play (a share of
 * the money in, all of it now and then) — go through both; every id
 * must get the same answer. The generator is seeded: a failure names its seed and the first differences.
 */
const SEED = Number(process.env.LEDGER_SEED ?? 20261128);
const CASINO_SESSIONS = 1200;
const SLOT_SESSIONS = 3600;
const JACKPOTS = 1200;

let emu: TestEmulator;
let player: { client: SupabaseClient; userId: string };
let casinos: string[];

function generate(seed: number, userId: string) {
  const base = new Date(Date.UTC(2025, 0, 1));
  // 200 days: crowded, several casino sessions a day at three casinos overlap often.
  return generatePlay({
    seed,
    userId,
    casinos,
    base,
    days: 200,
    casinoSessions: CASINO_SESSIONS,
    slotSessions: SLOT_SESSIONS,
    jackpots: JACKPOTS,
  });
}

const insertAll = (table: string, rows: readonly object[]) => insertRows(emu.service(), table, rows);

async function readAll<T>(table: string, columns: string): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await player.client
      .from(table)
      .select(columns)
      .order('id')
      .range(from, from + 999);
    if (error) throw error;
    rows.push(...(data as T[]));
    if ((data ?? []).length < 1000) return rows;
  }
}

beforeAll(async () => {
  emu = await startTestEmulator();
  player = await emu.signUpUser();
  const { data, error } = await emu
    .service()
    .from('casinos')
    .insert(
      ['Ledger One', 'Ledger Two', 'Ledger Three'].map((name) => ({
        name,
        street_address: '1 Test Way',
        city: 'Reno',
        state: 'NV',
        zip_code: '89501',
      })),
    )
    .select('id');
  if (error) throw error;
  casinos = data.map((c) => c.id as string);
}, 120_000);
afterAll(async () => emu?.close());

describe('get_play_ledger (SQL) and playLedger (the tax engine) agree on generated records', () => {
  it(`${CASINO_SESSIONS} casino sessions, ${SLOT_SESSIONS} slot sessions and ${JACKPOTS} W-2Gs (seed ${SEED})`, async () => {
    const records = generate(SEED, player.userId);
    await insertAll('casino_sessions', records.casinoSessions);
    await insertAll('gambling_sessions', records.slots);
    await insertAll('w2g_jackpots', records.jackpots);

    // The rows as the app reads them, in the engine's terms (as src/api/get-year-play.ts's toSessionMethodInputs maps them).
    type Num = number | string | null;
    const slots = (
      await readAll<{ id: string; casino_id: string | null; session_date: string; session_time: string; net_result: Num; free_play: Num }>(
        'gambling_sessions',
        'id, casino_id, session_date, session_time, net_result, free_play',
      )
    ).map((s): SlotSessionInput => ({
      id: s.id,
      casinoId: s.casino_id,
      casinoName: null,
      date: s.session_date,
      time: s.session_time,
      net: Number(s.net_result),
      freePlay: Number(s.free_play),
    }));
    const casinoSessions = (
      await readAll<{
        id: string;
        casino_id: string | null;
        arrival_date: string;
        arrival_time: string | null;
        departure_date: string | null;
        departure_time: string | null;
        final_cash: Num;
        net_result: Num;
      }>('casino_sessions', 'id, casino_id, arrival_date, arrival_time, departure_date, departure_time, final_cash, net_result')
    ).map((v): CasinoSessionInput => ({
      id: v.id,
      casinoId: v.casino_id,
      casinoName: null,
      arrivalDate: v.arrival_date,
      arrivalTime: v.arrival_time,
      departureDate: v.departure_date,
      departureTime: v.departure_time,
      finalCash: v.final_cash === null ? null : Number(v.final_cash),
      net: v.net_result === null ? null : Number(v.net_result),
    }));
    const jackpots = (
      await readAll<{
        id: string;
        casino_id: string | null;
        jackpot_date: string;
        jackpot_time: string | null;
        amount: Num;
        tax_withheld: Num;
        state_tax_withheld: Num;
        hand_pay: boolean;
        session_id: string | null;
      }>('w2g_jackpots', 'id, casino_id, jackpot_date, jackpot_time, amount, tax_withheld, state_tax_withheld, hand_pay, session_id')
    ).map((j): JackpotInput => ({
      id: j.id,
      casinoId: j.casino_id,
      casinoName: null,
      date: j.jackpot_date,
      time: j.jackpot_time,
      amount: Number(j.amount),
      federalWithheld: Number(j.tax_withheld),
      stateWithheld: Number(j.state_tax_withheld ?? 0),
      sessionId: j.session_id,
      handPay: j.hand_pay,
    }));
    expect([slots.length, casinoSessions.length, jackpots.length]).toEqual([SLOT_SESSIONS, CASINO_SESSIONS, JACKPOTS]);
    const ts = playLedger(slots, casinoSessions, jackpots);

    const sql = await readLedger('2024-12-01', '2025-12-31');
    const differences: string[] = [];
    for (const [id, mine] of ts.slots) {
      const theirs = sql.slots.get(id);
      if (!theirs || theirs.casinoSessionId !== mine.casinoSessionId || Math.round(theirs.result * 100) !== Math.round(mine.result * 100))
        differences.push(`slot ${id}: TS ${JSON.stringify(mine)} SQL ${JSON.stringify(theirs)}`);
    }
    for (const [id, mine] of ts.jackpots) {
      const theirs = sql.jackpots.get(id);
      if (!theirs || theirs.casinoSessionId !== mine.casinoSessionId || theirs.slotSessionId !== mine.slotSessionId)
        differences.push(`W-2G ${id}: TS ${JSON.stringify(mine)} SQL ${JSON.stringify(theirs)}`);
    }
    // What the generator made is varied enough to mean something (counted from the TS side).
    const covered = [...ts.slots.values()].filter((s) => s.casinoSessionId !== null).length;
    const owned = [...ts.jackpots.values()].filter((j) => j.casinoSessionId !== null).length;
    const withFreePlay = slots.filter((s) => (s.freePlay ?? 0) > 0).length;
    console.log(
      `[ledger] seed ${SEED}: ${covered} of ${SLOT_SESSIONS} slot sessions covered, ${withFreePlay} with free play, ${owned} of ${JACKPOTS} W-2Gs in a casino session; ${differences.length} differences`,
    );
    expect(covered).toBeGreaterThan(SLOT_SESSIONS / 10);
    expect(withFreePlay).toBeGreaterThan(SLOT_SESSIONS / 10);
    expect(owned).toBeGreaterThan(JACKPOTS / 10);
    expect(differences.slice(0, 10)).toEqual([]);

    // The session method itself (a trip's gambling net is the sum of its sessions): SQL's
    // private.method_sessions over the whole range and groupSessions over every record, session by session.
    const grouped = groupSessions(slots, casinoSessions, jackpots);
    const sqlSessions = await emu.ctx.db.query<{ day: string; casino_id: string | null; net: string }>(
      `select day::text as day, casino_id, net::text as net from private.method_sessions('${player.userId}', '2024-12-01', '2025-12-31')`,
    );
    const sqlNets = new Map(sqlSessions.rows.map((r) => [`${r.day}|${r.casino_id ?? ''}`, Math.round(Number(r.net) * 100)]));
    const sessionDifferences: string[] = [];
    for (const m of grouped.sessions) {
      const theirs = sqlNets.get(m.key);
      if (theirs !== Math.round(m.net * 100))
        sessionDifferences.push(`session ${m.key}: TS ${m.net} SQL ${theirs === undefined ? 'none' : theirs / 100}`);
      sqlNets.delete(m.key);
    }
    for (const [key, cents] of sqlNets) sessionDifferences.push(`session ${key}: TS none SQL ${cents / 100}`);
    console.log(`[ledger] seed ${SEED}: ${grouped.sessions.length} session-method sessions; ${sessionDifferences.length} differences`);
    expect(grouped.sessions.length).toBeGreaterThan(CASINO_SESSIONS / 2);
    expect(sessionDifferences.slice(0, 10)).toEqual([]);

    // A trip is a few days: windows of 1 to 6 days (casino sessions past midnight cross their edges) give the
    // sessions of those days only, with the same nets as the whole range.
    const base = new Date(Date.UTC(2025, 0, 1));
    const windowDifferences: string[] = [];
    for (let w = 0; w < 12; w++) {
      const from = day(base, 7 + w * 15);
      const to = day(base, 7 + w * 15 + (w % 6));
      const rows = await emu.ctx.db.query<{ day: string; casino_id: string | null; net: string }>(
        `select day::text as day, casino_id, net::text as net from private.method_sessions('${player.userId}', '${from}', '${to}')`,
      );
      const got = rows.rows.map((r) => `${r.day}|${r.casino_id ?? ''} ${Math.round(Number(r.net) * 100)}`).sort();
      const want = grouped.sessions
        .filter((m) => m.date >= from && m.date <= to)
        .map((m) => `${m.key} ${Math.round(m.net * 100)}`)
        .sort();
      if (JSON.stringify(got) !== JSON.stringify(want))
        windowDifferences.push(`${from}..${to}: SQL ${got.join(', ')} TS ${want.join(', ')}`);
    }
    expect(windowDifferences).toEqual([]);
  }, 300_000);

  it("a slot session's stored net_result and result (the trigger) equal slotFigures, what a row waiting on the device shows", async () => {
    type Num = number | string;
    const rows = await readAll<{
      id: string;
      coins_in: Num;
      coins_out: Num;
      free_play: Num;
      jackpot_net: Num;
      net_result: Num;
      result: Num;
    }>('gambling_sessions', 'id, coins_in, coins_out, free_play, jackpot_net, net_result, result');
    // The records of the test above, with free play and linked W-2Gs among them (else this proves less than it says).
    expect(rows.length).toBe(SLOT_SESSIONS);
    expect(rows.filter((r) => Number(r.free_play) !== 0).length).toBeGreaterThan(100);
    expect(rows.filter((r) => Number(r.jackpot_net) !== 0).length).toBeGreaterThan(100);
    const differences = rows
      .filter((r) => {
        const ts = slotFigures(r);
        return ts.net_result !== Number(r.net_result) || ts.result !== Number(r.result);
      })
      .slice(0, 5)
      .map((r) => `${r.id}: SQL ${r.net_result} / ${r.result}, TS ${JSON.stringify(slotFigures(r))}`);
    expect(differences).toEqual([]);
  });
});

type Ledger = {
  slots: Map<string, { result: number; casinoSessionId: string | null }>;
  jackpots: Map<string, { slotSessionId: string | null; casinoSessionId: string | null }>;
};

/** The SQL ledger as the player (their RLS), for [from, to]. */
async function readLedger(from: string, to: string): Promise<Ledger> {
  const { data, error } = await player.client.rpc('get_play_ledger', { p_from: from, p_to: to });
  if (error) throw error;
  const ledger = data as {
    slot_sessions: { id: string; casino_session_id: string | null; result: number | string }[];
    w2g_jackpots: { id: string; slot_session_id: string | null; casino_session_id: string | null }[];
  };
  return {
    slots: new Map(ledger.slot_sessions.map((s) => [s.id, { result: Number(s.result), casinoSessionId: s.casino_session_id }])),
    jackpots: new Map(ledger.w2g_jackpots.map((j) => [j.id, { slotSessionId: j.slot_session_id, casinoSessionId: j.casino_session_id }])),
  };
}
