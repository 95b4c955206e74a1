/**
 * get_play_stats at scale: one player with 20,000 slot sessions and 5,000 casino sessions.
 * Times 200 RPC calls (p50/p95; target p95 <= 20 ms) against what a naive client does:
 * download the stats columns through /rest/v1, 1000 rows a page, and aggregate in JS.
 * get_play_stats reads trigger-maintained rollups (schema stats, migration 20260101001600), so
 * it also prints how many rollup rows back the player and what the triggers add to a write.
 */
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startEmulator } from '../emulator/server';
import { signJwt } from '../emulator/jwt';
import { DEFAULT_JWT_SECRET } from '../emulator/config';
import { runAs, type Db, type RequestAuth } from '../emulator/db';
import { fmt, percentile, timeMany } from './stats-util';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const USER = 'b0000000-0000-4000-8000-000000000001';
const TODAY = '2025-06-15';

const SEED_SQL = `
insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at)
values ('${USER}', 'authenticated', 'authenticated', 'bench@stats.test', '{}', now());
insert into public.casinos (name) select 'Bench Casino ' || i from generate_series(1, 20) i;
insert into public.slot_machines (name, slot_name) select 'Bench Slot ' || i, case when i % 2 = 0 then 'Alt ' || i end
  from generate_series(1, 50) i;
with c as (select array_agg(id order by name) ids from public.casinos),
     m as (select array_agg(id order by name) ids from public.slot_machines)
insert into public.gambling_sessions (user_id, casino_id, slot_machine_id, session_date, coins_in, coins_out, include_in_daily_totals)
select '${USER}', c.ids[1 + i % 20], m.ids[1 + i % 50], date '2023-01-01' + (i % 1000),
       (i % 400) + 20, (i * 7919) % 600, i % 17 <> 0
from generate_series(1, 20000) i, c, m;
with c as (select array_agg(id order by name) ids from public.casinos)
insert into public.casino_sessions (user_id, casino_id, arrival_date, starting_cash, additional_cash, final_cash)
select '${USER}', c.ids[1 + i % 20], date '2023-01-01' + (i % 1000), 100 + i % 300,
       jsonb_build_array(jsonb_build_object('amount', i % 100, 'timestamp', '2024-01-01T10:00:00Z', 'note', 'ATM')),
       case when i % 10 = 0 then null else (i * 31) % 700 end
from generate_series(1, 5000) i, c;
analyze;
`;

/** The parts of get_play_stats' answer compared with the naive aggregate. */
type RpcStats = Record<string, { slot: { sessions: number; net: number }; casino: { visits: number; cash_in: number } }>;

interface SlotRow {
  session_date: string;
  coins_in: number;
  coins_out: number;
  net_result: number;
  casino_id: string | null;
  slot_machine_id: string | null;
  include_in_daily_totals: boolean | null;
}
interface VisitRow {
  arrival_date: string;
  casino_id: string | null;
  starting_cash: number;
  total_cash_in: number;
  final_cash: number | null;
  net_result: number | null;
}

async function downloadAll<T>(client: SupabaseClient, table: string, columns: string): Promise<T[]> {
  const out: T[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client.from(table).select(columns).eq('user_id', USER).order('id').range(from, from + 999);
    if (error) throw error;
    out.push(...(data as T[]));
    if (!data || data.length < 1000) return out;
  }
}

/** The original client's way: filter and sum in the browser, per period. */
function aggregate(slots: SlotRow[], visits: VisitRow[], today: string) {
  const month = today.slice(0, 7);
  const year = today.slice(0, 4);
  const periods = { today: (d: string) => d === today, month: (d: string) => d.startsWith(month), year: (d: string) => d.startsWith(year), all_time: () => true };
  return Object.fromEntries(
    Object.entries(periods).map(([k, inPeriod]) => {
      const s = slots.filter((r) => r.include_in_daily_totals !== false && inPeriod(r.session_date));
      const won = new Map<string, number>();
      for (const r of s) if (r.net_result > 0 && r.casino_id) won.set(r.casino_id, (won.get(r.casino_id) ?? 0) + Number(r.net_result));
      const v = visits.filter((r) => r.final_cash !== null && inPeriod(r.arrival_date));
      return [k, {
        sessions: s.length,
        net: s.reduce((a, r) => a + Number(r.net_result), 0),
        mostWon: [...won.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
        visits: new Set(v.map((r) => `${r.casino_id}|${r.arrival_date}`)).size,
        cashIn: v.reduce((a, r) => a + Number(r.total_cash_in), 0),
      }];
    }),
  );
}

/** CPU time (user + system, ms) of each of `n` sequential calls; PGlite runs on this thread. */
async function cpuMany(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    await fn();
    const c = process.cpuUsage(c0);
    out.push((c.user + c.system) / 1000);
  }
  return out;
}

/** Sizes of the rollups that get_play_stats reads for the player (null when the migration is absent). */
async function rollupRows(db: Db): Promise<string | null> {
  const exists = await db.query<{ ok: boolean }>("select to_regclass('stats.slot_months') is not null as ok");
  if (!exists.rows[0].ok) return null;
  const res = await db.query<{ t: string; n: number }>(`select t, n from (
    select 1 as o, 'slot_months' as t, count(*)::int as n from stats.slot_months where user_id = $1
    union all select 2, 'casino_months', count(*)::int from stats.casino_months where user_id = $1
    union all select 3, 'slot_casino_wins', count(*)::int from stats.slot_casino_wins where user_id = $1
    union all select 4, 'slot_machine_wins', count(*)::int from stats.slot_machine_wins where user_id = $1) x order by o`, [USER]);
  return res.rows.map((r) => `${r.t} ${r.n}`).join(', ');
}

/**
 * p50/p95 of one slot-session insert + update (moves its day) + delete as the player, with the
 * rollup triggers enabled or disabled. With them disabled the row is deleted before they come back,
 * so the rollups stay exact.
 */
async function writeCost(db: Db, auth: RequestAuth, triggers: boolean): Promise<string> {
  const toggle = triggers ? 'enable' : 'disable';
  await db.exec(`alter table public.gambling_sessions ${toggle} trigger gambling_sessions_rollup`);
  try {
    const samples = await timeMany(100, () => runAs(db, auth, async (tx) => {
      const row = await tx.query<{ id: string }>(`insert into public.gambling_sessions (user_id, session_date, casino_id, coins_in, coins_out)
        select $1, $2::date, id, 10, 25 from public.casinos order by name limit 1 returning id`, [USER, TODAY]);
      const id = row.rows[0].id;
      await tx.query("update public.gambling_sessions set session_date = session_date - 40 where id = $1", [id]);
      await tx.query('delete from public.gambling_sessions where id = $1', [id]);
    }));
    return `p50 ${fmt(percentile(samples, 50))}, p95 ${fmt(percentile(samples, 95))}`;
  } finally {
    await db.exec('alter table public.gambling_sessions enable trigger gambling_sessions_rollup');
  }
}

export default async function main(): Promise<void> {
  const emu = await startEmulator({ port: 0, seed: false, dbThread: 'main' });
  try {
    const t0 = performance.now();
    await emu.ctx.db.exec(SEED_SQL);
    console.log(`seeded 20,000 slot + 5,000 casino sessions in ${fmt(performance.now() - t0)}`);

    const token = signJwt(
      { sub: USER, role: 'authenticated', aud: 'authenticated', email: 'bench@stats.test', exp: Math.floor(Date.now() / 1000) + 3600 },
      DEFAULT_JWT_SECRET,
    );
    const client = createClient(emu.url, emu.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });

    const auth = { role: 'authenticated' as const, claims: { sub: USER, role: 'authenticated', aud: 'authenticated' } };
    const viaSql = () => runAs(emu.ctx.db, auth, (tx) => tx.query<{ s: RpcStats }>('select public.get_play_stats($1::date) as s', [TODAY]));
    const probe = await client.rpc('get_play_stats', { p_today: TODAY });
    const viaRest = !probe.error;
    const call = viaRest
      ? async () => {
          const { error } = await client.rpc('get_play_stats', { p_today: TODAY });
          if (error) throw error;
        }
      : viaSql;
    await timeMany(10, call);
    const samples = await timeMany(200, call);
    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    console.log(`get_play_stats via ${viaRest ? 'supabase-js rpc (/rest/v1/rpc)' : 'runAs (SQL; /rest/v1/rpc not available: ' + probe.error?.message + ')'}: 200 calls p50 ${fmt(p50)}, p95 ${fmt(p95)} (target p95 <= 20 ms)`);
    if (viaRest) {
      // The HTTP floor: the same round trip to an RPC with nothing to read (the player has no jackpots).
      const floor = await timeMany(200, async () => {
        const { error } = await client.rpc('get_w2g_summary', {});
        if (error) throw error;
      });
      console.log(`floor: get_w2g_summary (no rows) via supabase-js rpc: p50 ${fmt(percentile(floor, 50))}, p95 ${fmt(percentile(floor, 95))}`);
    }
    const sqlOnly = await timeMany(200, viaSql);
    console.log(`get_play_stats in-process SQL (no HTTP): p50 ${fmt(percentile(sqlOnly, 50))}, p95 ${fmt(percentile(sqlOnly, 95))}`);
    const cpu = await cpuMany(200, viaSql);
    console.log(`get_play_stats in-process SQL, CPU time per call (less sensitive to machine load): p50 ${fmt(percentile(cpu, 50))}, p95 ${fmt(percentile(cpu, 95))}`);

    const d0 = performance.now();
    const slots = await downloadAll<SlotRow>(client, 'gambling_sessions',
      'session_date,coins_in,coins_out,net_result,casino_id,slot_machine_id,include_in_daily_totals');
    const visits = await downloadAll<VisitRow>(client, 'casino_sessions',
      'arrival_date,casino_id,starting_cash,total_cash_in,final_cash,net_result');
    const result = aggregate(slots, visits, TODAY);
    const naive = performance.now() - d0;
    console.log(`naive client: downloaded ${slots.length} + ${visits.length} rows via /rest/v1 (1000/page) and aggregated in JS: ${fmt(naive)} (today: ${JSON.stringify(result.today)})`);
    console.log(`ratio naive / get_play_stats p50: ${(naive / p50).toFixed(1)}x`);

    const rpc = (await viaSql()).rows[0].s;
    const same = Object.entries(result).every(([k, n]) => rpc[k].slot.sessions === n.sessions && Number(rpc[k].slot.net) === n.net
      && rpc[k].casino.visits === n.visits && Number(rpc[k].casino.cash_in) === n.cashIn);
    console.log(`get_play_stats equals the naive aggregate (sessions, net, visits, cash in; 4 periods): ${same ? 'yes' : 'NO'}`);
    const rows = await rollupRows(emu.ctx.db);
    if (rows) {
      console.log(`rollup rows behind the player: ${rows}`);
      console.log(`slot session insert + move + delete (in-process SQL), rollup triggers on: ${await writeCost(emu.ctx.db, auth, true)}`);
      console.log(`slot session insert + move + delete (in-process SQL), rollup triggers off: ${await writeCost(emu.ctx.db, auth, false)}`);
    }
  } finally {
    await emu.close();
  }
}
