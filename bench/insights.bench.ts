/**
 * `npm run bench -- insights` (issue 38, Performance: "Insights RPC p95 ≤ 50 ms for any period up to all time"):
 * get_play_insights timed through supabase-js as the decade player (scripts/decade-fixture.ts: ten years, 30,000
 * slot sessions, 2,000 W2Gs) against an in-process emulator (PGlite on its own thread), for every grouping and
 * every period the screen offers (this month, this year, a tax year, last 12 months, all time): p50 and p95 of
 * INSIGHTS_RUNS calls each (default 40, after 2 warm-up calls), with the machine's load average. Every third
 * session of the player gets bonus counts first, so the bonus frequency is computed over real rows.
 * Then EXPLAIN ANALYZE of the RPC's statement for the slowest combination (or INSIGHTS_EXPLAIN="group:period"), run as the player (role authenticated,
 * the player's JWT claims, the function's own statement with its arguments filled in) and rolled back.
 * Benchmarks print; they never assert.
 */
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startEmulator } from '../emulator/server';
import { DECADE_DEFAULTS, DECADE_PLAYER, generateDecade, loadDecade } from '../scripts/decade-fixture';
import { fmt, percentile, timeMany } from './stats-util';

const RUNS = Number(process.env.INSIGHTS_RUNS ?? 40);
const GROUPS = ['casino', 'game', 'manufacturer', 'weekday', 'hour', 'month'] as const;
const BUDGET_MS = 50;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The periods of the screen's picker (src/features/insights/lib/insight-period.ts), for `now`. */
function periods(now: Date): { name: string; from: string | null; to: string | null }[] {
  const y = now.getFullYear();
  return [
    { name: 'this month', from: iso(new Date(y, now.getMonth(), 1)), to: iso(new Date(y, now.getMonth() + 1, 0)) },
    { name: 'this year', from: `${y}-01-01`, to: `${y}-12-31` },
    { name: `tax year ${y - 1}`, from: `${y - 1}-01-01`, to: `${y - 1}-12-31` },
    { name: 'last 12 months', from: iso(new Date(y - 1, now.getMonth(), now.getDate() + 1)), to: iso(now) },
    { name: 'all time', from: null, to: null },
  ];
}

const sqlText = (v: string | null) => (v == null ? 'null' : `'${v.replace(/'/g, "''")}'`);

export default async function insightsBench(): Promise<void> {
  console.log(`  load average ${load()} at start`);
  const emu = await startEmulator({ port: 0, authRateLimits: false });
  try {
    const now = new Date();
    const fx = generateDecade({ ...DECADE_DEFAULTS, endDate: iso(now) });
    let t0 = performance.now();
    await loadDecade(emu.ctx.db, emu.ctx.config.storageDir, fx);
    await emu.ctx.db.exec(`
      update public.gambling_sessions set bonus_count = abs(hashtext(id::text)) % 6, jackpot_count = abs(hashtext(id::text)) % 2
       where user_id = '${fx.userId}' and abs(hashtext(id::text)) % 3 = 0;
      analyze public.gambling_sessions; analyze public.w2g_jackpots;`);
    const { rows: counted } = await emu.ctx.db.query<{ n: number; all: number }>(
      `select count(*) filter (where bonus_count is not null)::int as n, count(*)::int as all from public.gambling_sessions where user_id = $1`,
      [fx.userId],
    );
    console.log(
      `  decade player loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${counted[0].all} slot sessions, ${counted[0].n} with counters`,
    );

    // Node 20 has no WebSocket of its own (supabase-js makes a realtime client even when it is not used).
    const client = createClient(emu.url, emu.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signedIn = await client.auth.signInWithPassword({ email: DECADE_PLAYER.email, password: DECADE_PLAYER.password });
    if (signedIn.error) throw signedIn.error;

    // A write rebuilds the months it changed when it commits (stats.slot_insight_months): one edit of a counted slot
    // session, through supabase-js, as the app sends it.
    const { data: one, error: oneError } = await client
      .from('gambling_sessions')
      .select('id, coins_out')
      .eq('is_live', false)
      .eq('include_in_daily_totals', true)
      .limit(1)
      .single();
    if (oneError) throw oneError;
    const edits: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const t = performance.now();
      const edited = await client.from('gambling_sessions').update({ coins_out: Number(one.coins_out) + i }).eq('id', one.id).select('id');
      if (edited.error || edited.data.length !== 1) throw edited.error ?? new Error('the edit touched no row');
      edits.push(performance.now() - t);
    }
    console.log(`  one edit of a counted slot session (its month rebuilt at commit): p50 ${fmt(percentile(edits, 50))} of 10`);

    const results: { group: string; period: string; from: string | null; to: string | null; p50: number; p95: number }[] = [];
    console.log(`  get_play_insights through supabase-js, ${RUNS} calls each (after 2 warm-up calls); budget p95 ≤ ${BUDGET_MS} ms`);
    console.log(`  ${'grouping'.padEnd(13)}${'period'.padEnd(17)}${'p50'.padStart(11)}${'p95'.padStart(11)}  rows`);
    t0 = performance.now();
    for (const group of GROUPS) {
      for (const p of periods(now)) {
        let rows = 0;
        const call = async () => {
          const { data, error } = await client.rpc('get_play_insights', { p_group: group, ...(p.from ? { p_from: p.from, p_to: p.to } : {}) });
          if (error) throw error;
          rows = (data as { rows: unknown[] }).rows.length;
        };
        await call();
        await call();
        const ms = await timeMany(RUNS, call);
        const r = { group, period: p.name, from: p.from, to: p.to, p50: percentile(ms, 50), p95: percentile(ms, 95) };
        results.push(r);
        console.log(`  ${group.padEnd(13)}${p.name.padEnd(17)}${fmt(r.p50).padStart(11)}${fmt(r.p95).padStart(11)}  ${rows}`);
      }
    }
    const over = results.filter((r) => r.p95 > BUDGET_MS);
    const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    // INSIGHTS_EXPLAIN="game:this month" explains that combination instead of the slowest.
    const [explainGroup, explainPeriod] = (process.env.INSIGHTS_EXPLAIN ?? '').split(':');
    const explained = results.find((r) => r.group === explainGroup && r.period === explainPeriod) ?? worst;
    console.log(
      `  ${results.length} combinations in ${((performance.now() - t0) / 1000).toFixed(1)} s; worst p95 ${fmt(worst.p95)} (${worst.group}, ${worst.period}); ` +
        `${over.length} over ${BUDGET_MS} ms; load average ${load()}`,
    );

    // EXPLAIN ANALYZE of the slowest: the function's own statement, its arguments filled in, as the player.
    const { rows: src } = await emu.ctx.db.query<{ prosrc: string }>(
      `select prosrc from pg_proc where proname = 'get_play_insights' and pronamespace = 'public'::regnamespace`,
    );
    const body = src[0].prosrc;
    const start = body.indexOf('with scopes');
    const end = body.indexOf('into v_result', start);
    if (start < 0 || end < 0) throw new Error('get_play_insights: its statement was not found');
    const statement = body
      .slice(start, end)
      .replace(/\bp_group\b/g, sqlText(explained.group))
      .replace(/\bv_kind\b/g, sqlText(explained.group === 'manufacturer' ? 'game' : explained.group))
      .replace(/\bp_from\b/g, `${sqlText(explained.from)}::date`)
      .replace(/\bp_to\b/g, `${sqlText(explained.to)}::date`)
      .replace(/\bv_uid\b/g, `'${fx.userId}'::uuid`);
    const plan = await emu.ctx.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: fx.userId, role: 'authenticated' })]);
      await tx.exec('set local role authenticated');
      const out = await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
      await tx.rollback();
      return out.rows.map((r) => r['QUERY PLAN']);
    });
    console.log(`  EXPLAIN ANALYZE, ${explained.group} / ${explained.period}, as the player:`);
    for (const line of plan) console.log(`    ${line}`);
    console.log(`  load average ${load()} at the end`);
  } finally {
    await emu.close();
  }
}
