import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { createAuthUser, queryAs, rpcJson } from './support/sql-actor';
import { seededRandom } from '../../src/test/seeded-random';

/**
 * get_play_stats reads trigger-maintained rollups (schema stats). A seeded random sequence of
 * inserts, updates (moving days and players, toggling include_in_daily_totals, completing and
 * reopening visits, changing casinos and machines) and deletes, as players and as the superuser;
 * after every few steps get_play_stats must equal a brute-force recomputation over the raw rows,
 * and every rollup row must equal a recount from the sessions (no leftover or missing rows).
 */
const P = '5b000000-0000-4000-8000-000000000001';
const Q = '5b000000-0000-4000-8000-000000000002';
const USERS = [P, Q];
const C = ['5bc00000-0000-4000-8000-000000000001', '5bc00000-0000-4000-8000-000000000002', '5bc00000-0000-4000-8000-000000000003'];
const DOOMED = '5bc00000-0000-4000-8000-000000000004';
const M = ['5b500000-0000-4000-8000-000000000001', '5b500000-0000-4000-8000-000000000002', '5b500000-0000-4000-8000-000000000003'];
const DAYS = ['2024-12-31', '2025-01-01', '2025-02-28', '2025-03-01', '2025-03-15', '2025-03-31', '2025-12-31', '2026-01-01'];
const TODAYS = ['2024-12-31', '2025-01-01', '2025-03-15', '2025-12-31', '2026-01-01'];
const COINS = [0, 10, 25.5, 50, 100, 100, 250.25];
const FREE_PLAY = [5, 10, 25, 40.5];

type Money = number;
interface Period {
  slot: {
    sessions: number; coins_in: Money; coins_out: Money; free_play: Money; hand_pays: Money; net: Money;
    most_won_casino: string | null; most_won_slot: string | null;
  };
  casino: { visits: number; cash_in: Money; cash_out: Money; net: Money };
}
type Stats = Record<string, Period>;
interface Slot {
  user_id: string; d: string; casino_id: string | null; slot_machine_id: string | null; coins_in: string; coins_out: string;
  free_play: string; net_result: string; include_in_daily_totals: boolean;
}
interface Visit { user_id: string; d: string; casino_id: string | null; total_cash_in: string; final_cash: string | null; net_result: string | null }

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await createAuthUser(emu.ctx.db, P, 'p@rollups.test');
  await createAuthUser(emu.ctx.db, Q, 'q@rollups.test');
  // Equal names on purpose: ties between equal winnings then fall to the smaller id.
  await emu.sql(`
    insert into public.casinos (id, name) values ('${C[0]}', 'Rollup Alpha'), ('${C[1]}', 'Rollup Alpha'),
      ('${C[2]}', 'Rollup Bravo'), ('${DOOMED}', 'Rollup Doomed');
    insert into public.slot_machines (id, name, slot_name) values ('${M[0]}', 'Rollup Reels', 'Rollup Gold'),
      ('${M[1]}', 'Rollup Gold', null), ('${M[2]}', 'Rollup Cherry', '  ');`);
});
afterAll(async () => emu?.close());

const cents = (v: string | number | null) => Math.round(Number(v ?? 0) * 100);
const q = async <R>(sql: string, params: unknown[] = []) => (await emu.ctx.db.query<R>(sql, params)).rows;

/** Winner of a {id: net} map: the largest positive net, then alphabetically first name, then smaller id; none when no net is above 0. */
function mostWon(won: Map<string, number>, name: (id: string) => string): string | null {
  const ranked = [...won.entries()].filter(([, net]) => net > 0).sort(([a, x], [b, y]) =>
    y - x || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0) || (a < b ? -1 : a > b ? 1 : 0));
  return ranked.length ? name(ranked[0][0]) : null;
}

/**
 * The rules of get_play_stats, recomputed in JS over the raw rows (a slot session's net is its result: coins out - coins in
 * + free play + linked jackpots; hand pays are the linked jackpots' part, jackpot_net). Most Won: the largest positive
 * net of all the sessions at a casino (machine), so a casino where the player lost overall is never named. A machine's
 * name: its full name, else its alternative name. Money in cents.
 */
async function bruteForce(user: string, today: string): Promise<Stats> {
  const slots = await q<Slot & { jackpot_net: string }>(`select user_id, session_date::text as d, casino_id, slot_machine_id, coins_in,
    coins_out, free_play, jackpot_net, result as net_result, include_in_daily_totals from public.gambling_sessions where user_id = $1`, [user]);
  const visits = await q<Visit>(`select user_id, arrival_date::text as d, casino_id, total_cash_in, final_cash, net_result
    from public.casino_sessions where user_id = $1`, [user]);
  const casinoName = new Map((await q<{ id: string; name: string }>('select id, name from public.casinos')).map((r) => [r.id, r.name]));
  const slotName = new Map((await q<{ id: string; name: string; slot_name: string | null }>('select id, name, slot_name from public.slot_machines'))
    .map((r) => [r.id, r.name.trim() || r.slot_name?.trim() || 'Unknown Slot']));
  const inPeriod: Record<string, (d: string) => boolean> = {
    today: (d) => d === today, month: (d) => d.slice(0, 7) === today.slice(0, 7),
    year: (d) => d.slice(0, 4) === today.slice(0, 4), all_time: () => true,
  };
  const out: Stats = {};
  for (const [k, has] of Object.entries(inPeriod)) {
    const s = slots.filter((r) => r.include_in_daily_totals !== false && has(r.d));
    const byCasino = new Map<string, number>();
    const byMachine = new Map<string, number>();
    for (const r of s) {
      if (r.casino_id) byCasino.set(r.casino_id, (byCasino.get(r.casino_id) ?? 0) + cents(r.net_result));
      if (r.slot_machine_id) byMachine.set(r.slot_machine_id, (byMachine.get(r.slot_machine_id) ?? 0) + cents(r.net_result));
    }
    const v = visits.filter((r) => r.final_cash !== null && has(r.d));
    const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);
    out[k] = {
      slot: {
        sessions: s.length, coins_in: sum(s, (r) => cents(r.coins_in)), coins_out: sum(s, (r) => cents(r.coins_out)),
        free_play: sum(s, (r) => cents(r.free_play)), hand_pays: sum(s, (r) => cents(r.jackpot_net)),
        net: sum(s, (r) => cents(r.net_result)),
        most_won_casino: mostWon(byCasino, (id) => casinoName.get(id) ?? '?'),
        most_won_slot: mostWon(byMachine, (id) => slotName.get(id) ?? '?'),
      },
      casino: {
        visits: new Set(v.map((r) => `${r.casino_id}|${r.d}`)).size, cash_in: sum(v, (r) => cents(r.total_cash_in)),
        cash_out: sum(v, (r) => cents(r.final_cash)), net: sum(v, (r) => cents(r.net_result)),
      },
    };
  }
  return out;
}

/** get_play_stats as the player, with money converted to cents like bruteForce. */
async function viaRpc(user: string, today: string): Promise<Stats> {
  const s = await rpcJson<Stats>(emu.ctx.db, user, 'public.get_play_stats($1::date)', [today]);
  return Object.fromEntries(Object.entries(s).map(([k, p]) => [k, {
    slot: {
      ...p.slot, coins_in: cents(p.slot.coins_in), coins_out: cents(p.slot.coins_out), free_play: cents(p.slot.free_play),
      hand_pays: cents(p.slot.hand_pays), net: cents(p.slot.net),
    },
    casino: { ...p.casino, cash_in: cents(p.casino.cash_in), cash_out: cents(p.casino.cash_out), net: cents(p.casino.net) },
  }]));
}

/** Rollup rows that differ from a recount over the sessions (both directions). */
const ROLLUP_DRIFT = `
with slot as (select * from public.gambling_sessions where include_in_daily_totals is not false),
visit as (select * from public.casino_sessions where final_cash is not null),
grains (grain) as (values ('month'), ('year')),
sm as (select user_id, date_trunc('month', session_date)::date as month, count(*) as sessions, sum(coins_in) as coins_in,
         sum(coins_out) as coins_out, sum(result) as net, sum(free_play) as free_play from slot group by 1, 2),
cm as (select user_id, date_trunc('month', arrival_date)::date as month, count(*) as sessions,
         count(distinct (casino_id, arrival_date)) as visits, sum(total_cash_in) as cash_in, sum(final_cash) as cash_out,
         sum(net_result) as net from visit group by 1, 2),
cw as (select user_id, grain, date_trunc(grain, session_date)::date as period, casino_id, sum(result) as won, count(*) as sessions
         from slot cross join grains where casino_id is not null group by 1, 2, 3, 4),
mw as (select user_id, grain, date_trunc(grain, session_date)::date as period, slot_machine_id, sum(result) as won, count(*) as sessions
         from slot cross join grains where slot_machine_id is not null group by 1, 2, 3, 4)
select 'slot_months' as t, count(*)::int as n from ((select * from sm except all select * from stats.slot_months)
  union all (select * from stats.slot_months except all select * from sm)) x
union all select 'casino_months', count(*)::int from ((select * from cm except all select * from stats.casino_months)
  union all (select * from stats.casino_months except all select * from cm)) x
union all select 'slot_casino_wins', count(*)::int from ((select * from cw except all select * from stats.slot_casino_wins)
  union all (select * from stats.slot_casino_wins except all select * from cw)) x
union all select 'slot_machine_wins', count(*)::int from ((select * from mw except all select * from stats.slot_machine_wins)
  union all (select * from stats.slot_machine_wins except all select * from mw)) x`;

async function expectExact(step: string): Promise<void> {
  const drift = await q<{ t: string; n: number }>(ROLLUP_DRIFT);
  expect({ step, drift }).toEqual({ step, drift: drift.map((d) => ({ ...d, n: 0 })) });
  for (const user of USERS) {
    for (const today of TODAYS) {
      expect({ step, user, today, stats: await viaRpc(user, today) }).toEqual({ step, user, today, stats: await bruteForce(user, today) });
    }
  }
}

describe('get_play_stats over trigger-maintained rollups', () => {
  it('stays exact through a random sequence of inserts, updates and deletes', async () => {
    const rand = seededRandom(20260101);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
    const lit = (v: string | number | null) => (v === null ? 'null' : `'${v}'`);
    /** Runs as the player (RLS and triggers as in a real request); the statement must succeed. */
    const asPlayer = async (user: string, sql: string) => {
      const res = await queryAs(emu.ctx.db, user, sql);
      expect(res.error).toBeNull();
    };
    const anyRow = async (table: string): Promise<{ id: string; user_id: string } | undefined> => {
      const rows = await q<{ id: string; user_id: string }>(`select id, user_id from ${table} where user_id in ('${P}', '${Q}') order by id`);
      return rows.length ? pick(rows) : undefined;
    };
    let casinos = [...C, DOOMED];
    const casinoOrNull = () => (rand() < 0.15 ? null : pick(casinos));
    const machineOrNull = () => (rand() < 0.15 ? null : pick(M));
    // Half the rows land on one day, so visits share casinos and winnings tie.
    const day = () => (rand() < 0.5 ? '2025-03-15' : pick(DAYS));
    const cashEntries = () => JSON.stringify(Array.from({ length: Math.floor(rand() * 3) }, (_, i) =>
      ({ amount: pick([5, 20, 40.5]), timestamp: `2025-01-0${i + 1}T10:00:00Z`, note: 'ATM' })));

    const ops: Array<() => Promise<void>> = [
      async () => {
        // A third of the sessions had free play: part or all of the money in.
        const coinsIn = pick(COINS);
        const freePlay = rand() < 0.33 ? Math.min(coinsIn, pick(FREE_PLAY)) : 0;
        await asPlayer(pick(USERS), `insert into public.gambling_sessions (user_id, session_date, casino_id, slot_machine_id,
          coins_in, coins_out, free_play, include_in_daily_totals) values ((select auth.uid()), ${lit(day())}, ${lit(casinoOrNull())},
          ${lit(machineOrNull())}, ${coinsIn}, ${pick(COINS)}, ${freePlay}, ${rand() < 0.8})`);
      },
      async () => {
        // A W2G linked to a slot session: a hand pay moves its result by the amount, a machine pay by the tax withheld.
        const row = await anyRow('public.gambling_sessions');
        if (!row) return;
        await asPlayer(row.user_id, `insert into public.w2g_jackpots (user_id, session_id, jackpot_date, amount, tax_withheld, hand_pay)
          values ((select auth.uid()), '${row.id}', '2025-03-15', ${pick([1200, 1500, 2500.5])}, ${pick([0, 60, 125.25])}, ${rand() < 0.6})`);
      },
      async () => {
        const row = await anyRow('public.w2g_jackpots');
        if (row) await asPlayer(row.user_id, `delete from public.w2g_jackpots where id = '${row.id}'`);
      },
      () => asPlayer(pick(USERS), `insert into public.casino_sessions (user_id, casino_id, arrival_date, starting_cash,
          additional_cash, final_cash) values ((select auth.uid()), ${lit(casinoOrNull())}, ${lit(day())}, ${pick([0, 20, 100])},
          '${cashEntries()}', ${rand() < 0.7 ? pick([0, 50, 120.25, 300]) : 'null'})`),
      async () => {
        const row = await anyRow('public.gambling_sessions');
        if (!row) return;
        const set = pick([
          `session_date = ${lit(day())}`, 'include_in_daily_totals = not include_in_daily_totals',
          `casino_id = ${lit(casinoOrNull())}`, `slot_machine_id = ${lit(machineOrNull())}`,
          `coins_in = ${pick(COINS)}, coins_out = ${pick(COINS)}, free_play = 0`, `notes = 'edited'`,
          `free_play = least(coins_in, ${pick(FREE_PLAY)})`,
        ]);
        await asPlayer(row.user_id, `update public.gambling_sessions set ${set} where id = '${row.id}'`);
      },
      async () => {
        const row = await anyRow('public.casino_sessions');
        if (!row) return;
        const set = pick([
          `final_cash = ${pick([0, 50, 120.25, 300])}`, 'final_cash = null', `casino_id = ${lit(casinoOrNull())}`,
          `arrival_date = ${lit(day())}`, `additional_cash = '${cashEntries()}'`, `starting_cash = ${pick([0, 20, 100])}`,
        ]);
        await asPlayer(row.user_id, `update public.casino_sessions set ${set} where id = '${row.id}'`);
      },
      async () => {
        const table = pick(['public.gambling_sessions', 'public.casino_sessions']);
        const row = await anyRow(table);
        if (row) await asPlayer(row.user_id, `delete from ${table} where id = '${row.id}'`);
      },
      async () => {
        // Superuser: move a session to the other player (players cannot).
        const table = pick(['public.gambling_sessions', 'public.casino_sessions']);
        const row = await anyRow(table);
        if (row) await emu.sql(`update ${table} set user_id = '${row.user_id === P ? Q : P}' where id = '${row.id}'`);
      },
      async () => {
        // Multi-row statements: shift a day's sessions, or complete every open visit of a day.
        const user = pick(USERS);
        const d = pick(DAYS);
        await asPlayer(user, rand() < 0.5
          ? `update public.gambling_sessions set session_date = session_date + 1 where session_date = '${d}'`
          : `update public.casino_sessions set final_cash = 60 where final_cash is null and arrival_date = '${d}'`);
      },
    ];

    for (let step = 1; step <= 200; step++) {
      await pick(ops)();
      if (step === 120) {
        // A casino that records name cannot be deleted (it is archived instead): the delete is refused and
        // the rollups stay exact; it leaves the pool of casinos new rows pick.
        await expect(emu.sql(`delete from public.casinos where id = '${DOOMED}'`)).rejects.toThrow(/foreign key/);
        await emu.sql(`update public.casinos set archived_at = now() where id = '${DOOMED}'`);
        casinos = C;
      }
      if (step % 20 === 0) await expectExact(`step ${step}`);
    }
    const counts = await q<{ s: number; v: number }>(`select (select count(*)::int from public.gambling_sessions where user_id in ('${P}', '${Q}')) as s,
      (select count(*)::int from public.casino_sessions where user_id in ('${P}', '${Q}')) as v`);
    expect(counts[0].s).toBeGreaterThan(5);
    expect(counts[0].v).toBeGreaterThan(5);
  });
});

describe('casino visits in the rollups', () => {
  const V = '5b000000-0000-4000-8000-000000000003';
  const month = async () => (await rpcJson<Stats>(emu.ctx.db, V, "public.get_play_stats('2025-05-20')")).month.casino;
  const visit = async (sql: string) => expect((await queryAs(emu.ctx.db, V, sql)).error).toBeNull();

  it('counts one visit per casino and day while any of its sessions is completed', async () => {
    await createAuthUser(emu.ctx.db, V, 'v@rollups.test');
    await visit(`insert into public.casino_sessions (id, user_id, casino_id, arrival_date, starting_cash, final_cash) values
      ('5bcc0000-0000-4000-8000-000000000001', (select auth.uid()), '${C[0]}', '2025-05-02', 100, 150),
      ('5bcc0000-0000-4000-8000-000000000002', (select auth.uid()), '${C[0]}', '2025-05-02', 50, null)`);
    expect(await month()).toEqual({ visits: 1, cash_in: 100, cash_out: 150, net: 50 });

    await visit("update public.casino_sessions set final_cash = 10 where id = '5bcc0000-0000-4000-8000-000000000002'");
    expect(await month()).toEqual({ visits: 1, cash_in: 150, cash_out: 160, net: 10 });

    await visit(`update public.casino_sessions set casino_id = '${C[1]}' where id = '5bcc0000-0000-4000-8000-000000000002'`);
    expect(await month()).toEqual({ visits: 2, cash_in: 150, cash_out: 160, net: 10 });

    await visit("update public.casino_sessions set final_cash = null where id = '5bcc0000-0000-4000-8000-000000000001'");
    expect(await month()).toEqual({ visits: 1, cash_in: 50, cash_out: 10, net: -40 });

    await visit("update public.casino_sessions set arrival_date = '2025-04-30' where id = '5bcc0000-0000-4000-8000-000000000002'");
    expect(await month()).toEqual({ visits: 0, cash_in: 0, cash_out: 0, net: 0 });
    const rows = await q<{ month: string; visits: string }>(
      `select month::text, visits::text from stats.casino_months where user_id = '${V}' order by month`);
    expect(rows).toEqual([{ month: '2025-04-01', visits: '1' }]);
  });

  it('empties a player\'s rollups when the player is deleted', async () => {
    await emu.sql(`insert into public.gambling_sessions (user_id, session_date, casino_id, slot_machine_id, coins_in, coins_out)
      values ('${V}', '2025-05-03', '${C[2]}', '${M[0]}', 5, 500)`);
    const count = async () => (await q<{ n: number }>(`select ((select count(*) from stats.slot_months where user_id = '${V}')
      + (select count(*) from stats.casino_months where user_id = '${V}') + (select count(*) from stats.slot_casino_wins where user_id = '${V}')
      + (select count(*) from stats.slot_machine_wins where user_id = '${V}'))::int as n`))[0].n;
    expect(await count()).toBe(6);
    await emu.sql(`delete from auth.users where id = '${V}'`);
    expect(await count()).toBe(0);
  });
});

describe('access to the rollups', () => {
  const R = '5b000000-0000-4000-8000-000000000004';
  beforeAll(async () => {
    await createAuthUser(emu.ctx.db, R, 'r@rollups.test');
    await emu.sql(`insert into public.gambling_sessions (user_id, session_date, casino_id, coins_in, coins_out)
      values ('${R}', '2025-07-01', '${C[0]}', 1, 3)`);
  });

  it('lets a player read only their own rollup rows', async () => {
    const own = await queryAs<{ user_id: string; k: string; v: string }>(emu.ctx.db, R,
      `select user_id, month::text as k, sessions::text as v from stats.slot_months
       union all select user_id, grain || ' ' || period, won::text from stats.slot_casino_wins order by 2`);
    expect(own).toEqual({ rows: [
      { user_id: R, k: '2025-07-01', v: '1' }, { user_id: R, k: 'month 2025-07-01', v: '2.00' }, { user_id: R, k: 'year 2025-01-01', v: '2.00' },
    ], error: null });
    const other = await queryAs(emu.ctx.db, P, `select 1 from stats.slot_months where user_id = '${R}'`);
    expect(other).toEqual({ rows: [], error: null });
  });

  it('refuses anonymous reads and every direct write by a player', async () => {
    expect((await queryAs(emu.ctx.db, null, 'select 1 from stats.slot_months')).error?.code).toBe('42501');
    for (const sql of [
      `insert into stats.slot_months (user_id, month, sessions, coins_in, coins_out, net) values ('${R}', '2025-08-01', 1, 0, 0, 0)`,
      `update stats.slot_months set sessions = 99 where user_id = '${R}'`,
      `delete from stats.slot_casino_wins where user_id = '${R}'`,
      `update stats.casino_months set visits = 9 where user_id = '${R}'`,
      `select stats.apply_slot_deltas(array[row('${R}', '2025-07-01', null, null, 0, 100, 100, 1, 0)::stats.slot_delta])`,
    ]) {
      expect({ sql, code: (await queryAs(emu.ctx.db, R, sql)).error?.code }).toEqual({ sql, code: '42501' });
    }
    const after = await q<{ sessions: string }>(`select sessions::text from stats.slot_months where user_id = '${R}'`);
    expect(after).toEqual([{ sessions: '1' }]);
  });

  it('empties the rollups when the sessions tables are truncated', async () => {
    await emu.sql('truncate public.casino_sessions cascade; truncate public.gambling_sessions cascade');
    const left = await q<{ n: number }>(`select ((select count(*) from stats.slot_months) + (select count(*) from stats.casino_months)
      + (select count(*) from stats.slot_casino_wins) + (select count(*) from stats.slot_machine_wins))::int as n`);
    expect(left).toEqual([{ n: 0 }]);
  });
});
