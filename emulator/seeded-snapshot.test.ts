import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { ROOT_DIR } from './config';
import { applySeed, openDatabase } from './db';
import { buildSeededDump, seededSnapshot, seededSnapshotFile } from './seeded-snapshot';
import { schemaSnapshot } from './snapshot';
import { installTestClock, setTestClock } from './test-clock.mjs';

const MIGRATIONS = path.join(ROOT_DIR, 'supabase/migrations');
const SEED = path.join(ROOT_DIR, 'supabase/seed.sql');
// A fixed noon: both databases are seeded on this day, well within its hour (the seed plants relative to today).
const NOON = Date.parse('2026-06-15T12:00:00Z');

/**
 * One digest per table of all its rows. Times and timestamps are cut to the hour: the seed plants instants with
 * now() (its transaction's start; a casino session in progress arrived three hours before it), which the two
 * databases below read a few seconds apart. Uuid columns are left out: the
 * demo player's records take their ids from the tables' gen_random_uuid() defaults, which differ between any two
 * replays of the seed. Dates and every other value must be equal.
 */
async function rowDigests(db: PGlite): Promise<Record<string, string>> {
  const { rows } = await db.query<{ rel: string; stamps: string[]; times: string[]; ids: string[] }>(
    `select format('%I.%I', c.table_schema, c.table_name) as rel,
            coalesce(array_agg(c.column_name::text) filter (where c.data_type like 'timestamp%'), '{}') as stamps,
            coalesce(array_agg(c.column_name::text) filter (where c.data_type like 'time %'), '{}') as times,
            coalesce(array_agg(c.column_name::text) filter (where c.data_type = 'uuid'), '{}') as ids
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      group by 1 order by 1`,
  );
  const out: Record<string, string> = {};
  for (const r of rows) {
    const cut = [
      ...r.stamps.map((c) => `'${c}', date_trunc('hour', t."${c}" at time zone 'UTC')`),
      ...r.times.map((c) => `'${c}', date_trunc('hour', date '2000-01-01' + t."${c}")`),
    ].join(', ');
    const kept = `(to_jsonb(t) - '{${r.ids.join(',')}}'::text[])`;
    const row = cut ? `${kept} || jsonb_build_object(${cut})` : kept;
    const digest = await db.query<{ n: number; d: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(x, '|' order by x), '')) as d from (select (${row})::text as x from ${r.rel} t) s`,
    );
    out[r.rel] = `${digest.rows[0].n} ${digest.rows[0].d}`;
  }
  return out;
}

describe('the seeded snapshot (a new npm start database without replaying the seed)', () => {
  let replayed: PGlite;
  let loaded: PGlite;
  beforeAll(async () => {
    installTestClock();
    setTestClock(NOON);
    loaded = await openDatabase({ loadDataDir: await buildSeededDump(MIGRATIONS, SEED) });
    setTestClock(NOON);
    replayed = await openDatabase({ loadDataDir: await schemaSnapshot(MIGRATIONS) });
    await applySeed(replayed, SEED);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([replayed?.close(), loaded?.close()]);
  });

  it('holds the same rows in every table as the seed replayed on the schema snapshot that day', async () => {
    const [a, b] = await Promise.all([rowDigests(replayed), rowDigests(loaded)]);
    expect(Object.keys(a).length).toBeGreaterThan(40);
    expect(b).toEqual(a);
    // The seed's own rows are there (not two empty databases): the demo player and their play.
    const demo = await loaded.query<{ n: number }>(
      `select count(*)::int as n from public.gambling_sessions s join auth.users u on u.id = s.user_id where u.email = 'demo@slotplay.test'`,
    );
    expect(demo.rows[0].n).toBeGreaterThan(10);
    expect(a['auth.users']).toBe(b['auth.users']);
    expect(a['auth.users']).not.toMatch(/^0 /);
  }, 120_000);
});

describe("the seeded snapshot's name", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'spt-seeded-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('changes with the day and with the seed, so neither a day-old nor a stale one is read', () => {
    installTestClock();
    setTestClock(NOON);
    const seed = path.join(dir, 'seed.sql');
    copyFileSync(SEED, seed);
    const today = seededSnapshotFile(MIGRATIONS, seed, dir);
    expect(path.basename(today)).toMatch(/-2026-06-15\.tar$/);
    setTestClock(NOON + 12 * 3_600_000);
    const tomorrow = seededSnapshotFile(MIGRATIONS, seed, dir);
    expect(path.basename(tomorrow)).toMatch(/-2026-06-16\.tar$/);
    writeFileSync(seed, '-- another seed\n', { flag: 'a' });
    expect(seededSnapshotFile(MIGRATIONS, seed, dir)).not.toBe(tomorrow);
  });

  it("is read from the cache when there, and an earlier day's is removed when today's is written", async () => {
    installTestClock();
    setTestClock(NOON);
    const cache = path.join(dir, 'cache');
    mkdirSync(cache, { recursive: true });
    const yesterday = seededSnapshotFile(MIGRATIONS, SEED, cache);
    writeFileSync(yesterday, "yesterday's snapshot");
    setTestClock(NOON + 24 * 3_600_000);
    const today = seededSnapshotFile(MIGRATIONS, SEED, cache);
    // Today's as kept (its content does not matter here): read as it is, nothing built.
    writeFileSync(today, "today's snapshot");
    const read = await seededSnapshot(MIGRATIONS, SEED, cache);
    expect(await read?.text()).toBe("today's snapshot");
    expect(existsSync(yesterday)).toBe(true);
    rmSync(today);
    // Missing: built (from the real schema snapshot, kept in the project's cache) and kept; yesterday's goes.
    const built = await seededSnapshot(MIGRATIONS, SEED, cache);
    expect(built?.size).toBeGreaterThan(1_000_000);
    expect(existsSync(today)).toBe(true);
    expect(existsSync(yesterday)).toBe(false);
  }, 300_000);
});
