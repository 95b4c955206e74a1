import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * One definition of a slot session's result (R4), of the casino session covering a slot session
 * (R1) or holding it while active (R2), of a W2G's owner (R3) and of a casino session's loss so far (R5),
 * through supabase-js against the emulator: get_play_ledger, the play-limit status / report and its recorded
 * crossings, Home's rollups, get_casino_session_holdings and delete_casino_session. Every expected value is
 * worked out by hand from the fixture (see the comments).
 */
type Player = { client: SupabaseClient; userId: string };
type Ledger = {
  slot_sessions: { id: string; casino_session_id: string | null; active_casino_session_id: string | null; result: number }[];
  w2g_jackpots: { id: string; slot_session_id: string | null; casino_session_id: string | null }[];
};

let emu: TestEmulator;
let a: Player;
let b: Player;
let c1: string;
let c2: string;
let c1Name: string;
let c2Name: string;
let m1: string;
let m2: string;
let m1Name: string;

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const V = (n: number) => id('aaaaaaaa', n);
const S = (n: number) => id('bbbbbbbb', n);
const J = (n: number) => id('cccccccc', n);

async function rpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw error;
  return data as T;
}
/** The data of a supabase-js call that must succeed (null for a write without .select()). */
async function ok<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await p;
  if (error) throw error;
  return data as NonNullable<T>;
}

const visit = (user: string, vid: string, casino: string, arrival: string, departure: string | null, starting: number, final: number | null) => ({
  id: vid,
  user_id: user,
  casino_id: casino,
  arrival_date: arrival.slice(0, 10),
  arrival_time: arrival.slice(11),
  departure_date: departure?.slice(0, 10) ?? null,
  departure_time: departure && departure.length > 10 ? departure.slice(11) : null,
  starting_cash: starting,
  final_cash: final,
});
const slot = (user: string, sid: string, casino: string, at: string, coins_in: number, coins_out: number, machine: string | null = null) => ({
  id: sid,
  user_id: user,
  casino_id: casino,
  slot_machine_id: machine,
  session_date: at.slice(0, 10),
  session_time: at.slice(11),
  coins_in,
  coins_out,
});
const jackpot = (
  user: string,
  jid: string,
  casino: string,
  at: string,
  amount: number,
  o: { session?: string; handPay?: boolean; tax?: number; state?: number; images?: string[] } = {},
) => ({
  id: jid,
  user_id: user,
  casino_id: casino,
  jackpot_date: at.slice(0, 10),
  jackpot_time: at.slice(11),
  amount,
  tax_withheld: o.tax ?? 0,
  state_tax_withheld: o.state ?? null,
  hand_pay: o.handPay ?? false,
  session_id: o.session ?? null,
  images: o.images ?? [],
});

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  const casinos = await ok(a.client.from('casinos').select('id, name').order('name').limit(2));
  [c1, c2] = casinos.map((c) => c.id as string);
  [c1Name, c2Name] = casinos.map((c) => c.name as string);
  const machines = await ok(a.client.from('slot_machines').select('id, name, slot_name').order('name').limit(2));
  [m1, m2] = machines.map((m) => m.id as string);
  // A machine is named by its full name (one name rule), its alternative name only without one.
  m1Name = (machines[0].name as string).trim() || ((machines[0].slot_name as string | null)?.trim() ?? '');

  const u = a.userId;
  await ok(
    a.client.from('casino_sessions').insert([
      visit(u, V(1), c1, '2026-04-10 20:00:00', '2026-04-11 02:00:00', 300, 100), // past midnight
      visit(u, V(2), c1, '2026-04-12 18:00:00', '2026-04-13', 300, 300), // departure date, no time: until 04-13 23:59:59
      visit(u, V(3), c2, '2026-04-14 10:00:00', null, 200, 200), // no departure: until 04-14 23:59:59
      visit(u, V(4), c2, '2026-04-16 10:00:00', '2026-04-16 16:00:00', 100, 100), // overlaps V5, starts first
      visit(u, V(5), c2, '2026-04-16 12:00:00', '2026-04-16 18:00:00', 100, 100),
      visit(u, V(7), c1, '2026-04-18 10:00:00', '2026-04-18 12:00:00', 100, 100), // same start as V6: V6 has the smaller id
      visit(u, V(6), c1, '2026-04-18 10:00:00', '2026-04-18 12:00:00', 100, 100),
      visit(u, V(8), c1, '2026-04-20 09:00:00', null, 500, null), // active
      visit(u, V(9), c2, '2026-04-22 20:00:00', '2026-04-22 23:00:00', 1000, 900),
    ]),
  );
  await ok(
    a.client.from('gambling_sessions').insert([
      slot(u, S(1), c1, '2026-04-11 01:30:00', 100, 40), // inside V1 after midnight
      slot(u, S(2), c1, '2026-04-11 02:00:00', 10, 0), // exactly V1's departure: inside
      slot(u, S(3), c1, '2026-04-11 02:01:00', 10, 0), // a minute after: none
      slot(u, S(4), c1, '2026-04-13 23:00:00', 10, 0), // V2 (departure day without time)
      slot(u, S(5), c2, '2026-04-14 23:59:59', 10, 0), // V3 (no departure)
      slot(u, S(6), c2, '2026-04-15 00:00:00', 10, 0), // none
      slot(u, S(7), c2, '2026-04-16 13:00:00', 10, 0), // V4 and V5 hold it: V4 starts first
      slot(u, S(8), c1, '2026-04-18 11:00:00', 10, 0), // V6 and V7 start together: V6 (smaller id)
      slot(u, S(9), c1, '2026-04-20 10:00:00', 50, 20), // active V8 (R2) at 12:00
      slot(u, S(10), c1, '2026-04-20 13:00:00', 10, 0), // after p_now 12:00: none
      slot(u, S(11), c2, '2026-04-10 21:00:00', 10, 0), // V1's hours, another casino: none
      slot(u, S(12), c2, '2026-04-22 19:30:00', 200, 2000), // began before V9's arrival
    ]),
  );
  await ok(
    a.client.from('w2g_jackpots').insert([
      jackpot(u, J(1), c1, '2026-04-11 01:45:00', 1500, { session: S(1), handPay: true }), // S1 result -60 + 1500
      jackpot(u, J(2), c2, '2026-04-22 21:00:00', 2000, { session: S(12), tax: 480, state: 100 }), // in the coins out: +580
      jackpot(u, J(3), c2, '2026-04-22 21:30:00', 1300), // unlinked, in V9's hours
      jackpot(u, J(4), c1, '2026-04-25 12:00:00', 1300), // unlinked, in no visit
    ]),
  );
});
afterAll(async () => emu?.close());

describe('get_play_ledger: R1 covering, R2 holding, R3 owner, R4 result', () => {
  let ledger: Ledger;
  beforeAll(async () => {
    ledger = await rpc<Ledger>(a.client, 'get_play_ledger', { p_from: '2026-04-01', p_to: '2026-04-30', p_now: '2026-04-20 12:00:00' });
  });
  const slotRow = (n: number) => ledger.slot_sessions.find((s) => s.id === S(n));
  const w2g = (n: number) => ledger.w2g_jackpots.find((j) => j.id === J(n));

  it('R1: past midnight, at the departure minute, departure day without a time, no departure, other casino', () => {
    expect(slotRow(1)?.casino_session_id).toBe(V(1));
    expect(slotRow(2)?.casino_session_id).toBe(V(1));
    expect(slotRow(3)?.casino_session_id).toBeNull();
    expect(slotRow(4)?.casino_session_id).toBe(V(2));
    expect(slotRow(5)?.casino_session_id).toBe(V(3));
    expect(slotRow(6)?.casino_session_id).toBeNull();
    expect(slotRow(11)?.casino_session_id).toBeNull();
  });

  it('R1: overlapping visits: the earliest start, then the smaller id', () => {
    expect(slotRow(7)?.casino_session_id).toBe(V(4));
    expect(slotRow(8)?.casino_session_id).toBe(V(6));
  });

  it('R2: an active visit holds its casino`s slot play from its arrival to p_now, and covers nothing', () => {
    expect(slotRow(9)).toMatchObject({ casino_session_id: null, active_casino_session_id: V(8) });
    expect(slotRow(10)).toMatchObject({ casino_session_id: null, active_casino_session_id: null });
    expect(slotRow(1)?.active_casino_session_id).toBeNull();
  });

  it('R4: result = coins out - coins in + hand pay amount / withholding of the linked jackpots', () => {
    expect(slotRow(1)?.result).toBe(1440); // 40 - 100 + 1500 (hand pay)
    expect(slotRow(12)?.result).toBe(2380); // 2000 - 200 + 480 + 100 (paid by the machine: its withholding)
    expect(slotRow(9)?.result).toBe(-30);
    expect(ledger.slot_sessions).toHaveLength(12);
  });

  it('R3: a linked jackpot goes with its slot session`s visit (none when it began before the visit), an unlinked one by its time', () => {
    expect(w2g(1)).toEqual({ id: J(1), slot_session_id: S(1), casino_session_id: V(1) });
    expect(w2g(2)).toEqual({ id: J(2), slot_session_id: S(12), casino_session_id: null }); // not V9, whose hours its time falls in
    expect(w2g(3)).toEqual({ id: J(3), slot_session_id: null, casino_session_id: V(9) });
    expect(w2g(4)).toEqual({ id: J(4), slot_session_id: null, casino_session_id: null });
  });

  it('without p_now no active visit holds anything; outside the dates nothing is listed', async () => {
    const noNow = await rpc<Ledger>(a.client, 'get_play_ledger', { p_from: '2026-04-20', p_to: '2026-04-20' });
    expect(noNow.slot_sessions.map((s) => [s.id, s.active_casino_session_id])).toEqual([
      [S(9), null],
      [S(10), null],
    ]);
    expect(noNow.w2g_jackpots).toEqual([]);
    // 04-11 only: S1's visit V1 arrived on 04-10 and still covers it.
    const day = await rpc<Ledger>(a.client, 'get_play_ledger', { p_from: '2026-04-11', p_to: '2026-04-11' });
    expect(day.slot_sessions.map((s) => [s.id, s.casino_session_id])).toEqual([
      [S(1), V(1)],
      [S(2), V(1)],
      [S(3), null],
    ]);
  });

  it('follows a W2G edit: relinking, hand pay off and delete move the results at once', async () => {
    await ok(a.client.from('w2g_jackpots').update({ hand_pay: false, tax_withheld: 300 }).eq('id', J(1)).select('id'));
    let l = await rpc<Ledger>(a.client, 'get_play_ledger', { p_from: '2026-04-11', p_to: '2026-04-11' });
    expect(l.slot_sessions.find((s) => s.id === S(1))?.result).toBe(240); // -60 + 300 withheld
    await ok(a.client.from('w2g_jackpots').update({ session_id: S(3) }).eq('id', J(1)).select('id'));
    l = await rpc<Ledger>(a.client, 'get_play_ledger', { p_from: '2026-04-11', p_to: '2026-04-11' });
    expect(l.slot_sessions.map((s) => [s.id, s.result])).toEqual([
      [S(1), -60],
      [S(2), -10],
      [S(3), 290], // -10 + 300
    ]);
    await ok(a.client.from('w2g_jackpots').update({ session_id: S(1), hand_pay: true, tax_withheld: 0 }).eq('id', J(1)).select('id'));
    l = await rpc<Ledger>(a.client, 'get_play_ledger', { p_from: '2026-04-11', p_to: '2026-04-11' });
    expect(l.slot_sessions.map((s) => s.result)).toEqual([1440, -10, -10]);
  });
});

describe('a W2G save never makes the next edit of its slot session "changed elsewhere"', () => {
  it('keeps updated_at when only the derived result moves, and the edit made on it goes through', async () => {
    const sid = S(40);
    const [row] = await ok(
      a.client.from('gambling_sessions').insert(slot(a.userId, sid, c1, '2026-05-20 10:00:00', 100, 20)).select('updated_at, result'),
    );
    expect(row.result).toBe(-80);
    await ok(a.client.from('w2g_jackpots').insert(jackpot(a.userId, J(40), c1, '2026-05-20 10:30:00', 1250, { session: sid, handPay: true })));
    const after = await ok(a.client.from('gambling_sessions').select('updated_at, result, net_result, jackpot_net').eq('id', sid).single());
    expect(after).toEqual({ updated_at: row.updated_at, result: 1170, net_result: -80, jackpot_net: 1250 });
    // The app's update: by id, user and the updated_at the form was opened on.
    const edited = await ok(
      a.client
        .from('gambling_sessions')
        .update({ coins_out: 50, notes: 'edited after the W2G' })
        .eq('id', sid)
        .eq('user_id', a.userId)
        .eq('updated_at', row.updated_at)
        .select('result, updated_at'),
    );
    expect(edited).toHaveLength(1);
    expect(edited[0].result).toBe(1200); // 50 - 100 + 1250
    expect(edited[0].updated_at).not.toBe(row.updated_at);
    // A client cannot write the derived columns: they are recomputed.
    const forged = await ok(a.client.from('gambling_sessions').update({ jackpot_net: 99999, result: 99999 }).eq('id', sid).select('jackpot_net, result'));
    expect(forged).toEqual([{ jackpot_net: 1250, result: 1200 }]);
  });
});

describe('R5 and the crossing: "$220 of $200" with $85 in the live machine, then cash out', () => {
  let p: Player;
  const W = V(50);
  beforeAll(async () => {
    p = await emu.signUpUser();
    await ok(p.client.from('play_limits').insert({ id: p.userId, casino_session_loss_limit: 200 }));
    await ok(p.client.from('casino_sessions').insert(visit(p.userId, W, c1, '2026-05-01 19:00:00', null, 300, null)));
  });
  const crossings = async () => ok(p.client.from('play_limit_crossings').select('casino_session_id, loss, loss_limit'));
  type Status = { day_loss: number; day_in_live_machine: number; casino_session: { loss: number; in_live_machine: number; active: boolean } };

  it('counts a live machine`s money in as lost, says how much of the loss is in it, and records the crossing', async () => {
    await ok(p.client.from('gambling_sessions').insert(slot(p.userId, S(50), c1, '2026-05-01 19:10:00', 135, 0)));
    expect(await crossings()).toEqual([]); // 135 of 200
    await ok(
      p.client
        .from('gambling_sessions')
        .insert({ ...slot(p.userId, S(51), c1, '2026-05-01 20:00:00', 0, 0), is_live: true })
        .select('id'),
    );
    await rpc(p.client, 'add_live_money', { p_session_id: S(51), p_entry_id: crypto.randomUUID(), p_amount: 85 });
    const status = await rpc<Status>(p.client, 'get_play_limit_status', { p_now: '2026-05-01 21:00:00' });
    // Loss so far: 135 (typed) + 85 in the live machine (coins out 0 while live) = 220; 85 of it in the machine.
    expect(status.casino_session).toMatchObject({ active: true, loss: 220, in_live_machine: 85 });
    expect(status.day_loss).toBe(220);
    expect(status.day_in_live_machine).toBe(85);
    expect(await crossings()).toEqual([{ casino_session_id: W, loss: 220, loss_limit: 200 }]);
  });

  it('after cash out ($85 back) and the end of the visit ($165): loss $135, and Reports still counts the session', async () => {
    await rpc(p.client, 'cash_out_live_session', {
      p_session_id: S(51),
      p_cash_out_id: crypto.randomUUID(),
      p_ticket: 85,
      p_end_date: '2026-05-01',
      p_end_time: '21:10:00',
    });
    const live = await rpc<Status>(p.client, 'get_play_limit_status', { p_now: '2026-05-01 21:15:00' });
    expect(live.casino_session).toMatchObject({ active: true, loss: 135, in_live_machine: 0 });
    await ok(
      p.client.from('casino_sessions').update({ final_cash: 165, departure_date: '2026-05-01', departure_time: '21:30:00' }).eq('id', W).select('id'),
    );
    const ended = await rpc<Status>(p.client, 'get_play_limit_status', { p_now: '2026-05-01 22:00:00', p_casino_session_id: W });
    expect(ended.casino_session).toMatchObject({ active: false, loss: 135, in_live_machine: 0 }); // 300 in, 165 out
    expect(await rpc(p.client, 'get_play_limit_report', { p_now: '2026-05-01 22:00:00' })).toEqual({
      has_limits: true,
      month: { days: null, casino_sessions: 1, months: null },
      year: { days: null, casino_sessions: 1, months: null },
    });
    expect(await crossings()).toEqual([{ casino_session_id: W, loss: 220, loss_limit: 200 }]);
  });

  it('a hand-paid jackpot on the live machine lowers the loss so far (R4 inside R5)', async () => {
    const W2 = V(51);
    await ok(p.client.from('casino_sessions').insert(visit(p.userId, W2, c2, '2026-05-02 18:00:00', null, 100, null)));
    await ok(p.client.from('gambling_sessions').insert({ ...slot(p.userId, S(52), c2, '2026-05-02 18:30:00', 150, 0), is_live: true }));
    await ok(p.client.from('w2g_jackpots').insert(jackpot(p.userId, J(52), c2, '2026-05-02 19:00:00', 100, { session: S(52), handPay: true })));
    const s = await rpc<Status>(p.client, 'get_play_limit_status', { p_now: '2026-05-02 19:30:00' });
    // -150 + 100 = -50: loss 50, all of it money in the live machine (least(50, 150)).
    expect(s.casino_session).toMatchObject({ active: true, loss: 50, in_live_machine: 50 });
    expect((await crossings()).map((c) => c.casino_session_id)).toEqual([W]);
  });
});

describe('delete_casino_session: with or without the play it holds', () => {
  let c: Player;
  const D = V(60);
  const D2 = V(61);
  beforeAll(async () => {
    c = await emu.signUpUser();
    const u = c.userId;
    await ok(
      c.client.from('casino_sessions').insert([
        visit(u, D, c1, '2026-06-01 10:00:00', '2026-06-01 14:00:00', 400, 100),
        visit(u, D2, c2, '2026-06-02 10:00:00', '2026-06-02 14:00:00', 100, 50),
      ]),
    );
    await ok(
      c.client.from('gambling_sessions').insert([
        slot(u, S(60), c1, '2026-06-01 11:00:00', 100, 0),
        slot(u, S(61), c1, '2026-06-01 12:00:00', 200, 50),
        slot(u, S(62), c1, '2026-06-01 15:00:00', 20, 0), // after D: its own
        slot(u, S(63), c2, '2026-06-02 11:00:00', 50, 0),
      ]),
    );
    await ok(
      c.client.from('w2g_jackpots').insert([
        jackpot(u, J(60), c1, '2026-06-01 11:30:00', 1300, { session: S(60), handPay: true, images: [`${u}/w2g-60.jpg`] }),
        jackpot(u, J(61), c1, '2026-06-01 13:00:00', 1250, { images: [`${u}/w2g-61a.jpg`, `${u}/w2g-61b.jpg`] }), // unlinked, in D
        jackpot(u, J(62), c1, '2026-06-01 16:00:00', 1400), // after D
      ]),
    );
  });

  it('counts what a casino session holds (R1 slot sessions, R3 W2Gs)', async () => {
    expect(await rpc(c.client, 'get_casino_session_holdings', { p_id: D })).toEqual({ slot_sessions: 2, w2g_jackpots: 2 });
    expect(await rpc(c.client, 'get_casino_session_holdings', { p_id: D2 })).toEqual({ slot_sessions: 1, w2g_jackpots: 0 });
  });

  it('gives another player nothing: no counts, no ledger rows, no delete', async () => {
    expect(await rpc(b.client, 'get_casino_session_holdings', { p_id: D })).toEqual({ slot_sessions: 0, w2g_jackpots: 0 });
    expect(await rpc(b.client, 'get_play_ledger', { p_from: '2026-01-01', p_to: '2026-12-31' })).toEqual({ slot_sessions: [], w2g_jackpots: [] });
    const { error } = await b.client.rpc('delete_casino_session', { p_id: D, p_with_play: true });
    expect(error).toMatchObject({ code: 'P0001', hint: 'gone', message: 'This session no longer exists' });
    const still = await ok(c.client.from('gambling_sessions').select('id').in('id', [S(60), S(61)]));
    expect(still).toHaveLength(2);
    const { error: anonError } = await emu.anon().rpc('get_play_ledger', { p_from: '2026-01-01', p_to: '2026-12-31' });
    expect(anonError).not.toBeNull();
  });

  it('with its play: the slot sessions and W2Gs it holds go with it in one call; the rest stays', async () => {
    const done = await rpc<{ slot_sessions: number; w2g_jackpots: number; images: string[] }>(c.client, 'delete_casino_session', {
      p_id: D,
      p_with_play: true,
    });
    expect({ ...done, images: [...done.images].sort() }).toEqual({
      slot_sessions: 2,
      w2g_jackpots: 2,
      images: [`${c.userId}/w2g-60.jpg`, `${c.userId}/w2g-61a.jpg`, `${c.userId}/w2g-61b.jpg`],
    });
    expect(await ok(c.client.from('casino_sessions').select('id').eq('id', D))).toEqual([]);
    expect((await ok(c.client.from('gambling_sessions').select('id').order('id'))).map((r) => r.id)).toEqual([S(62), S(63)]);
    expect((await ok(c.client.from('w2g_jackpots').select('id'))).map((r) => r.id)).toEqual([J(62)]);
    const { error } = await c.client.rpc('delete_casino_session', { p_id: D, p_with_play: true });
    expect(error).toMatchObject({ code: 'P0001', hint: 'gone' });
  });

  it('without its play: the slot sessions stay and count on their own', async () => {
    expect(await rpc(c.client, 'delete_casino_session', { p_id: D2, p_with_play: false })).toEqual({ slot_sessions: 0, w2g_jackpots: 0, images: [] });
    const l = await rpc<Ledger>(c.client, 'get_play_ledger', { p_from: '2026-06-02', p_to: '2026-06-02' });
    expect(l.slot_sessions).toEqual([{ id: S(63), casino_session_id: null, active_casino_session_id: null, result: -50 }]);
  });
});

describe('play_limit_crossings: only the trigger writes, only the owner reads', () => {
  it('refuses writes from players and hides rows from others', async () => {
    const own = await ok(a.client.from('play_limit_crossings').select('id'));
    expect(own).toEqual([]);
    const { error: ins } = await a.client.from('play_limit_crossings').insert({ user_id: a.userId, casino_session_id: V(1), loss: 1, loss_limit: 1 });
    expect(ins?.code).toBe('42501');
    const { data: others } = await b.client.from('play_limit_crossings').select('id');
    expect(others).toEqual([]);
    const { data: anonRows } = await emu.anon().from('play_limit_crossings').select('id');
    expect(anonRows ?? []).toEqual([]);
  });
});

describe('Home: the slot block and Most Won use the result (hand-paid jackpot night)', () => {
  let r: Player;
  type Block = {
    slot: {
      sessions: number;
      coins_in: number;
      coins_out: number;
      free_play: number;
      hand_pays: number;
      net: number;
      most_won_casino: string | null;
      most_won_slot: string | null;
    };
  };
  beforeAll(async () => {
    r = await emu.signUpUser();
    await ok(
      r.client.from('gambling_sessions').insert([
        slot(r.userId, S(70), c1, '2026-07-03 20:00:00', 200, 100, m1), // -100, then +1,500 hand pay: 1,400
        slot(r.userId, S(71), c2, '2026-07-05 20:00:00', 100, 150, m2), // +50
      ]),
    );
  });
  const stats = async (day: string) => rpc<Record<'today' | 'month', Block>>(r.client, 'get_play_stats', { p_today: day });

  it('before the jackpot the night lost $100; after it, it won $1,400 and leads Most Won', async () => {
    expect((await stats('2026-07-10')).month.slot).toEqual({
      sessions: 2,
      coins_in: 300,
      coins_out: 250,
      free_play: 0,
      hand_pays: 0,
      net: -50,
      most_won_casino: c2Name,
      most_won_slot: expect.any(String),
    });
    await ok(r.client.from('w2g_jackpots').insert(jackpot(r.userId, J(70), c1, '2026-07-03 21:00:00', 1500, { session: S(70), handPay: true })));
    const month = (await stats('2026-07-10')).month.slot;
    expect(month).toEqual({
      sessions: 2,
      coins_in: 300,
      coins_out: 250,
      free_play: 0,
      hand_pays: 1500,
      net: 1450,
      most_won_casino: c1Name,
      most_won_slot: m1Name,
    });
    const today = (await stats('2026-07-03')).today.slot;
    expect(today).toEqual({
      sessions: 1,
      coins_in: 200,
      coins_out: 100,
      free_play: 0,
      hand_pays: 1500,
      net: 1400,
      most_won_casino: c1Name,
      most_won_slot: m1Name,
    });
  });

  it('the migration`s rebuild of the rollups gives the same figures from the sessions', async () => {
    // Spoil the player's rollup rows, then run the rebuild statements of the rollups' latest migration as it does.
    await emu.sql(`update stats.slot_months set net = 0, coins_in = 0 where user_id = '${r.userId}';
                   delete from stats.slot_casino_wins where user_id = '${r.userId}';
                   delete from stats.slot_machine_wins where user_id = '${r.userId}';`);
    expect((await stats('2026-07-10')).month.slot.net).toBe(0);
    const migration = readFileSync(new URL('../../supabase/migrations/20260101004900_slot_money_figures.sql', import.meta.url), 'utf8');
    const rebuild = migration.slice(migration.indexOf("-- Every player's rollups counted again"), migration.indexOf('-- get_play_stats(p_today)'));
    expect(rebuild).toContain('private.rebuild_play_rollups(null)');
    await emu.sql(rebuild);
    expect((await stats('2026-07-10')).month.slot).toEqual({
      sessions: 2,
      coins_in: 300,
      coins_out: 250,
      free_play: 0,
      hand_pays: 1500,
      net: 1450,
      most_won_casino: c1Name,
      most_won_slot: m1Name,
    });
  });
});
