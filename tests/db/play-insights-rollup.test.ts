import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Performance: get_play_insights reads whole months from a rollup (stats.slot_insight_months, migration
 * 20260101004600) and only a period's part months from the sessions. Its answer must be the one of a definition
 * that reads every session: tests/db/support/play-insights-direct.sql (migration 20260101004400's function, with a
 * linked W2G counted with its session, a month row's year earlier and the sessions a bonus rate rests on) is
 * installed here beside it as `public.play_insights_direct`, and both are asked the same questions over generated
 * records — every grouping, all time and 40 periods (whole months, part months at either end, one day, a period
 * inside one month, periods with no play) — before and after edits through the API that move the rollup (moved
 * dates, amounts, times, a W2G linked and unlinked, a session left out of statistics, a live machine cashed out,
 * deletes, a bulk insert). The W2Gs' own date, time, casino and game differ from their sessions' (up to five hours
 * later, across midnight and month ends; casino or game left empty). Another player's rows are in the same database
 * and must never count.
 */

type Player = { client: SupabaseClient; userId: string };
const GROUPS = ['casino', 'game', 'manufacturer', 'weekday', 'hour', 'month'] as const;

let emu: TestEmulator;
let a: Player;
let b: Player;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(38);
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
};
const START = '2024-01-01';
const SPAN_DAYS = 3 * 365; // 2024-01-01 .. 2026-12-30

async function ok<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await p;
  if (error) throw error;
  return data as NonNullable<T>;
}

let casinos: string[] = [];
let machines: string[] = [];
let n = 0;
const sid = () => `cccccccc-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function session(userId: string) {
  const date = addDays(START, int(0, SPAN_DAYS - 1));
  const hour = int(0, 23);
  const minute = pick([0, 15, 30, 45, 7]);
  const timed = rand() < 0.7;
  const length = int(5, 300); // minutes, may cross midnight
  const startMs = Date.parse(`${date}T${pad(hour)}:${pad(minute)}:00Z`);
  const end = new Date(startMs + length * 60_000);
  const coinsIn = int(0, 60) * 20;
  const freePlay = rand() < 0.2 ? Math.min(coinsIn, int(1, 10) * 5) : 0;
  return {
    id: sid(),
    user_id: userId,
    casino_id: rand() < 0.1 ? null : pick(casinos),
    // The "Not listed" game is the first player's own: another player's row cannot name it.
    slot_machine_id: rand() < 0.15 ? null : pick(userId === a?.userId ? machines : machines.slice(0, -1)),
    session_date: date,
    session_time: `${pad(hour)}:${pad(minute)}:00`,
    end_date: timed ? day(end) : null,
    end_time: timed ? `${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}:${pad(rand() < 0.2 ? 30 : 0)}` : null,
    coins_in: coinsIn,
    coins_out: rand() < 0.3 ? 0 : int(0, 2400) / 2,
    free_play: freePlay,
    include_in_daily_totals: rand() > 0.05,
    is_live: false,
    bonus_count: rand() < 0.3 ? int(0, 9) : null,
  };
}

/** 40 periods: fixed cases at the month edges and random ones. */
function periods(): [string | null, string | null][] {
  const fixed: [string | null, string | null][] = [
    [null, null],
    ['2025-01-01', '2025-12-31'], // a tax year: whole months only
    ['2025-03-01', '2025-03-31'], // one whole month
    ['2025-03-05', '2025-03-20'], // inside one month
    ['2025-03-15', '2025-04-10'], // two part months, no whole one
    ['2025-03-15', '2026-03-14'], // last 12 months: part months at both ends
    ['2025-03-01', '2025-06-17'], // whole months, then a part month
    ['2025-03-18', '2025-06-30'], // a part month, then whole months
    ['2025-02-28', '2025-02-28'], // one day
    ['2024-02-29', '2024-03-01'], // a leap day and the next
    ['2023-01-01', '2023-12-31'], // before any play
    ['2020-01-01', '2030-12-31'], // around everything
  ];
  const random: [string, string][] = [];
  while (random.length < 28) {
    const lo = addDays('2023-11-01', int(0, SPAN_DAYS + 90));
    random.push([lo, addDays(lo, int(0, 800))]);
  }
  return [...fixed, ...random];
}

/** Rows of (group, period) where the two definitions answer differently, with both answers. */
async function differences(userId: string) {
  const cases = periods().flatMap(([lo, hi]) => GROUPS.map((g) => ({ g, lo, hi })));
  return emu.ctx.db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
    await tx.exec('set local role authenticated');
    const out = await tx.query<{ g: string; lo: string | null; hi: string | null; rollup: unknown; direct: unknown }>(
      `select c.g, c.lo, c.hi, r.rollup, r.direct
         from jsonb_to_recordset($1::jsonb) as c (g text, lo date, hi date)
        cross join lateral (select public.get_play_insights(c.g, c.lo, c.hi) as rollup,
                                   public.play_insights_direct(c.g, c.lo, c.hi) as direct) r
        where r.rollup is distinct from r.direct`,
      [JSON.stringify(cases)],
    );
    await tx.rollback();
    return { compared: cases.length, differing: out.rows };
  });
}

beforeAll(async () => {
  emu = await startTestEmulator();
  // The definition that reads every session, under its own name.
  await emu.sql(
    readFileSync(path.join(__dirname, 'support/play-insights-direct.sql'), 'utf8') +
      '\ngrant execute on function public.play_insights_direct(text, date, date) to authenticated;',
  );

  a = await emu.signUpUser();
  b = await emu.signUpUser();
  const { rows: c } = await emu.ctx.db.query<{ id: string }>(`select id from public.casinos order by name limit 12`);
  // Catalog games from several manufacturers, one without a manufacturer, and the player's own "Not listed" game.
  const { rows: m } = await emu.ctx.db.query<{ id: string }>(
    `(select distinct on (manufacturer) id from public.slot_machines where added_by is null order by manufacturer, name limit 8)
     union all (select id from public.slot_machines where added_by is null order by name limit 6)`,
  );
  casinos = c.map((r) => r.id);
  const own = await ok(a.client.from('slot_machines').insert({ name: 'My odd one', added_by: a.userId }).select('id').single());
  machines = [...new Set(m.map((r) => r.id)), own.id];
  expect(casinos.length).toBeGreaterThanOrEqual(5);
  expect(machines.length).toBeGreaterThanOrEqual(8);

  const rows = Array.from({ length: 600 }, () => session(a.userId));
  for (let i = 0; i < rows.length; i += 200) await ok(a.client.from('gambling_sessions').insert(rows.slice(i, i + 200)));
  await ok(b.client.from('gambling_sessions').insert(Array.from({ length: 40 }, () => session(b.userId))));
  // Jackpots linked to some sessions (their money out and result move), some unlinked; hand paid or paid by the
  // machine with tax withheld; each at its own moment up to five hours after its session's start, and now and then
  // with no casino or game of its own.
  const w2g = rows.slice(0, 30).map((r, i) => {
    const at = new Date(Date.parse(`${r.session_date}T${r.session_time}Z`) + int(0, 300) * 60_000);
    const handPay = rand() < 0.7;
    return {
      user_id: a.userId,
      casino_id: rand() < 0.2 ? null : r.casino_id,
      slot_machine_id: rand() < 0.2 ? null : r.slot_machine_id,
      jackpot_date: day(at),
      jackpot_time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`,
      amount: 1200 + i * 37,
      tax_withheld: handPay ? 0 : 300,
      hand_pay: handPay,
      session_id: i % 3 === 2 ? null : r.id,
    };
  });
  await ok(a.client.from('w2g_jackpots').insert(w2g));
}, 120_000);
afterAll(async () => emu?.close());

describe('get_play_insights from monthly rollups equals the definition that read every session', () => {
  it('over 600 generated sessions and 30 W2Gs: 40 periods × 6 groupings, 0 differences', async () => {
    const { compared, differing } = await differences(a.userId);
    expect(compared).toBe(240);
    expect(differing).toEqual([]);
    // Not vacuous: the player has play in the fixed periods, and the rollup holds their months.
    const y = (await ok(a.client.rpc('get_play_insights', { p_group: 'month', p_from: '2025-01-01', p_to: '2025-12-31' }))) as {
      period: { sessions: number } | null;
      rows: unknown[];
    };
    expect(y.period?.sessions).toBeGreaterThan(100);
    expect(y.rows).toHaveLength(12);
  });

  it('after edits through the API that move the rollup, still 0 differences', async () => {
    const { data: mine } = await a.client.from('gambling_sessions').select('id, session_date, coins_in').order('id').limit(120);
    const ids = (mine ?? []).map((r) => r.id as string);
    expect(ids).toHaveLength(120);
    // Moved to another month, amounts and times changed, left out of statistics and back, deleted.
    for (const [i, id] of ids.slice(30, 45).entries()) {
      const patch =
        i % 5 === 0
          ? { session_date: addDays(START, int(0, SPAN_DAYS - 1)), end_date: null, end_time: null }
          : i % 5 === 1
            ? { coins_out: int(0, 3000), bonus_count: int(0, 4) }
            : i % 5 === 2
              ? { include_in_daily_totals: false }
              : i % 5 === 3
                ? { session_time: '03:00:00', end_date: null, end_time: null, free_play: 0 }
                : { casino_id: pick(casinos), slot_machine_id: pick(machines) };
      const done = await ok(a.client.from('gambling_sessions').update(patch).eq('id', id).select('id'));
      expect(done).toHaveLength(1);
    }
    const gone = await ok(a.client.from('gambling_sessions').delete().in('id', ids.slice(45, 60)).select('id'));
    expect(gone).toHaveLength(15);
    // A W2G unlinked, one linked, one deleted.
    const { data: jackpots } = await a.client.from('w2g_jackpots').select('id, session_id').order('amount');
    const linked = (jackpots ?? []).filter((j) => j.session_id);
    await ok(a.client.from('w2g_jackpots').update({ session_id: null }).eq('id', linked[0].id).select('id'));
    await ok(a.client.from('w2g_jackpots').delete().eq('id', linked[1].id).select('id'));
    // A live machine started (not counted), then cashed out (counted).
    const live = { ...session(a.userId), session_date: '2025-03-20', end_date: null, end_time: null, is_live: true };
    await ok(a.client.from('gambling_sessions').insert(live));
    await ok(a.client.from('gambling_sessions').update({ is_live: false, coins_out: 55, end_date: '2025-03-20', end_time: '23:59:00' }).eq('id', live.id).select('id'));
    // A bulk insert in one statement.
    await ok(a.client.from('gambling_sessions').insert(Array.from({ length: 80 }, () => session(a.userId))));

    const { compared, differing } = await differences(a.userId);
    expect(compared).toBe(240);
    expect(differing).toEqual([]);
  });

  it("the other player's answers are theirs: 0 differences for B, and A's rollup rows are not B's to read", async () => {
    const { differing } = await differences(b.userId);
    expect(differing).toEqual([]);
    const total = (await ok(b.client.rpc('get_play_insights', { p_group: 'casino' }))) as { period: { sessions: number } | null };
    const { rows } = await emu.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from public.gambling_sessions where user_id = $1 and include_in_daily_totals and not is_live`,
      [b.userId],
    );
    expect(total.period?.sessions).toBe(rows[0].n);
    // RLS of the rollup attacked: as B, asking for A's rows by id gives none; as A, they are there.
    const visible = async (as: string) =>
      emu.ctx.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: as, role: 'authenticated' })]);
        await tx.exec('set local role authenticated');
        const r = await tx.query<{ n: number }>(`select count(*)::int as n from stats.slot_insight_months where user_id = $1`, [a.userId]);
        await tx.rollback();
        return r.rows[0].n;
      });
    expect(await visible(b.userId)).toBe(0);
    expect(await visible(a.userId)).toBeGreaterThan(100);
  });
});
