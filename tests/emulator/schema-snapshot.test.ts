import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { ROOT_DIR } from '../../emulator/config';
import { applyMigrations, bootstrap, openDatabase } from '../../emulator/db';
import { schemaSnapshot, snapshotFile } from '../../emulator/snapshot';

const MIGRATIONS = path.join(ROOT_DIR, 'supabase/migrations');

/** Every definition a migration can make, as text: relations and columns, constraints, indexes, functions (with their bodies), policies, triggers, grants, roles. */
const CATALOG_SQL = `
  select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' rls=' || c.relrowsecurity || ' acl=' || coalesce(c.relacl::text, '')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all
  select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '')
    from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
  union all
  select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where conrelid <> 0
  union all
  select 'index ' || schemaname || '.' || indexname || ' ' || indexdef from pg_indexes where schemaname not in ('pg_catalog')
  union all
  select 'function ' || p.oid::regprocedure::text || ' definer=' || p.prosecdef || ' config=' || coalesce(array_to_string(p.proconfig, ','), '')
         || ' acl=' || coalesce(p.proacl::text, '') || ' body=' || md5(coalesce(p.prosrc, ''))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
  union all
  select 'policy ' || schemaname || '.' || tablename || ' ' || policyname || ' ' || cmd || ' ' || array_to_string(roles, ',') || ' '
         || coalesce(qual, '') || ' ' || coalesce(with_check, '')
    from pg_policies
  union all
  select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
  union all
  select 'schema ' || nspname || ' acl=' || coalesce(nspacl::text, '') from pg_namespace
  union all
  select 'role ' || rolname || ' ' || rolsuper::text || rolinherit::text || rolcanlogin::text || rolbypassrls::text from pg_roles
  union all
  select 'extension ' || extname || ' ' || extversion from pg_extension
  order by 1`;

/**
 * One digest per table of its rows (date and time columns left out: a migration that plants a row with
 * now() plants another instant when replayed later; every other value must be equal).
 */
async function rowDigests(db: PGlite): Promise<Record<string, string>> {
  const { rows } = await db.query<{ rel: string; drop: string[] }>(
    `select format('%I.%I', c.table_schema, c.table_name) as rel,
            coalesce(array_agg(c.column_name::text) filter (where c.data_type like 'time%' or c.data_type = 'date'), '{}') as drop
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      group by 1 order by 1`,
  );
  const out: Record<string, string> = {};
  for (const r of rows) {
    const drop = `'{${r.drop.join(',')}}'::text[]`;
    const digest = await db.query<{ n: number; d: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(x, '|' order by x), '')) as d from (select (to_jsonb(t) - ${drop})::text as x from ${r.rel} t) s`,
    );
    out[r.rel] = `${digest.rows[0].n} ${digest.rows[0].d}`;
  }
  return out;
}

describe('the schema snapshot (a new database without replaying the migrations)', () => {
  let replayed: PGlite;
  let loaded: PGlite;
  beforeAll(async () => {
    [replayed, loaded] = await Promise.all([
      (async () => {
        const db = await openDatabase();
        await bootstrap(db);
        await applyMigrations(db, MIGRATIONS);
        return db;
      })(),
      (async () => openDatabase({ loadDataDir: await schemaSnapshot(MIGRATIONS) }))(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([replayed?.close(), loaded?.close()]);
  });

  it('holds the same catalog as bootstrap.sql and every migration replayed', async () => {
    const a = (await replayed.query<{ '?column?': string }>(CATALOG_SQL)).rows.map((r) => Object.values(r)[0]);
    const b = (await loaded.query<{ '?column?': string }>(CATALOG_SQL)).rows.map((r) => Object.values(r)[0]);
    expect(a.length).toBeGreaterThan(1000);
    expect(b.filter((x) => !a.includes(x))).toEqual([]);
    expect(a.filter((x) => !b.includes(x))).toEqual([]);
  });

  it('holds the same rows in every table, and every migration in the ledger', async () => {
    const [a, b] = await Promise.all([rowDigests(replayed), rowDigests(loaded)]);
    expect(Object.keys(a).length).toBeGreaterThan(40);
    expect(b).toEqual(a);
    const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
    const ledger = await loaded.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(ledger.rows[0].n).toBe(files.length);
  });
});

describe('a changed or added migration', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'spt-snapshot-test-'));
    cpSync(MIGRATIONS, path.join(dir, 'migrations'), { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names another snapshot, which holds it, and the stale one is removed', async () => {
    const migrations = path.join(dir, 'migrations');
    const cache = path.join(dir, 'cache');
    const before = snapshotFile(migrations, cache);
    // The snapshot of the migrations as they were (its content does not matter here: it is never read again).
    mkdirSync(cache, { recursive: true });
    writeFileSync(before, 'the earlier snapshot');
    writeFileSync(path.join(migrations, '99990101000000_snapshot_probe.sql'), 'create table public.snapshot_probe (id int);');
    const after = snapshotFile(migrations, cache);
    expect(after).not.toBe(before);
    const db = await openDatabase({ loadDataDir: await schemaSnapshot(migrations, cache) });
    try {
      const probe = await db.query<{ t: string | null }>(`select to_regclass('public.snapshot_probe')::text as t`);
      expect(probe.rows[0].t).toBe('snapshot_probe');
    } finally {
      await db.close();
    }
    expect(existsSync(after)).toBe(true);
    expect(existsSync(before)).toBe(false);
    // Editing a migration's text (not only adding one) names another snapshot too.
    writeFileSync(path.join(migrations, '99990101000000_snapshot_probe.sql'), 'create table public.snapshot_probe (id bigint);');
    expect(snapshotFile(migrations, cache)).not.toBe(after);
  }, 300_000);
});
