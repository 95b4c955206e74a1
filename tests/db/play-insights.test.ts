import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * get_play_insights through supabase-js against the emulator. Every expected value is worked out by
 * hand from the fixture below (see the comments); none is computed by the code under test.
 *
 * Player A, 2026 (the period) — weekdays checked on a calendar: 2026-03-06 Friday, 03-07 Saturday, 04-01 Wednesday.
 *   S1 Bellagio, Dragon Link - Panda Magic (Aristocrat), Fri 03-06 23:30 -> Sat 03-07 01:00 (90 min), in 100, out 40: -60
 *   S2 Bellagio, Dragon Link - Panda Magic, Sat 03-07 10:00 -> 11:00 (60 min), in 200, out 260: +60
 *   S3 Caesars Palace, Cleopatra (IGT), Sat 03-07 23:00, no end (no times), in 50, out 0,
 *      + a linked hand-pay W2G of 1,200 at 23:10: money out 1,200, result +1,150
 *   S4 Bellagio, Cleopatra, Wed 04-01 14:15 -> 16:45 (150 min), in 300, out 150: -150
 *   S5 Bellagio 04-02, in 1,000, out 0, include_in_daily_totals false: not counted (as on Home)
 *   S6 Bellagio 04-03, a live machine, in 20: not counted (no money out yet)
 * Player A, 2025 (a year earlier):
 *   S7 Bellagio, Panda Magic, Mon 2025-03-10 20:00 -> 22:00 (120 min), in 400, out 100: -300
 *   S8 Bellagio, no machine, Wed 2025-12-31 12:00, no end, in 100, out 100: 0
 * Player B: one session at Bellagio in 2026, in 5,000, out 0 (must never show in A's figures).
 * Counters tapped at the machine (bonus frequency = bonuses per hour played, over the counted sessions with times):
 *   S1 3 bonuses (90 min), S2 1 bonus + 1 jackpot (60 min), S3 2 bonuses (no times); S4, S7, S8 not counted.
 */
type Figures = Record<string, number | null>;
type Insights = {
  period: Figures | null;
  previous: Figures | null;
  lifetime: Figures | null;
  rows: (Figures & { key: string; label: string; family: string | null; manufacturer: string | null; previous: Figures | null })[];
  biggest_w2g: { amount: number; jackpot_date: string; casino: string | null } | null;
};
type Player = { client: SupabaseClient; userId: string };

const BELLAGIO = '9fdf8fa6-cb15-579e-ad71-79628cfcf357';
const CAESARS = 'ebd5dce4-af8d-5093-8812-56b203ab1098';
const PANDA = 'c44ddb24-ed1f-57a2-8aff-4ded96d024d4';
const CLEO = '62296d1d-7037-5feb-a59a-941e03dd5fb2';
const S = (n: number) => `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`;

let emu: TestEmulator;
let a: Player;
let b: Player;

async function ok<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await p;
  if (error) throw error;
  return data as NonNullable<T>;
}
const insights = (client: SupabaseClient, from: string | null, to: string | null, group: string) =>
  ok(client.rpc('get_play_insights', { p_from: from, p_to: to, p_group: group })) as Promise<Insights>;

const slot = (
  user: string,
  n: number,
  casino: string,
  machine: string | null,
  at: string,
  end: string | null,
  coins_in: number,
  coins_out: number,
) => ({
  id: S(n),
  user_id: user,
  casino_id: casino,
  slot_machine_id: machine,
  session_date: at.slice(0, 10),
  session_time: at.slice(11),
  end_date: end?.slice(0, 10) ?? null,
  end_time: end?.slice(11) ?? null,
  coins_in,
  coins_out,
  include_in_daily_totals: true,
  is_live: false,
});

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  const u = a.userId;
  await ok(
    a.client
      .from('gambling_sessions')
      .insert([
        { ...slot(u, 1, BELLAGIO, PANDA, '2026-03-06 23:30:00', '2026-03-07 01:00:00', 100, 40), bonus_count: 3, jackpot_count: 0 },
        { ...slot(u, 2, BELLAGIO, PANDA, '2026-03-07 10:00:00', '2026-03-07 11:00:00', 200, 260), bonus_count: 1, jackpot_count: 1 },
        { ...slot(u, 3, CAESARS, CLEO, '2026-03-07 23:00:00', null, 50, 0), bonus_count: 2, jackpot_count: 0 },
        slot(u, 4, BELLAGIO, CLEO, '2026-04-01 14:15:00', '2026-04-01 16:45:00', 300, 150),
        { ...slot(u, 5, BELLAGIO, null, '2026-04-02 12:00:00', null, 1000, 0), include_in_daily_totals: false },
        { ...slot(u, 6, BELLAGIO, null, '2026-04-03 12:00:00', null, 20, 0), is_live: true },
        slot(u, 7, BELLAGIO, PANDA, '2025-03-10 20:00:00', '2025-03-10 22:00:00', 400, 100),
        slot(u, 8, BELLAGIO, null, '2025-12-31 12:00:00', null, 100, 100),
      ]),
  );
  await ok(
    a.client.from('w2g_jackpots').insert({
      user_id: u,
      casino_id: CAESARS,
      slot_machine_id: CLEO,
      jackpot_date: '2026-03-07',
      jackpot_time: '23:10:00',
      amount: 1200,
      tax_withheld: 0,
      hand_pay: true,
      session_id: S(3),
    }),
  );
  await ok(b.client.from('gambling_sessions').insert(slot(b.userId, 90, BELLAGIO, PANDA, '2026-03-07 12:00:00', null, 5000, 0)));
});
afterAll(async () => emu?.close());

describe('get_play_insights: a year of play', () => {
  let y: Insights;
  beforeAll(async () => {
    y = await insights(a.client, '2026-01-01', '2026-12-31', 'casino');
  });

  it('the period: money in 650, money out 1,650 (jackpot included), net +1,000, return 253.8 %', () => {
    expect(y.period).toEqual({
      sessions: 4,
      timed_sessions: 3,
      minutes: 300, // 90 + 60 + 150
      money_in: 650, // 100 + 200 + 50 + 300
      money_out: 1650, // 40 + 260 + (0 + 1,200 hand pay) + 150
      net: 1000, // -60 + 60 + 1,150 - 150
      return_pct: 253.8, // 1,650 / 650 = 2.53846
      winning_sessions: 2, // S2, S3
      win_share_pct: 50,
      avg_net: 250,
      timed_net: -150, // S1 + S2 + S4 (S3 has no times)
      net_per_hour: -30, // -150 over 5 hours
      biggest_win: 1150,
      net_sd: 606.14, // results -60, 60, 1150, -150: mean 250, squared deviations 96,100 + 36,100 + 810,000 + 160,000 = 1,102,200; / 3 = 367,400; sqrt 606.135
      w2g_count: 1,
      counted_sessions: 3, // S1, S2, S3
      bonuses: 6, // 3 + 1 + 2
      bonuses_per_hour: 1.6, // S1 + S2 (S3 has no times): 4 bonuses over 150 min = 2.5 h
      bonus_timed_sessions: 2, // what that rate rests on: S1 and S2
    });
  });

  it('a year earlier and all time', () => {
    expect(y.previous).toMatchObject({
      sessions: 2,
      timed_sessions: 1,
      minutes: 120,
      money_in: 500,
      money_out: 200,
      net: -300,
      return_pct: 40, // 200 / 500
      winning_sessions: 0,
      win_share_pct: 0,
      avg_net: -150,
      net_per_hour: -150, // -300 over 2 hours
      biggest_win: null,
      w2g_count: 0,
      counted_sessions: 0,
      bonuses: 0,
      bonuses_per_hour: null,
    });
    expect(y.lifetime).toMatchObject({ sessions: 6, money_in: 1150, money_out: 1850, net: 700, return_pct: 160.9, minutes: 420 });
  });

  it('by casino: per hour with times (Bellagio) and without any (Caesars), each beside a year earlier', () => {
    const bellagio = y.rows.find((r) => r.key === BELLAGIO);
    const caesars = y.rows.find((r) => r.key === CAESARS);
    expect(y.rows).toHaveLength(2);
    expect(bellagio).toMatchObject({
      label: 'Bellagio',
      sessions: 3, // S1, S2, S4
      money_in: 600,
      money_out: 450,
      net: -150,
      return_pct: 75,
      win_share_pct: 33.3,
      avg_net: -50,
      minutes: 300,
      net_per_hour: -30,
      biggest_win: 60,
      w2g_count: 0,
      previous: { sessions: 2, net: -300 },
    });
    expect(caesars).toMatchObject({
      label: 'Caesars Palace',
      sessions: 1,
      timed_sessions: 0,
      minutes: 0,
      net: 1150,
      return_pct: 2400, // 1,200 / 50
      net_per_hour: null,
      w2g_count: 1,
      previous: null,
    });
  });

  it('by day of the week: a session across midnight counts on the day it started (Friday)', async () => {
    const w = await insights(a.client, '2026-01-01', '2026-12-31', 'weekday');
    const byKey = Object.fromEntries(w.rows.map((r) => [r.key, r]));
    expect(Object.keys(byKey).sort()).toEqual(['3', '5', '6']);
    expect(byKey['5']).toMatchObject({ sessions: 1, net: -60, minutes: 90, net_per_hour: -40, w2g_count: 0 }); // S1 alone
    expect(byKey['6']).toMatchObject({ sessions: 2, net: 1210, minutes: 60, timed_net: 60, net_per_hour: 60, w2g_count: 1 }); // S2, S3
    expect(byKey['3']).toMatchObject({ sessions: 1, net: -150, previous: { sessions: 1, net: 0 } }); // 2025-12-31 was a Wednesday
  });

  it('by hour of the start: 23 holds S1 (23:30, 90 min) and S3 (23:00, no times)', async () => {
    const h = await insights(a.client, '2026-01-01', '2026-12-31', 'hour');
    const byKey = Object.fromEntries(h.rows.map((r) => [r.key, r]));
    expect(Object.keys(byKey).sort()).toEqual(['10', '14', '23']);
    expect(byKey['23']).toMatchObject({
      sessions: 2,
      timed_sessions: 1,
      net: 1090,
      minutes: 90,
      timed_net: -60,
      net_per_hour: -40,
      w2g_count: 1,
    });
    expect(byKey['0']).toBeUndefined(); // S1 ended after midnight: still hour 23
  });

  it('by game (with family and manufacturer), by manufacturer and by month: only what was played has a row', async () => {
    const g = await insights(a.client, '2026-01-01', '2026-12-31', 'game');
    // Rows come in key order: Cleopatra's id (62296d1d-…) before Panda Magic's (c44ddb24-…).
    expect(g.rows.map((r) => [r.key, r.label, r.family, r.manufacturer, r.sessions, r.net])).toEqual([
      [CLEO, 'Cleopatra', null, 'IGT', 2, 1000], // S3 +1,150, S4 -150
      [PANDA, 'Dragon Link - Panda Magic', 'Dragon Link', 'Aristocrat', 2, 0], // S1 -60, S2 +60
    ]);
    // Bonus frequency per game: Panda Magic 4 bonuses over S1 + S2 (150 min) = 1.6 an hour; Cleopatra's only counted
    // session (S3, 2 bonuses) has no times, so no rate; S4 was not counted.
    expect(g.rows.map((r) => [r.label, r.counted_sessions, r.bonuses, r.bonuses_per_hour])).toEqual([
      ['Cleopatra', 1, 2, null],
      ['Dragon Link - Panda Magic', 2, 4, 1.6],
    ]);
    const m = await insights(a.client, '2026-01-01', '2026-12-31', 'manufacturer');
    expect(Object.fromEntries(m.rows.map((r) => [r.label, r.net]))).toEqual({ Aristocrat: 0, IGT: 1000 });
    const mo = await insights(a.client, '2026-01-01', '2026-12-31', 'month');
    expect(mo.rows.map((r) => [r.key, r.sessions, r.net])).toEqual([
      ['2026-03', 3, 1150],
      ['2026-04', 1, -150],
    ]);
  });

  it('the biggest W2G of the period', () => {
    expect(y.biggest_w2g).toEqual({ amount: 1200, jackpot_date: '2026-03-07', casino: 'Caesars Palace' });
  });

  it('all time has no year earlier; a period without play says so with no figures and no rows', async () => {
    const all = await insights(a.client, null, null, 'casino');
    expect(all.period).toMatchObject({ sessions: 6, net: 700 });
    expect(all.previous).toBeNull();
    const empty = await insights(a.client, '2024-01-01', '2024-12-31', 'casino');
    expect(empty.period).toBeNull();
    expect(empty.rows).toEqual([]);
  });
});

/**
 * A jackpot is counted with its session; "a year earlier" per row. Player C, worked by hand (weekdays from a
 * calendar: 2026-07-31 Friday, 08-01 Saturday, 08-02 Sunday, 08-04 Tuesday; 2025-07-25 and 08-15 Fridays):
 *   C1 Bellagio, Panda Magic, Fri 2026-07-31 23:30 -> Sat 08-01 00:40, in 100, out 20, and J1, a $1,500 hand pay at
 *      Sat 08-01 00:10 linked to it (Bellagio, Panda Magic): money out 1,520, result +1,420
 *   C2 Caesars, Cleopatra, Tue 2026-08-04 14:00 -> 15:00, in 200, out 0, and J2, a $2,000 jackpot the machine paid with
 *      $480 withheld, at 14:30, linked to it with its casino and game left empty: money out 480, result +280
 *   J3 a $1,300 hand pay on Sun 2026-08-02 12:00 at Caesars on Cleopatra, linked to no session (its own keys)
 *   C3 Bellagio, Panda Magic, Fri 2025-07-25 20:00 -> 21:00, in 300, out 100: -200
 *   C4 Bellagio, Panda Magic, Fri 2025-08-15 10:00, no end, in 50, out 150: +100
 * The row of a session's start holds its jackpots: J1 in Friday, 11 PM, July 2026, Bellagio, Panda Magic (not in
 * Saturday, midnight, August); J2 in Caesars and Cleopatra (not in "no casino" / "no game", which have no row).
 */
describe('get_play_insights: a jackpot counted with its session; a year earlier for every row', () => {
  let c: Player;
  const CS = (n: number) => `bbbbbbbb-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
  const perKey = (x: Insights) => Object.fromEntries(x.rows.map((r) => [r.key, r.w2g_count]));
  beforeAll(async () => {
    c = await emu.signUpUser();
    const u = c.userId;
    const at = (n: number, casino: string, machine: string, start: string, end: string | null, coinsIn: number, coinsOut: number) => ({
      ...slot(u, 0, casino, machine, start, end, coinsIn, coinsOut),
      id: CS(n),
    });
    await ok(
      c.client
        .from('gambling_sessions')
        .insert([
          at(1, BELLAGIO, PANDA, '2026-07-31 23:30:00', '2026-08-01 00:40:00', 100, 20),
          at(2, CAESARS, CLEO, '2026-08-04 14:00:00', '2026-08-04 15:00:00', 200, 0),
          at(3, BELLAGIO, PANDA, '2025-07-25 20:00:00', '2025-07-25 21:00:00', 300, 100),
          at(4, BELLAGIO, PANDA, '2025-08-15 10:00:00', null, 50, 150),
        ]),
    );
    const jackpot = (
      casino: string | null,
      machine: string | null,
      date: string,
      time: string,
      amount: number,
      withheld: number,
      session: string | null,
    ) => ({
      user_id: u,
      casino_id: casino,
      slot_machine_id: machine,
      jackpot_date: date,
      jackpot_time: time,
      amount,
      tax_withheld: withheld,
      hand_pay: withheld === 0,
      session_id: session,
    });
    await ok(
      c.client
        .from('w2g_jackpots')
        .insert([
          jackpot(BELLAGIO, PANDA, '2026-08-01', '00:10:00', 1500, 0, CS(1)),
          jackpot(null, null, '2026-08-04', '14:30:00', 2000, 480, CS(2)),
          jackpot(CAESARS, CLEO, '2026-08-02', '12:00:00', 1300, 0, null),
        ]),
    );
  });

  it('by hour and by day of the week: the 00:10 Saturday jackpot is in the Friday 11 PM row whose net holds it', async () => {
    const h = await insights(c.client, '2026-01-01', '2026-12-31', 'hour');
    expect(h.rows.map((r) => [r.key, r.sessions, r.net, r.w2g_count])).toEqual([
      ['14', 1, 280, 1], // C2 with J2 (14:30)
      ['23', 1, 1420, 1], // C1 with J1 (00:10 the next day)
    ]);
    expect(h.period).toMatchObject({ sessions: 2, net: 1700, w2g_count: 3 }); // J3 (Sunday noon) has no session, no row
    const w = await insights(c.client, '2026-01-01', '2026-12-31', 'weekday');
    expect(perKey(w)).toEqual({ '2': 1, '5': 1 }); // Tuesday C2 + J2, Friday C1 + J1; no Saturday or Sunday row
  });

  it("by casino, game and manufacturer: a linked jackpot recorded without them is in its session's rows", async () => {
    // Caesars: J2 (C2's casino) and J3 (its own); Bellagio: J1.
    expect(perKey(await insights(c.client, '2026-01-01', '2026-12-31', 'casino'))).toEqual({ [BELLAGIO]: 1, [CAESARS]: 2 });
    expect(perKey(await insights(c.client, '2026-01-01', '2026-12-31', 'game'))).toEqual({ [PANDA]: 1, [CLEO]: 2 });
    const m = await insights(c.client, '2026-01-01', '2026-12-31', 'manufacturer');
    expect(Object.fromEntries(m.rows.map((r) => [r.label, r.w2g_count]))).toEqual({ Aristocrat: 1, IGT: 2 });
  });

  it('by month, with a year earlier on every row: July 2026 holds J1 beside July 2025, August 2026 beside August 2025', async () => {
    const mo = await insights(c.client, '2026-01-01', '2026-12-31', 'month');
    expect(mo.rows.map((r) => [r.key, r.sessions, r.net, r.w2g_count, r.previous && [r.previous.sessions, r.previous.net]])).toEqual([
      ['2026-07', 1, 1420, 1, [1, -200]], // C1 + J1 | C3
      ['2026-08', 1, 280, 2, [1, 100]], // C2 + J2, J3 | C4
    ]);
  });

  it("July alone: C1's jackpot is July's (count and biggest W2G), with July 2025 a year earlier", async () => {
    const july = await insights(c.client, '2026-07-01', '2026-07-31', 'month');
    expect(july.period).toMatchObject({ sessions: 1, money_out: 1520, net: 1420, w2g_count: 1 });
    expect(july.biggest_w2g).toEqual({ amount: 1500, jackpot_date: '2026-08-01', casino: 'Bellagio' });
    expect(july.rows).toHaveLength(1);
    expect(july.rows[0]).toMatchObject({ key: '2026-07', w2g_count: 1, previous: { sessions: 1, money_in: 300, net: -200 } });
    // August alone: J2 and J3 only; the biggest is J2's $2,000, at its session's casino (its own was left empty).
    const august = await insights(c.client, '2026-08-01', '2026-08-31', 'hour');
    expect(august.period).toMatchObject({ sessions: 1, net: 280, w2g_count: 2 });
    expect(august.biggest_w2g).toEqual({ amount: 2000, jackpot_date: '2026-08-04', casino: 'Caesars Palace' });
  });
});

describe('get_play_insights: one definition of the result, the caller only, bad input', () => {
  it("the period's net equals Home's statistics and the sum of get_play_ledger's results for the same records", async () => {
    // 2025 has no live or excluded session: the three RPCs count the same sessions.
    const ins = await insights(a.client, '2025-01-01', '2025-12-31', 'month');
    const stats = (await ok(a.client.rpc('get_play_stats', { p_today: '2025-06-15' }))) as { year: { slot: { net: number } } };
    const ledger = (await ok(a.client.rpc('get_play_ledger', { p_from: '2025-01-01', p_to: '2025-12-31' }))) as {
      slot_sessions: { result: number }[];
    };
    expect(ins.period?.net).toBe(-300);
    expect(stats.year.slot.net).toBe(-300);
    expect(ledger.slot_sessions.reduce((s, r) => s + Number(r.result), 0)).toBe(-300);
    // 2026: the ledger lists all six; without the excluded S5 (-1,000) and the live S6 (-20) its results sum to the same +1,000.
    const ledger26 = (await ok(a.client.rpc('get_play_ledger', { p_from: '2026-01-01', p_to: '2026-12-31' }))) as {
      slot_sessions: { id: string; result: number }[];
    };
    const counted = ledger26.slot_sessions.filter((r) => r.id !== S(5) && r.id !== S(6));
    expect(ledger26.slot_sessions).toHaveLength(6);
    expect(counted.reduce((s, r) => s + Number(r.result), 0)).toBe(1000);
  });

  it("another player's records never appear; B sees only B's session", async () => {
    const bi = await insights(b.client, '2026-01-01', '2026-12-31', 'casino');
    expect(bi.period).toMatchObject({ sessions: 1, money_in: 5000, net: -5000 });
    expect(bi.lifetime).toMatchObject({ sessions: 1 });
    expect(bi.biggest_w2g).toBeNull();
  });

  it('refuses anon, an unknown grouping and a period that ends before it starts', async () => {
    const anon = await emu.anon().rpc('get_play_insights', { p_from: null, p_to: null, p_group: 'casino' });
    expect(anon.error).not.toBeNull();
    const bad = await a.client.rpc('get_play_insights', { p_from: null, p_to: null, p_group: 'luck' });
    expect(bad.error).toMatchObject({ code: '22023', message: 'Unknown grouping: luck' });
    const back = await a.client.rpc('get_play_insights', { p_from: '2026-02-01', p_to: '2026-01-01', p_group: 'casino' });
    expect(back.error).toMatchObject({ code: '22023', message: 'The period ends before it starts' });
  });
});
