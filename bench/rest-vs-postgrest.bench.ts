/**
 * The embedded API side by side with the real thing, in one run: the emulator (its own process, as
 * `npm run emulator` runs it, over PGlite) and PostgREST 12 over native Postgres 18 (the referee harness,
 * tests/referee/), both with every migration and supabase/seed.sql, the same JWT secret and the same
 * request with the demo player's JWT under RLS:
 * - a single-row GET of a casino (`casinos?id=eq.<id>`, object Accept header, as `.single()` sends);
 * - a 50-row list with one embed (the player's slot sessions with their casino).
 * Each is loaded by 10 keep-alive connections for a few seconds, alternating the two servers in 4 blocks
 * so machine drift falls on both; prints req/s, p50 and p99 per server and the emulator/PostgREST ratio,
 * and on Linux the CPU time the serving processes used per request (on a busy machine the scheduler's
 * share, not the server, sets req/s; CPU per request is then the fairer comparison).
 * Status, row count and columns are compared once first (a mismatch is printed, not hidden).
 * `compare({ data: 'decade' })` (bench/rest-decade.bench.ts) runs the same with the decade player loaded.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../emulator/config';
import { applyMigrations, applySeed, bootstrap, openDatabase } from '../emulator/db';
import { signJwt } from '../emulator/jwt';
import { DECADE_DEFAULTS, generateDecade, loadDecade } from '../scripts/decade-fixture';
import { nativeDbUnavailable, startNativeDb } from '../tests/referee/native-db';
import { postgrestUnavailable, startPostgrest } from '../tests/referee/postgrest';
import { spawnEmulator } from './emulator-process';
import { percentile } from './stats-util';

const DEMO_ID = 'dd0cf0f8-bd7a-5a42-9696-0f367b931eb5';
const CONNECTIONS = 10;
const BLOCK_MS = Number(process.env.BENCH_BLOCK_MS ?? 3000);
const BLOCKS = 4;

interface Target {
  name: string;
  /** Base URL of the REST API (…/rest/v1 for the emulator). */
  base: string;
  /** The processes serving it, for their CPU time (Linux /proc); empty elsewhere. */
  pids: () => number[];
}

interface Load {
  count: number;
  ms: number;
  latencies: number[];
  /** CPU time the target's processes used during the load. */
  cpuMs: number;
}

/** pid -> parent pid of every process (Linux). */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return out;
  }
  for (const e of entries) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      out.set(Number(e), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* exited */
    }
  }
  return out;
}

/** `root` and its descendants. */
function tree(root: number, ppid: Map<number, number>): number[] {
  const out = [root];
  for (let i = 0; i < out.length; i++) for (const [pid, parent] of ppid) if (parent === out[i]) out.push(pid);
  return out;
}

/** User + system CPU milliseconds of `pids` so far (clock ticks of 10 ms). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* exited */
    }
  }
  return ticks * 10;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** CONNECTIONS closed-loop clients for `ms`: every response must be 200. */
async function load(url: URL, headers: Record<string, string>, ms: number, pids: number[]): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const cpu0 = cpuMs(pids);
  const start = performance.now();
  const until = start + ms;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const r = await get(agent, url, headers);
      if (r.status !== 200) throw new Error(`${url.href}: ${r.status} ${r.body.slice(0, 200)}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = performance.now() - start;
  agent.destroy();
  return { count: latencies.length, ms: elapsed, latencies, cpuMs: cpuMs(pids) - cpu0 };
}

async function sideBySide(label: string, targets: Target[], pathAndQuery: string, headers: Record<string, string>): Promise<void> {
  const bodies = await Promise.all(targets.map(async (t) => get(new http.Agent(), new URL(t.base + pathAndQuery), headers)));
  // Same status, row count and columns (values such as seeded timestamps and random ids differ per database).
  const shape = (b: { status: number; body: string }) => {
    const v = JSON.parse(b.body) as Record<string, unknown> | Record<string, unknown>[];
    const rows = Array.isArray(v) ? v : [v];
    return { status: b.status, rows: rows.length, columns: Object.keys(rows[0] ?? {}).sort().join(',') };
  };
  const shapes = bodies.map(shape);
  const same = shapes.every((s) => JSON.stringify(s) === JSON.stringify(shapes[0]));
  console.log(`\n${label}: GET ${pathAndQuery}  (${shapes[0].rows} row(s); status, rows and columns ${same ? 'the same' : 'DIFFER'})`);
  const loadBefore = loadavg().map((l) => l.toFixed(2)).join(' ');
  if (!same) for (const [i, s] of shapes.entries()) console.log(`  ${targets[i].name}: ${JSON.stringify(s)}`);
  // Warm-up, then alternate.
  for (const t of targets) await load(new URL(t.base + pathAndQuery), headers, 1000, []);
  const totals = new Map<string, Load>(targets.map((t) => [t.name, { count: 0, ms: 0, latencies: [], cpuMs: 0 }]));
  for (let b = 0; b < BLOCKS; b++) {
    const order = b % 2 === 0 ? targets : [...targets].reverse();
    for (const t of order) {
      const r = await load(new URL(t.base + pathAndQuery), headers, BLOCK_MS, t.pids());
      const acc = totals.get(t.name)!;
      acc.count += r.count;
      acc.ms += r.ms;
      acc.cpuMs += r.cpuMs;
      acc.latencies.push(...r.latencies);
    }
  }
  const rps = (l: Load) => (l.count / l.ms) * 1000;
  for (const t of targets) {
    const l = totals.get(t.name)!;
    const cpu = l.cpuMs > 0 ? `   server CPU ${(l.cpuMs / l.count).toFixed(2)} ms/req` : '';
    console.log(`  ${t.name.padEnd(22)} ${rps(l).toFixed(0).padStart(6)} req/s   p50 ${percentile(l.latencies, 50).toFixed(2)} ms   p99 ${percentile(l.latencies, 99).toFixed(2)} ms${cpu}   (${l.count} requests, ${CONNECTIONS} connections)`);
  }
  console.log(`  load average ${loadBefore} before, ${loadavg().map((l) => l.toFixed(2)).join(' ')} after (${BLOCKS} alternating blocks of ${BLOCK_MS} ms per server)`);
  const [emu, pgrst] = targets.map((t) => totals.get(t.name)!);
  console.log(`  ratio emulator / PostgREST: ${(rps(emu) / rps(pgrst)).toFixed(2)} in req/s` + (emu.cpuMs > 0 && pgrst.cpuMs > 0 ? `, ${(pgrst.cpuMs / pgrst.count / (emu.cpuMs / emu.count)).toFixed(2)} in server CPU per request (the fairer figure on a busy machine)` : ''));
}

export interface CompareOptions {
  /** 'seed': supabase/seed.sql and the demo player; 'decade': also scripts/decade-fixture.ts's player (10 years). */
  data: 'seed' | 'decade';
}

/**
 * Builds both servers over the same migrated + seeded data (plus, for 'decade', the heavy player loaded into
 * PGlite before its dump and into native Postgres as the superuser) and runs every case side by side.
 */
export async function compare(opts: CompareOptions): Promise<void> {
  const reason = nativeDbUnavailable() ?? postgrestUnavailable();
  if (reason) {
    console.log(`skipped: ${reason}`);
    return;
  }
  const jwtSecret = randomBytes(32).toString('hex');
  const decade = opts.data === 'decade' ? generateDecade({ ...DECADE_DEFAULTS, endDate: new Date().toISOString().slice(0, 10) }) : undefined;
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-rest-storage-'));
  // The emulator serves an in-memory copy of a migrated + seeded PGlite (dumped once here).
  const t0 = performance.now();
  const local = await openDatabase();
  await bootstrap(local);
  await applyMigrations(local, path.join(ROOT_DIR, 'supabase/migrations'));
  await applySeed(local, path.join(ROOT_DIR, 'supabase/seed.sql'));
  if (decade) await loadDecade(local, storageDir, decade);
  const playerId = decade?.userId ?? DEMO_ID;
  const casinoId = (await local.query<{ id: string }>('select id from public.casinos order by name limit 1')).rows[0].id;
  // A slot session of the player's from the middle of their history (the same row on both databases).
  const sessionId = (await local.query<{ id: string }>('select id from public.gambling_sessions where user_id = $1 order by session_date, id offset (select count(*) / 2 from public.gambling_sessions where user_id = $1) limit 1', [playerId])).rows[0].id;
  const dumpFile = path.join(tmpdir(), `bench-rest-vs-postgrest-${process.pid}.tar`);
  await writeFile(dumpFile, Buffer.from(await (await local.dumpDataDir('none')).arrayBuffer()));
  await local.close();

  const nodeArgs = process.env.BENCH_EMULATOR_NODE_ARGS?.split(' ').filter(Boolean);
  const emu = await spawnEmulator({ loadDataDir: dumpFile, jwtSecret, nodeArgs });
  const db = await startNativeDb();
  if (decade) {
    // The fixture writes auth.users and storage.objects as the platform would: as the superuser.
    const admin = new pg.Client({ connectionString: db.adminConnectionString });
    await admin.connect();
    try {
      await loadDecade({ exec: (sql) => admin.query(sql) }, storageDir, decade);
    } finally {
      await admin.end();
    }
    const counts = await db.query<{ n: string }>('select count(*)::text as n from public.gambling_sessions where user_id = $1', [playerId]);
    console.log(`decade player loaded into both databases in ${((performance.now() - t0) / 1000).toFixed(1)} s (${counts.rows[0].n} slot sessions on native Postgres)`);
  }
  const rest = await startPostgrest(db, { jwtSecret }).catch(async (e: unknown) => {
    await db.stop();
    throw e;
  });
  try {
    const token = signJwt({ sub: playerId, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, jwtSecret);
    const headers = { apikey: emu.anonKey, Authorization: `Bearer ${token}`, 'Accept-Profile': 'public' };
    // This process's children: the emulator's tree, and everything else (PostgREST, the postmaster and its backends).
    const serving = (emulator: boolean) => () => {
      const ppid = parents();
      const emuTree = new Set(tree(emu.pid, ppid));
      return emulator ? [...emuTree] : tree(process.pid, ppid).filter((p) => p !== process.pid && !emuTree.has(p));
    };
    const targets: Target[] = [
      { name: 'emulator (PGlite)', base: `${emu.url}/rest/v1`, pids: serving(true) },
      { name: 'PostgREST 12 (PG 18)', base: rest.url, pids: serving(false) },
    ];
    const object = { ...headers, Accept: 'application/vnd.pgrst.object+json' };
    await sideBySide('single-row casino', targets, `/casinos?select=*&id=eq.${casinoId}`, object);
    if (decade) await sideBySide('single-row slot session', targets, `/gambling_sessions?select=*&id=eq.${sessionId}`, object);
    const list = '/gambling_sessions?select=id,session_date,session_time,coins_in,coins_out,net_result,notes,casino:casinos(name,city,state)&order=session_date.desc,session_time.desc,id&limit=50';
    await sideBySide('50-row list, one embed', targets, list, headers);
    // What the app's Sessions list sends (get-slot-sessions.ts): the same with the player's user_id, which lets
    // Postgres use (user_id, session_date desc); without it RLS's `user_id = uid or is_admin()` reads every row.
    if (decade) await sideBySide("50-row list, one embed, the app's user_id filter", targets, `${list}&user_id=eq.${playerId}`, headers);
  } finally {
    await rest.stop();
    await db.stop();
    await emu.close();
    await rm(dumpFile, { force: true });
    await rm(storageDir, { recursive: true, force: true });
  }
}

export default async function (): Promise<void> {
  await compare({ data: 'seed' });
}
