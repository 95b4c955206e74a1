import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../emulator/config';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { nativeDbUnavailable, startNativeDb, type NativeDb } from './native-db';

const unavailable = nativeDbUnavailable();
if (unavailable) console.warn(`[skip] migrations on native Postgres 18: ${unavailable}`);

/** The catalog facts both databases must agree on after the same migrations and seed. */
const CATALOG_SQL = `
  select 'column' as kind, table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable as name
    from information_schema.columns where table_schema in ('public', 'stats', 'audit')
  union all
  select 'policy', schemaname || '.' || tablename || ' ' || policyname || ' ' || cmd || ' ' || array_to_string(roles, ',')
    from pg_policies where schemaname in ('public', 'stats', 'storage')
  union all
  select 'function', n.nspname || '.' || p.oid::regprocedure::text || ' definer=' || p.prosecdef
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'stats', 'private', 'audit')
  union all
  select 'trigger', event_object_schema || '.' || event_object_table || ' ' || trigger_name || ' ' || event_manipulation
    from information_schema.triggers where event_object_schema in ('public', 'stats', 'auth', 'storage', 'audit')
  union all
  select 'grant', table_schema || '.' || table_name || ' ' || grantee || ' ' || privilege_type
    from information_schema.role_table_grants
    where table_schema in ('public', 'stats', 'audit') and grantee in ('anon', 'authenticated', 'service_role')
  order by 1, 2`;

describe.skipIf(unavailable)('supabase/ on native PostgreSQL 18 as hosted Supabase runs it', () => {
  let db: NativeDb;
  let emu: TestEmulator;
  beforeAll(async () => {
    [db, emu] = await Promise.all([startNativeDb(), startTestEmulator()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([db?.stop(), emu?.close()]);
  });

  it('applies every migration in order and seed.sql as the non-superuser postgres role', async () => {
    const files = readdirSync(path.join(ROOT_DIR, 'supabase/migrations')).filter((f) => f.endsWith('.sql')).sort();
    expect(db.applied).toEqual([...files, 'seed.sql']);
    const { rows } = await db.query<{ version: string; super: boolean; who: string }>(
      `select version(), (select rolsuper from pg_roles where rolname = current_user) as super, current_user as who`,
    );
    expect(rows[0].version).toMatch(/^PostgreSQL 18\./);
    expect(rows[0]).toMatchObject({ super: false, who: 'postgres' });
    const ledger = await db.query<{ n: string }>('select count(*)::text as n from supabase_migrations.schema_migrations');
    expect(Number(ledger.rows[0].n)).toBe(files.length);
    const users = await db.query<{ email: string }>(
      "select u.email from auth.users u join public.profiles p on p.id = u.id where u.email like '%@slotplay.test' order by 1",
    );
    expect(users.rows.map((r) => r.email)).toEqual(['admin@slotplay.test', 'demo@slotplay.test', 'sam@slotplay.test']);
  });

  it('holds postgres to what the hosted platform allows on auth and storage', async () => {
    await expect(db.query('alter table storage.objects add column referee_probe int')).rejects.toThrow(/does not allow ALTER TABLE/);
    await expect(db.query('create table storage.referee_probe (id int)')).rejects.toThrow(/does not allow CREATE TABLE/);
    await expect(db.query('create table auth.referee_probe (id int)')).rejects.toThrow(/permission denied for schema auth/);
    await expect(db.query('create table public.referee_probe (id int)')).resolves.toBeDefined();
    await db.query('drop table public.referee_probe');
  });

  it('ends with the same tables, policies, functions, triggers and grants as the emulator (PGlite)', async () => {
    const native = (await db.query<{ kind: string; name: string }>(CATALOG_SQL)).rows.map((r) => `${r.kind} ${r.name}`);
    const pglite = (await emu.ctx.db.query<{ kind: string; name: string }>(CATALOG_SQL)).rows.map((r) => `${r.kind} ${r.name}`);
    expect(native.length).toBeGreaterThan(100);
    expect(native.filter((x) => !pglite.includes(x))).toEqual([]);
    expect(pglite.filter((x) => !native.includes(x))).toEqual([]);
  });
});
