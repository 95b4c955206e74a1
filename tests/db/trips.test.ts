import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { appSupabase as app } from '../helpers/app-supabase';

// Tax Year's own read and model (src/api/get-year-play.ts, src/features/tax-year/lib/*), run on the player's client:
// through the app's '@/' paths, which Vitest resolves and the tests' TypeScript project does not (loaded by name,
// typed here by what this test uses of them).
vi.mock('@/lib/supabase', async () => (await import('../helpers/app-supabase')).appSupabaseModule);
type MethodSession = { date: string; casinoId: string | null; net: number };
type TaxYear = { grouped: { sessions: MethodSession[]; totals: Record<string, number> }; diary: unknown };
const [YEAR_PLAY, MODEL, DIARY] = ['@/api/get-year-play', '@/features/tax-year/lib/tax-year-model', '@/features/tax-year/lib/diary'];
const { getYearPlay } = (await import(/* @vite-ignore */ YEAR_PLAY)) as { getYearPlay(range: { userId: string; start: string; end: string }): Promise<unknown> };
const { buildTaxYear } = (await import(/* @vite-ignore */ MODEL)) as { buildTaxYear(year: number, play: unknown): TaxYear };
const { diaryCsv } = (await import(/* @vite-ignore */ DIARY)) as { diaryCsv(diary: unknown): string };

/**
 * The hand-worked trip: three days in Las Vegas at two casinos, a hand-paid W2G, $150 of free play, a
 * $480 hotel, a $6 ATM fee and a $60 food comp; through supabase-js against the emulator. The trip page's figures
 * (get_trip_report), Tax Year's sessions of those days and the diary CSV (the tax engine over the same rows)
 * agree with the numbers worked by hand below. Then the suggestions, the bad input and the share link.
 *
 * The records (2025; X and Y in Las Vegas, H the home casino in Atlantic City):
 *   H  Jan 18, Feb 15, Apr 12   a slot session each, 100 in, 80 out             -20 each (3 months: H is usual)
 *   V1 Mar 12 18:00-23:00 at X  casino session, 500 + 200 added in, 450 out   -250 (the session of Mar 12 at X)
 *   S1 Mar 12 19:00 at X        300 in, 200 out, inside V1                    (evidence: in V1's -250)
 *   S2 Mar 13 14:00 at Y        400 in of which 150 free play, 310 out        310 - (400 - 150) = +60 (-90 without)
 *   S3 Mar 13 20:00 at Y        100 in, 0 out; W2G J1 $1,500 hand paid, linked  0 - 100 + 1,500 = +1,400
 *   S4 Mar 14 10:00 at X        200 in, 80 out                                 -120
 *   Sessions: Mar 12 X -250, Mar 13 Y +60 + 1,400 = +1,460, Mar 14 X -120; gambling net -250 + 1,460 - 120 = +1,090.
 *   Money in 300 + 400 + 100 + 200 = 1,000; money out 200 + 310 + 0 + 80 = 590; free play 150.
 *   Costs: hotel 480 (on the trip) + ATM fee 6 (on V1) = 486; whole result 1,090 - 486 = +604. Comps: food 60, apart.
 *   Time played: V1 18:00-23:00 = 300 minutes (the slot sessions have no end time).
 */
type Player = { client: SupabaseClient; userId: string };

let emu: TestEmulator;
let a: Player;
let b: Player;
let X: string;
let Y: string;
let H: string;
let N: string;
let Z: string;

const id = (n: number) => `39000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TRIP = id(1);
const V1 = id(2);
const [S1, S2, S3, S4] = [id(3), id(4), id(5), id(6)];
const J1 = id(7);

async function ok<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await p;
  if (error) throw error;
  return data as NonNullable<T>;
}
async function rpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw error;
  return data as T;
}
/** The error (code and message) of a write that must be refused. */
async function refused(p: PromiseLike<{ error: { code?: string; message: string } | null }>) {
  const { error } = await p;
  return error ? { code: error.code, message: error.message } : null;
}
const slot = (user: string, sid: string, casino: string, at: string, coins_in: number, coins_out: number, free_play = 0) => ({
  id: sid,
  user_id: user,
  casino_id: casino,
  session_date: at.slice(0, 10),
  session_time: at.slice(11),
  coins_in,
  coins_out,
  free_play,
});

type Report = {
  days: number;
  casinos: { name: string; net: number }[];
  sessions: { date: string; casino_id: string; net: number }[];
  slot_sessions: { id: string; result: number; free_play: number }[];
  costs: { kind: string; amount: number }[];
  comps: { kind: string; value: number }[];
  totals: Record<string, number>;
};

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  const place = (name: string, street: string, city: string, state: string, zip: string, lat: number, lon: number) => ({
    name,
    street_address: street,
    city,
    state,
    zip_code: zip,
    latitude: lat,
    longitude: lon,
  });
  const casinos = await ok(
    emu
      .service()
      .from('casinos')
      .insert([
        place('Trip Test Strip', '3600 Las Vegas Blvd S', 'Las Vegas', 'NV', '89109', 36.1126, -115.1767),
        place('Trip Test Fremont', '129 Fremont St', 'Las Vegas', 'NV', '89101', 36.1707, -115.1436),
        place('Trip Test Home', '1 Boardwalk', 'Atlantic City', 'NJ', '08401', 39.3559, -74.4343),
        place('Trip Test Nearby', '2 Shore Rd', 'Somers Point', 'NJ', '08244', 39.3176, -74.5946),
        place('Trip Test Gulf', '3 Beach Blvd', 'Biloxi', 'MS', '39530', 30.3960, -88.8853),
      ])
      .select('id, name'),
  );
  const byName = new Map(casinos.map((c) => [c.name as string, c.id as string]));
  [X, Y, H, N, Z] = ['Trip Test Strip', 'Trip Test Fremont', 'Trip Test Home', 'Trip Test Nearby', 'Trip Test Gulf'].map((n) => byName.get(n)!);

  const u = a.userId;
  await ok(
    a.client.from('casino_sessions').insert({
      id: V1,
      user_id: u,
      casino_id: X,
      arrival_date: '2025-03-12',
      arrival_time: '18:00:00',
      departure_date: '2025-03-12',
      departure_time: '23:00:00',
      starting_cash: 500,
      additional_cash: [{ id: id(8), amount: 200, timestamp: '2025-03-13T03:30:00Z', note: 'ATM' }],
      final_cash: 450,
    }),
  );
  await ok(
    a.client.from('gambling_sessions').insert([
      slot(u, id(11), H, '2025-01-18 15:00:00', 100, 80),
      slot(u, id(12), H, '2025-02-15 15:00:00', 100, 80),
      slot(u, id(13), H, '2025-04-12 15:00:00', 100, 80),
      slot(u, S1, X, '2025-03-12 19:00:00', 300, 200),
      // Logged first without its free play: the "before" of the free-play test.
      slot(u, S2, Y, '2025-03-13 14:00:00', 400, 310),
      slot(u, S3, Y, '2025-03-13 20:00:00', 100, 0),
      slot(u, S4, X, '2025-03-14 10:00:00', 200, 80),
    ]),
  );
  await ok(
    a.client.from('w2g_jackpots').insert({
      id: J1,
      user_id: u,
      casino_id: Y,
      jackpot_date: '2025-03-13',
      jackpot_time: '20:15:00',
      amount: 1500,
      tax_withheld: 0,
      hand_pay: true,
      session_id: S3,
    }),
  );
}, 120_000);
afterAll(async () => emu?.close());

const report = () => rpc<Report>(a.client, 'get_trip_report', { p_trip_id: TRIP });

describe('the hand-worked trip', () => {
  it('is suggested from the run of days away from the usual casino, named after the city most played', async () => {
    const suggestions = await rpc<{ start_date: string; end_date: string; name: string; casinos: { name: string }[] }[]>(
      a.client,
      'get_trip_suggestions',
    );
    expect(suggestions).toEqual([
      {
        start_date: '2025-03-12',
        end_date: '2025-03-14',
        name: 'Las Vegas trip',
        casinos: [
          { id: Y, name: 'Trip Test Fremont' },
          { id: X, name: 'Trip Test Strip' },
        ],
      },
    ]);
  });

  it('accepted as a trip, with its hotel, ATM fee and food comp', async () => {
    await ok(
      a.client.from('trips').insert({ id: TRIP, user_id: a.userId, name: 'Las Vegas trip', start_date: '2025-03-12', end_date: '2025-03-14' }),
    );
    await ok(a.client.from('trip_costs').insert({ id: id(21), user_id: a.userId, trip_id: TRIP, kind: 'hotel', amount: 480, note: '2 nights' }));
    await ok(a.client.from('trip_costs').insert({ id: id(22), user_id: a.userId, casino_session_id: V1, kind: 'fee', amount: 6 }));
    await ok(a.client.from('trip_comps').insert({ id: id(23), user_id: a.userId, trip_id: TRIP, kind: 'food', value: 60 }));
    // The same create sent again (an outbox resend): nothing more.
    const again = await a.client
      .from('trip_costs')
      .upsert({ id: id(21), user_id: a.userId, trip_id: TRIP, kind: 'hotel', amount: 480 }, { onConflict: 'id', ignoreDuplicates: true });
    expect(again.error).toBeNull();
    expect((await ok(a.client.from('trip_costs').select('id'))).length).toBe(2);
    // Accepted, it is no longer suggested.
    expect(await rpc(a.client, 'get_trip_suggestions')).toEqual([]);
  });

  it('before its free play is logged: S2 is -90 and the trip +940', async () => {
    const r = await report();
    expect(r.slot_sessions.find((s) => s.id === S2)).toMatchObject({ result: -90, free_play: 0 });
    // -250 + (-90 + 1,400) - 120 = +940.
    expect(r.totals.gambling_net).toBe(940);
  });

  it('with $150 of free play on S2: +60, and the trip page worked by hand', async () => {
    await ok(a.client.from('gambling_sessions').update({ free_play: 150 }).eq('id', S2).select('id'));
    const r = await report();
    expect(r.slot_sessions.find((s) => s.id === S2)).toMatchObject({ result: 60, free_play: 150 });
    expect(r.days).toBe(3);
    expect(r.sessions.map((s) => [s.date, s.casino_id, s.net])).toEqual([
      ['2025-03-12', X, -250],
      ['2025-03-13', Y, 1460],
      ['2025-03-14', X, -120],
    ]);
    expect(r.casinos).toEqual([
      { id: Y, name: 'Trip Test Fremont', net: 1460 },
      { id: X, name: 'Trip Test Strip', net: -370 },
    ]);
    expect(r.totals).toEqual({
      // The slot figures add up: money out 590 - coin in 1,000 + free play 150 + hand pays 1,500 = 1,240, the slot sessions'
      // nets -100 + 60 + 1,400 - 120. The gambling net (the session method) counts the Strip casino session's cash instead
      // of S1's -100 on 03-12 (-250): 1,240 + 100 - 250 = 1,090.
      money_in: 1000,
      money_out: 590,
      free_play: 150,
      hand_pays: 1500,
      slot_net: 1240,
      gambling_net: 1090,
      w2g_count: 1,
      w2g_amount: 1500,
      w2g_withheld: 0,
      costs: 486,
      comps: 60,
      whole_result: 604,
      play_days: 3,
      minutes: 300,
    });
    expect(r.costs.map((c) => [c.kind, c.amount])).toEqual([
      ['hotel', 480],
      ['fee', 6],
    ]);
    expect(r.comps.map((c) => [c.kind, c.value])).toEqual([['food', 60]]);
    // The trips list: the same totals, and per year.
    const list = await rpc<{ trips: { id: string; casinos: number; totals: Record<string, number> }[]; years: unknown[] }>(a.client, 'get_trips');
    expect(list.trips).toHaveLength(1);
    expect(list.trips[0]).toMatchObject({ id: TRIP, casinos: 2, totals: { gambling_net: 1090, costs: 486, comps: 60, whole_result: 604 } });
    expect(list.years).toEqual([{ year: 2025, trips: 1, gambling_net: 1090, costs: 486, comps: 60, whole_result: 604 }]);
  });

  it('Insights of those days follow the same definition: money in is the player\'s own, money out - money in = net', async () => {
    const ins = await rpc<{ period: Record<string, number> }>(a.client, 'get_play_insights', {
      p_from: '2025-03-12',
      p_to: '2025-03-14',
      p_group: 'casino',
    });
    // S1 300 in, 200 out: -100. S2 400 - 150 free play = 250 own money in, 310 out: +60. S3 100 in, 0 out + the
    // 1,500 hand pay: +1,400. S4 200 in, 80 out: -120. In 300 + 250 + 100 + 200 = 850; out 200 + 310 + 1,500 + 80 =
    // 2,090; net -100 + 60 + 1,400 - 120 = +1,240 = 2,090 - 850.
    expect(ins.period).toMatchObject({ sessions: 4, money_in: 850, money_out: 2090, net: 1240 });
  });

  it("Tax Year's sessions of those days and the diary CSV (the tax engine over the same rows) agree; costs and comps are in neither", async () => {
    app.client = a.client;
    const model = buildTaxYear(2025, await getYearPlay({ userId: a.userId, start: '2025-01-01', end: '2025-12-31' }));
    const tripDays = model.grouped.sessions.filter((s) => s.date >= '2025-03-12' && s.date <= '2025-03-14');
    expect(tripDays.map((s) => [s.date, s.casinoId, s.net])).toEqual([
      ['2025-03-12', X, -250],
      ['2025-03-13', Y, 1460],
      ['2025-03-14', X, -120],
    ]);
    // The year: the trip's +1,090 and the home casino's 3 x -20; gains 1,460, losses 250 + 120 + 60 = 430.
    expect(model.grouped.totals).toMatchObject({ sessions: 6, gains: 1460, losses: 430, net: 1030 });

    const lines = diaryCsv(model.diary).replace(/^\uFEFF/, '').split('\r\n');
    const fremont = '"129 Fremont St, Las Vegas, NV 89101"';
    const strip = '"3600 Las Vegas Blvd S, Las Vegas, NV 89109"';
    expect(lines.filter((l) => l.startsWith('Session,2025-03-1'))).toEqual([
      `Session,2025-03-12,,Slots (one session per casino per day),Trip Test Strip,${strip},,0.00,250.00,,-250.00,,,,,,,Yes`,
      `Session,2025-03-13,,Slots (one session per casino per day),Trip Test Fremont,${fremont},,1460.00,0.00,,1460.00,,,,,,"Hand-paid W-2G jackpot of $1,500.00 added to its slot session (not in the coins out)",Yes`,
      `Session,2025-03-14,,Slots (one session per casino per day),Trip Test Strip,${strip},,0.00,120.00,,-120.00,,,,,,,Yes`,
    ]);
    // S2, the free-play slot session: won 60 on the player's own money, 150 of free play beside it.
    expect(lines).toContain(
      `Slot session,2025-03-13,14:00,Slot machine,Trip Test Fremont,${fremont},,60.00,0.00,150.00,,,,,,,,No: evidence (its result is in a Session row)`,
    );
    // No cost (hotel 480, fee 6) or comp (food 60) appears anywhere in the diary.
    expect(lines.filter((l) => /hotel|\b480\.00|\bfee\b|comp\b/i.test(l))).toEqual([]);
  });
});

describe('suggestions: usual casinos, short runs and dismissals', () => {
  it('a casino within 50 miles of the usual one is usual too; one day away is no trip; a dismissed run never returns', async () => {
    await ok(
      a.client.from('gambling_sessions').insert([
        slot(a.userId, id(31), N, '2025-06-07 12:00:00', 50, 40), // 9 miles from H: usual
        slot(a.userId, id(32), N, '2025-06-08 12:00:00', 50, 40),
        slot(a.userId, id(33), Z, '2025-07-04 12:00:00', 50, 40), // one day away: no trip
        slot(a.userId, id(34), Z, '2025-08-01 12:00:00', 50, 40), // two days away: a trip
        slot(a.userId, id(35), Z, '2025-08-02 12:00:00', 50, 40),
      ]),
    );
    expect(await rpc(a.client, 'get_trip_suggestions')).toEqual([
      { start_date: '2025-08-01', end_date: '2025-08-02', name: 'Biloxi trip', casinos: [{ id: Z, name: 'Trip Test Gulf' }] },
    ]);
    await ok(a.client.from('trip_suggestion_dismissals').insert({ id: id(36), user_id: a.userId, start_date: '2025-08-01', end_date: '2025-08-02' }));
    expect(await rpc(a.client, 'get_trip_suggestions')).toEqual([]);
    // A third day of that run logged later: the run touches the dismissed days, so it still does not come back.
    await ok(a.client.from('gambling_sessions').insert(slot(a.userId, id(37), Z, '2025-08-03 12:00:00', 50, 40)));
    expect(await rpc(a.client, 'get_trip_suggestions')).toEqual([]);
  });
});

describe('bad input is refused with a clear message, nothing written', () => {
  it('free play above the money in, or below zero', async () => {
    expect(await refused(a.client.from('gambling_sessions').insert(slot(a.userId, id(41), X, '2025-09-01 12:00:00', 100, 0, 100.01)))).toEqual({
      code: '23514',
      message: 'Free play cannot be more than the money in',
    });
    expect(await refused(a.client.from('gambling_sessions').update({ free_play: -1 }).eq('id', S2))).toEqual({
      code: '23514',
      message: 'Amounts cannot be negative',
    });
    // Money in lowered under the free play already recorded.
    expect(await refused(a.client.from('gambling_sessions').update({ coins_in: 100 }).eq('id', S2))).toMatchObject({
      message: 'Free play cannot be more than the money in',
    });
    expect(await ok(a.client.from('gambling_sessions').select('coins_in, free_play').eq('id', S2).single())).toEqual({ coins_in: 400, free_play: 150 });
    expect(await ok(a.client.from('gambling_sessions').select('id').eq('id', id(41)))).toEqual([]);
  });

  it('a negative or zero cost or comp, on nothing or on two things', async () => {
    const cost = (extra: Record<string, unknown>) => ({ id: id(42), user_id: a.userId, trip_id: TRIP, kind: 'food', amount: 10, ...extra });
    expect(await refused(a.client.from('trip_costs').insert(cost({ amount: -5 })))).toEqual({ code: '23514', message: 'The amount must be more than 0' });
    expect(await refused(a.client.from('trip_comps').insert({ id: id(43), user_id: a.userId, trip_id: TRIP, kind: 'show', value: 0 }))).toEqual({
      code: '23514',
      message: 'The amount must be more than 0',
    });
    expect(await refused(a.client.from('trip_costs').insert(cost({ trip_id: null })))).toMatchObject({ message: 'Put it on one trip or one casino session' });
    expect(await refused(a.client.from('trip_costs').insert(cost({ casino_session_id: V1 })))).toMatchObject({
      message: 'Put it on one trip or one casino session',
    });
    expect(await ok(a.client.from('trip_costs').select('id').in('id', [id(42)]))).toEqual([]);
  });

  it("a trip ending before it starts, one sharing days with another, and a cost on another player's casino session", async () => {
    const trip = (tid: string, start: string, end: string) => ({ id: tid, user_id: a.userId, name: 'Second', start_date: start, end_date: end });
    expect(await refused(a.client.from('trips').insert(trip(id(44), '2025-05-10', '2025-05-09')))).toEqual({
      code: '23514',
      message: 'A trip cannot end before it starts',
    });
    expect(await refused(a.client.from('trips').insert(trip(id(45), '2025-03-14', '2025-03-16')))).toEqual({
      code: '23P01',
      message: 'This trip shares days with your trip "Las Vegas trip" (Mar 12, 2025 to Mar 14, 2025): change its dates first',
    });
    // Moving an existing trip onto another's days is the same.
    await ok(a.client.from('trips').insert(trip(id(46), '2025-10-01', '2025-10-02')));
    expect(await refused(a.client.from('trips').update({ start_date: '2025-03-10' }).eq('id', id(46)))).toMatchObject({ code: '23P01' });
    // B's rows on A's casino session / trip.
    expect(await refused(b.client.from('trip_costs').insert({ id: id(47), user_id: b.userId, casino_session_id: V1, kind: 'fee', amount: 6 }))).toEqual({
      code: '42501',
      message: 'This casino session is not yours',
    });
    expect(await refused(b.client.from('trip_comps').insert({ id: id(48), user_id: b.userId, trip_id: TRIP, kind: 'room', value: 200 }))).toEqual({
      code: '42501',
      message: 'This trip is not yours',
    });
    // B reads none of A's trip.
    expect(await refused(b.client.rpc('get_trip_report', { p_trip_id: TRIP }))).toMatchObject({ message: 'This trip no longer exists' });
    expect(await ok(b.client.from('trips').select('id'))).toEqual([]);
  });
});

describe('free play on a live machine (play limits follow the one definition)', () => {
  it('money marked as free play counts in the money in, not in the loss so far', async () => {
    const live = id(51);
    await ok(
      b.client.from('gambling_sessions').insert({
        id: live,
        user_id: b.userId,
        casino_id: X,
        session_date: '2025-11-20',
        session_time: '20:00:00',
        coins_in: 0,
        coins_out: 0,
        is_live: true,
      }),
    );
    // $100 of free play, then $20 of the player's own.
    // Each answer is {coins_in, updated_before, updated_at} (20260101003640_writes_return_versions).
    const coinsIn = async (args: Record<string, unknown>) => (await rpc<{ coins_in: number }>(b.client, 'add_live_money', args)).coins_in;
    expect(await coinsIn({ p_session_id: live, p_entry_id: id(52), p_amount: 100, p_free_play: true })).toBe(100);
    expect(await coinsIn({ p_session_id: live, p_entry_id: id(53), p_amount: 20 })).toBe(120);
    // The same free-play entry sent again: nothing more.
    expect(await coinsIn({ p_session_id: live, p_entry_id: id(52), p_amount: 100, p_free_play: true })).toBe(120);
    expect(await ok(b.client.from('gambling_sessions').select('coins_in, free_play, result').eq('id', live).single())).toEqual({
      coins_in: 120,
      free_play: 100,
      result: -20,
    });
    // Loss so far: 120 in - 100 free play = 20 of the player's own, all of it still in the machine.
    const status = await rpc<{ day_loss: number; day_in_live_machine: number }>(b.client, 'get_play_limit_status', { p_now: '2025-11-20 21:00' });
    expect([status.day_loss, status.day_in_live_machine]).toEqual([20, 20]);
  });
});

describe('the share link', () => {
  const TOKEN = 'hand-worked_share_token_0123456789_ABCDEFGE';

  it('shows a signed-out visitor only what the player ticked; revoked, it says so and nothing else', async () => {
    await ok(
      a.client.from('trip_shares').insert({ id: id(61), user_id: a.userId, trip_id: TRIP, token: TOKEN, show_net: true, show_w2g_count: true }),
    );
    const anon = emu.anon();
    const shared = await rpc<Record<string, unknown>>(anon, 'get_shared_trip', { p_token: TOKEN });
    expect(Object.keys(shared).sort()).toEqual(['casinos', 'days', 'end_date', 'expires_at', 'name', 'net', 'start_date', 'status', 'w2g_count']);
    expect(shared).toMatchObject({
      status: 'ok',
      name: 'Las Vegas trip',
      start_date: '2025-03-12',
      end_date: '2025-03-14',
      days: 3,
      casinos: ['Trip Test Fremont', 'Trip Test Strip'],
      net: 1090,
      w2g_count: 1,
    });
    // Anon reads no table.
    expect((await anon.from('trip_shares').select('id')).data ?? []).toEqual([]);
    expect((await anon.from('trips').select('id')).data ?? []).toEqual([]);

    await ok(a.client.from('trip_shares').update({ revoked: true }).eq('id', id(61)).select('id'));
    expect(await rpc(anon, 'get_shared_trip', { p_token: TOKEN })).toEqual({ status: 'revoked' });
    // Revoked stays revoked.
    expect(await refused(a.client.from('trip_shares').update({ revoked: false }).eq('id', id(61)))).toMatchObject({
      message: 'This share link was revoked: make a new one',
    });
    expect(await rpc(anon, 'get_shared_trip', { p_token: 'not-a-link-anyone-has_000000' })).toEqual({ status: 'not_found' });
  });

  it('answers at most 60 reads a minute from one address, then only "rate_limited"', async () => {
    const anon = emu.anon();
    const answers: string[] = [];
    for (let i = 0; i < 64; i++) answers.push((await rpc<{ status: string }>(anon, 'get_shared_trip', { p_token: 'x' })).status);
    // The two reads of the test before were in this minute too (or the last): the limit is reached within 64.
    expect(answers).toContain('rate_limited');
    expect(answers.slice(answers.indexOf('rate_limited'))).toEqual(answers.slice(answers.indexOf('rate_limited')).map(() => 'rate_limited'));
  });
});
