import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { appSupabase as app } from '../helpers/app-supabase';

// The app's own code (the Add Cash note, the trip writes) through its '@/' paths, which Vitest resolves and the tests'
// TypeScript project does not (loaded by name, typed by what this test uses of them), on the player's client.
vi.mock('@/lib/supabase', async () => (await import('../helpers/app-supabase')).appSupabaseModule);
const load = <T>(m: string) => import(/* @vite-ignore */ m) as Promise<T>;
type Request = (v: { userId: string; input: unknown; base: string | null }) => Promise<{ from?: string | null; to: string | null }>;
const { composeAddCashNote, CASH_SOURCES } = await load<{
  composeAddCashNote(source: string, fee?: number | null, extra?: string | null): string;
  CASH_SOURCES: readonly string[];
}>('@/features/sessions/lib/add-cash');
const { costUpdate } = await load<{ costUpdate: { request: Request } }>('@/features/trips/writes/cost-update');
const { compUpdate } = await load<{ compUpdate: { request: Request } }>('@/features/trips/writes/comp-update');

/**
 * Trips, through supabase-js against the emulator:
 *  - the fee typed in Add Cash is a cost of the trip its casino session belongs to (SQL private.add_cash_fee, read from
 *    the note composeAddCashNote writes: proven equal over generated entries, notes that mimic a fee included);
 *  - a cost or comp is edited on the version it was read at: changed elsewhere / gone are refused, its own lost answer
 *    resent is a success;
 *  - a player's home casinos (favourites, the one nearest to where the device is) never make a trip suggestion.
 *
 * Worked by hand (2025, casino C in Las Vegas):
 *   T  Trip, May 1-3 at every casino.   V  casino session at C, May 2 10:00-14:00: 300 in, $200 added from an ATM with a
 *   $3.99 fee and $100 by credit card with a $5.00 fee, 550 out: 550 - 600 = -50.   Hotel $120 on the trip.
 *   Gambling net -50; costs 120 + 3.99 + 5.00 = 128.99; whole result -50 - 128.99 = -178.99.
 */
type Cost = { id: string; kind: string; amount: number; note: string | null; from_add_cash: boolean; updated_at: string | null };
type Report = { costs: Cost[]; comps: { id: string; value: number; updated_at: string }[]; totals: Record<string, number> };

let emu: TestEmulator;
let a: { client: SupabaseClient; userId: string };
let b: { client: SupabaseClient; userId: string };
let C: string;

const id = (n: number) => `54000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TRIP = id(1);
const V = id(2);
const HOTEL = id(3);
const ROOM = id(4);

async function ok<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await p;
  if (error) throw error;
  return data as NonNullable<T>;
}
const report = (client = a.client, trip = TRIP) => ok(client.rpc('get_trip_report', { p_trip_id: trip })) as Promise<Report>;
const addCash = (client: SupabaseClient, session: string, entry: string, amount: number, note: string) =>
  ok(client.rpc('append_casino_cash', { p_session_id: session, p_entry_id: entry, p_amount: amount, p_note: note }));

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  app.client = a.client;
  const [casino] = await ok(
    emu
      .service()
      .from('casinos')
      .insert({ name: 'Costs Test Strip', city: 'Las Vegas', state: 'NV', latitude: 36.1126, longitude: -115.1767 })
      .select('id'),
  );
  C = casino.id as string;
  await ok(
    a.client.from('trips').insert({ id: TRIP, user_id: a.userId, name: 'May in Vegas', start_date: '2025-05-01', end_date: '2025-05-03' }),
  );
  await ok(
    a.client.from('casino_sessions').insert({
      id: V,
      user_id: a.userId,
      casino_id: C,
      arrival_date: '2025-05-02',
      arrival_time: '10:00:00',
      departure_date: '2025-05-02',
      departure_time: '14:00:00',
      starting_cash: 300,
      final_cash: 550,
    }),
  );
  await ok(a.client.from('trip_costs').insert({ id: HOTEL, user_id: a.userId, trip_id: TRIP, kind: 'hotel', amount: 120 }));
  await ok(a.client.from('trip_comps').insert({ id: ROOM, user_id: a.userId, trip_id: TRIP, kind: 'room', value: 89 }));
}, 120_000);
afterAll(async () => emu?.close());

describe('the fee typed in Add Cash is a trip cost', () => {
  it('counts in the costs and the whole result of the trip its casino session belongs to, worked by hand', async () => {
    await addCash(a.client, V, id(11), 200, composeAddCashNote('ATM', 3.99, 'parking garage'));
    await addCash(a.client, V, id(12), 100, composeAddCashNote('Credit Card', 5));
    await addCash(a.client, V, id(13), 0.01, composeAddCashNote('Cash', null, 'no fee here'));
    const r = await report();
    expect(r.costs.map((c) => [c.kind, c.amount, c.note, c.from_add_cash])).toEqual([
      ['hotel', 120, null, false],
      ['fee', 3.99, 'ATM (Fee: $3.99) - parking garage', true],
      ['fee', 5, 'Credit Card (Fee: $5.00)', true],
    ]);
    // The casino session: 300 + 200 + 100 + 0.01 in, 550 out.
    expect(r.totals.gambling_net).toBe(-50.01);
    expect(r.totals.costs).toBe(128.99);
    expect(r.totals.whole_result).toBe(-179);
    // The trips list and its year add the same.
    const list = (await ok(a.client.rpc('get_trips'))) as { trips: { totals: Report['totals'] }[]; years: { costs: number }[] };
    expect(list.trips[0].totals.costs).toBe(128.99);
    expect(list.years[0].costs).toBe(128.99);
  });

  it('reads back exactly the fee composeAddCashNote wrote, over generated entries (a note that mimics a fee is not one)', async () => {
    const [trip, session] = [id(20), id(21)];
    await ok(
      a.client.from('trips').insert({ id: trip, user_id: a.userId, name: 'Generated', start_date: '2025-07-01', end_date: '2025-07-01' }),
    );
    await ok(
      a.client
        .from('casino_sessions')
        .insert({ id: session, user_id: a.userId, casino_id: C, arrival_date: '2025-07-01', arrival_time: '09:00:00', starting_cash: 0 }),
    );
    // A seeded generator (mulberry32): the same entries on every run.
    let seed = 54;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const notes = [
      '',
      'parking garage',
      '(Fee: $5.00)',
      'ATM (Fee: $1.00)',
      ' - (Fee: $2.50)',
      'cash (x) - y',
      'Fee: $3',
      'é ñ 🎰',
      '(',
      ')',
    ];
    const expected = new Map<string, number>();
    for (let i = 0; i < 150; i++) {
      const kind = random();
      // No fee, a fee of 0, cents, dollars with thousands, the largest amount.
      const fee =
        kind < 0.2
          ? null
          : kind < 0.3
            ? 0
            : kind < 0.8
              ? Math.round(random() * 10_000) / 100
              : kind < 0.95
                ? Math.round(random() * 1e9) / 100
                : 9_999_999_999.99;
      const entry = `54000000-0000-4000-9000-${String(i).padStart(12, '0')}`;
      await addCash(a.client, session, entry, 1, composeAddCashNote(pick(CASH_SOURCES), fee, pick(notes)));
      if (fee != null && fee > 0) expected.set(entry, fee);
    }
    const fees = (await report(a.client, trip)).costs.filter((c) => c.from_add_cash);
    expect(new Map(fees.map((c) => [c.id, c.amount]))).toEqual(expected);
    expect(expected.size).toBeGreaterThan(90);
  });
});

describe("the trip's games are named as everywhere else", () => {
  it('the catalog name, as Insights and the sessions list say it ("Lightning Link - Happy Lantern", not its family)', async () => {
    const [machine] = await ok(
      emu.service().from('slot_machines').insert({ name: 'Trip Test Link - Happy Lantern', slot_name: 'Trip Test Link' }).select('id'),
    );
    await ok(
      a.client.from('gambling_sessions').insert({
        user_id: a.userId,
        casino_id: C,
        slot_machine_id: machine.id,
        session_date: '2025-05-03',
        session_time: '12:00:00',
        coins_in: 20,
        coins_out: 20,
      }),
    );
    const r = (await report()) as Report & { slot_sessions: { machine: string }[] };
    expect(r.slot_sessions.map((s) => s.machine)).toEqual(['Trip Test Link - Happy Lantern']);
  });
});

describe('costs and comps are edited on the version they were read at', () => {
  const hotel = { trip_id: TRIP, casino_session_id: null, kind: 'hotel', note: '2 nights' };

  it('an edit at the version shown is written and moves the version; its lost answer resent is the same success', async () => {
    const before = (await report()).costs.find((c) => c.id === HOTEL)!;
    const input = { id: HOTEL, updatedAt: before.updated_at, values: { ...hotel, amount: 240 } };
    const sent = await costUpdate.request({ userId: a.userId, input, base: before.updated_at });
    expect(sent.from).toBe(before.updated_at);
    expect(sent.to).not.toBe(before.updated_at);
    const after = (await report()).costs.find((c) => c.id === HOTEL)!;
    expect([after.amount, after.note, after.updated_at]).toEqual([240, '2 nights', sent.to]);
    expect((await report()).totals.costs).toBe(248.99);
    // The same edit again (its answer was lost): nothing more written, a success at the version it made.
    expect((await costUpdate.request({ userId: a.userId, input, base: before.updated_at })).to).toBe(sent.to);
  });

  it('changed elsewhere since: refused in words, nothing written', async () => {
    const shown = (await report()).costs.find((c) => c.id === HOTEL)!;
    await ok(a.client.from('trip_costs').update({ note: 'changed on the phone' }).eq('id', HOTEL).select('id'));
    const input = { id: HOTEL, updatedAt: shown.updated_at, values: { ...hotel, amount: 999 } };
    await expect(costUpdate.request({ userId: a.userId, input, base: shown.updated_at })).rejects.toThrow(
      'This cost was changed elsewhere',
    );
    expect((await report()).costs.find((c) => c.id === HOTEL)!.amount).toBe(240);
  });

  it("a comp is edited the same way; one deleted meanwhile, or another player's, is refused", async () => {
    const room = (await report()).comps.find((c) => c.id === ROOM)!;
    const values = { trip_id: TRIP, casino_session_id: null, kind: 'room', note: null, value: 129 };
    await compUpdate.request({ userId: a.userId, input: { id: ROOM, updatedAt: room.updated_at, values }, base: room.updated_at });
    expect((await report()).comps.find((c) => c.id === ROOM)!.value).toBe(129);
    expect((await report()).totals.comps).toBe(129);
    // Another player sends an edit of it (their client): not theirs, nothing written.
    app.client = b.client;
    try {
      await expect(
        compUpdate.request({ userId: b.userId, input: { id: ROOM, updatedAt: room.updated_at, values }, base: room.updated_at }),
      ).rejects.toThrow('This comp no longer exists');
    } finally {
      app.client = a.client;
    }
    await ok(a.client.from('trip_comps').delete().eq('id', ROOM).select('id'));
    await expect(
      compUpdate.request({ userId: a.userId, input: { id: ROOM, updatedAt: room.updated_at, values }, base: room.updated_at }),
    ).rejects.toThrow('This comp no longer exists');
  });

  it('the version moves on every update, whoever writes it (the column and its trigger)', async () => {
    const [row] = await ok(a.client.from('trip_costs').select('updated_at, created_at').eq('id', HOTEL));
    const [moved] = await ok(a.client.from('trip_costs').update({ amount: 250 }).eq('id', HOTEL).select('updated_at'));
    expect(moved.updated_at).not.toBe(row.updated_at);
  });
});

describe("a player's home casinos never make a trip", () => {
  /**
   * A new Reno player: Peppermill Mar 3, 4, 5 and Atlantis (1.3 miles away) Mar 6, 2025: four days in a row at
   * casinos played in fewer than 3 months. Without a home, that run is suggested as a "Reno trip".
   */
  let reno: { client: SupabaseClient; userId: string };
  let peppermill: string;
  let vegas: string;

  beforeAll(async () => {
    reno = await emu.signUpUser();
    const casinos = await ok(
      emu
        .service()
        .from('casinos')
        .insert([
          { name: 'Home Test Peppermill', city: 'Reno', state: 'NV', latitude: 39.5018, longitude: -119.7826 },
          { name: 'Home Test Atlantis', city: 'Reno', state: 'NV', latitude: 39.4887, longitude: -119.7937 },
          { name: 'Home Test Vegas', city: 'Las Vegas', state: 'NV', latitude: 36.1126, longitude: -115.1767 },
        ])
        .select('id, name'),
    );
    const named = (n: string) => casinos.find((c) => c.name === n)!.id as string;
    [peppermill, vegas] = [named('Home Test Peppermill'), named('Home Test Vegas')];
    const atlantis = named('Home Test Atlantis');
    const machine = await ok(reno.client.from('slot_machines').select('id').limit(1).single());
    const play = (casino: string, day: string) => ({
      user_id: reno.userId,
      casino_id: casino,
      slot_machine_id: machine.id,
      session_date: day,
      session_time: '20:00:00',
      coins_in: 100,
      coins_out: 60,
    });
    await ok(
      reno.client
        .from('gambling_sessions')
        .insert([
          play(peppermill, '2025-03-03'),
          play(peppermill, '2025-03-04'),
          play(peppermill, '2025-03-05'),
          play(atlantis, '2025-03-06'),
        ]),
    );
  });

  const suggested = (args: Record<string, number> = {}) =>
    ok(reno.client.rpc('get_trip_suggestions', args)) as Promise<{ start_date: string; end_date: string; name: string }[]>;

  it('with no home known, the run is suggested (the case is real)', async () => {
    expect((await suggested()).map((s) => [s.start_date, s.end_date, s.name])).toEqual([['2025-03-03', '2025-03-06', 'Reno trip']]);
  });

  it('the device at home in Reno (its nearest casino, Peppermill, and Atlantis 1 mile from it): no trip; from Las Vegas: the Reno run is one', async () => {
    expect(await suggested({ p_lat: 39.5296, p_lng: -119.8138 })).toEqual([]);
    expect((await suggested({ p_lat: 36.17, p_lng: -115.14 })).map((s) => s.name)).toEqual(['Reno trip']);
    // A place that is no place is ignored, not an error.
    expect((await suggested({ p_lat: 1000, p_lng: 0 })).map((s) => s.name)).toEqual(['Reno trip']);
  });

  it('Peppermill a favourite: no trip in Reno, wherever the device is', async () => {
    await ok(reno.client.from('user_casino_preferences').insert({ user_id: reno.userId, casino_id: peppermill, is_favorite: true }));
    expect(await suggested()).toEqual([]);
    expect(await suggested({ p_lat: 36.17, p_lng: -115.14 })).toEqual([]);
    // A favourite far away (in Las Vegas) makes nothing in Reno home.
    await ok(reno.client.from('user_casino_preferences').update({ is_favorite: false }).eq('casino_id', peppermill).select('id'));
    await ok(reno.client.from('user_casino_preferences').insert({ user_id: reno.userId, casino_id: vegas, is_favorite: true }));
    expect((await suggested()).map((s) => s.name)).toEqual(['Reno trip']);
  });
});
