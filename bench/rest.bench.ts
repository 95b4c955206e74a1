/**
 * REST latency: 2,000 sequential supabase-js selects of 50 rows + one embed under RLS, through
 * HTTP to the emulator running as its own process (as `npm run emulator` / `npm start` run it),
 * against the same request as plain fetch and the same SQL run directly on an in-process PGlite
 * holding the same rows (role + claims set in a read-only transaction, exactly as the server does).
 * Each is timed in its own block after the same warm-up (2,500 calls; see below).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { signJwt } from '../emulator/jwt';
import { ROOT_DIR } from '../emulator/config';
import { applyMigrations, bootstrap, openDatabase, runAs } from '../emulator/db';
import { parseRequest } from '../emulator/rest/parse';
import { planRead } from '../emulator/rest/plan';
import { buildRead } from '../emulator/rest/sql';
import { loadSchemaCache } from '../emulator/rest/schema-cache';
import { spawnEmulator } from './emulator-process';
import { fmt, percentile, timeMany } from './stats-util';

const N = 2000;
const WARMUP = 2500;
const ROUNDS = 10;

const fixtures = (uid: string) => `
  create table bench_parent (id serial primary key, owner uuid not null, name text not null);
  create table bench_child (id serial primary key, owner uuid not null, parent_id int not null references bench_parent(id),
    title text not null, amount numeric(12,2) not null, created_at timestamptz not null default now());
  alter table bench_parent enable row level security;
  alter table bench_child enable row level security;
  create policy "own parents" on bench_parent for select to authenticated using ((select auth.uid()) = owner);
  create policy "own children" on bench_child for select to authenticated using ((select auth.uid()) = owner);
  create index on bench_child (owner);
  grant select on bench_parent, bench_child to authenticated;
  insert into bench_parent (owner, name) select '${uid}', 'parent ' || g from generate_series(1, 10) g;
  insert into bench_parent (owner, name) select gen_random_uuid(), 'other ' || g from generate_series(1, 10) g;
  insert into bench_child (owner, parent_id, title, amount)
    select '${uid}', 1 + (g % 10), 'row ' || g, g * 1.25 from generate_series(1, 60) g;
  insert into bench_child (owner, parent_id, title, amount)
    select gen_random_uuid(), 11 + (g % 10), 'other ' || g, g from generate_series(1, 500) g;
`;

export default async function (): Promise<void> {
  globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
  const uid = randomUUID();
  const jwtSecret = randomBytes(32).toString('hex');
  // One migrated database with the fixture rows (no seed): served by the emulator process (from a dump) and used in-process for the floor.
  const local = await openDatabase();
  await bootstrap(local);
  await applyMigrations(local, path.join(ROOT_DIR, 'supabase/migrations'));
  await local.exec(fixtures(uid));
  const dumpFile = path.join(tmpdir(), `bench-rest-${process.pid}.tar`);
  await writeFile(dumpFile, Buffer.from(await (await local.dumpDataDir('none')).arrayBuffer()));
  const nodeArgs = process.env.BENCH_EMULATOR_NODE_ARGS?.split(' ').filter(Boolean);
  const emu = await spawnEmulator({ loadDataDir: dumpFile, jwtSecret, nodeArgs });
  try {
    const claims = { sub: uid, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 };
    const token = signJwt(claims, jwtSecret);
    const client = createClient(emu.url, emu.anonKey, {
      global: { headers: { Authorization: `Bearer ${token}` } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const select = () => client.from('bench_child').select('*, bench_parent(*)').limit(50);
    const warm = await select();
    if (warm.error || warm.data?.length !== 50) throw new Error(`bench setup failed: ${JSON.stringify(warm.error ?? warm.data?.length)}`);
    const sbjs = async (): Promise<void> => {
      const r = await select();
      if (r.error) throw new Error(r.error.message);
    };

    // The same request as plain fetch with supabase-js' headers: separates client cost from server cost.
    const url = `${emu.url}/rest/v1/bench_child?select=*,bench_parent(*)&limit=50`;
    const headers = { apikey: emu.anonKey, Authorization: `Bearer ${token}`, 'Accept-Profile': 'public' };
    const plain = async (): Promise<void> => {
      const r = await fetch(url, { headers });
      await r.text();
      if (r.status !== 200) throw new Error(`plain fetch: ${r.status}`);
    };

    const cache = await loadSchemaCache(local);
    const req = parseRequest({
      method: 'GET',
      path: 'bench_child',
      query: new URLSearchParams({ select: '*,bench_parent(*)', limit: '50' }),
      headers: new Headers(),
    });
    const root = planRead(cache, req, 'bench_child', 'bench_child');
    const stmt = buildRead(root, 'public', '"public"."bench_child" as "bench_child"', { body: true, singular: false, count: false, stripNulls: false });
    const auth = { role: 'authenticated' as const, claims, token };
    // Run it the way the server does: simple protocol when there are no parameters.
    const direct = () =>
      runAs(local, auth, async (tx): Promise<unknown> => (stmt.params.length ? tx.query(stmt.sql, stmt.params) : tx.exec(stmt.sql)), { readOnly: true, method: 'GET', path: '/bench_child' });

    // A fresh emulator process needs ~2,000 requests before V8 has optimised its JS and tiered PGlite's
    // wasm up: each path first gets WARMUP untimed calls (the floor's in-process PGlite too), and the
    // supabase-js warm-up block is printed, since that is what the first requests to a new emulator see.
    // Then the three are timed in ROUNDS rounds of N / ROUNDS calls each, taking turns block by block, so
    // that drift over the run (heap growth, other load on the machine) falls on all three alike.
    const cold = await timeMany(WARMUP, sbjs);
    await timeMany(WARMUP, plain);
    await timeMany(WARMUP, direct);
    const http: number[] = [];
    const raw: number[] = [];
    const db: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      http.push(...(await timeMany(N / ROUNDS, sbjs)));
      raw.push(...(await timeMany(N / ROUNDS, plain)));
      db.push(...(await timeMany(N / ROUNDS, direct)));
    }
    // The floor once more in one uninterrupted block: the strictest comparison.
    const dbAlone = await timeMany(N, direct);

    const [h50, h95, d50, d95] = [percentile(http, 50), percentile(http, 95), percentile(db, 50), percentile(db, 95)];
    console.log(`rest select 50 rows + embed (RLS): p50 ${fmt(h50)}, p95 ${fmt(h95)}`);
    console.log(`  first ${WARMUP} after start (warm-up, not in the ratio): p50 ${fmt(percentile(cold, 50))}, p95 ${fmt(percentile(cold, 95))}`);
    console.log(`rest select, plain fetch (no supabase-js): p50 ${fmt(percentile(raw, 50))}, p95 ${fmt(percentile(raw, 95))}`);
    console.log(`same SQL directly on PGlite (role + claims, transaction): p50 ${fmt(d50)}, p95 ${fmt(d95)}`);
    console.log(`ratio http/direct: p50 ${(h50 / d50).toFixed(2)}x, p95 ${(h95 / d95).toFixed(2)}x`);
    const [a50, a95] = [percentile(dbAlone, 50), percentile(dbAlone, 95)];
    console.log(`floor in one uninterrupted block of ${N}: p50 ${fmt(a50)}, p95 ${fmt(a95)}; ratio http/that: p50 ${(h50 / a50).toFixed(2)}x, p95 ${(h95 / a95).toFixed(2)}x`);
  } finally {
    await emu.close();
    await local.close();
    await rm(dumpFile, { force: true });
  }
}
