import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * The checks Supabase's security advisor runs, against the migrated catalog.
 * Each query returns the offending objects; every list must be empty.
 */
let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

async function names(sql: string): Promise<string[]> {
  const res = await emu.ctx.db.query<{ name: string }>(sql);
  return res.rows.map((r) => r.name);
}

describe('security advisor', () => {
  it('has the tables the product needs (the checks below are not vacuous)', async () => {
    const tables = await names(
      "select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1",
    );
    expect(tables).toEqual(
      [
        'admin_users', 'casino_sessions', 'casinos', 'gambling_sessions', 'notifications', 'profiles',
        'slot_machine_manufacturers', 'slot_machines', 'social_post_comments', 'social_post_reactions',
        'social_post_reports', 'social_posts', 'state_casino_management', 'support_tickets',
        'user_casino_preferences', 'user_notifications', 'w2g_jackpots',
      ].sort(),
    );
  });

  it('enables row level security on every public table', async () => {
    expect(
      await names(
        "select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r','p') and not relrowsecurity",
      ),
    ).toEqual([]);
  });

  it('gives every RLS table at least one policy for each command it is used with', async () => {
    expect(
      await names(`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relrowsecurity
          and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`),
    ).toEqual([]);
  });

  it('has no FOR ALL policies in public or storage', async () => {
    expect(
      await names(
        "select policyname as name from pg_policies where schemaname in ('public','storage') and cmd = 'ALL'",
      ),
    ).toEqual([]);
  });

  it('has no write policy that is literally true', async () => {
    expect(
      await names(`select policyname as name from pg_policies
        where schemaname in ('public','storage') and cmd in ('INSERT','UPDATE','DELETE')
          and (btrim(coalesce(qual, ''), ' ()') = 'true' or btrim(coalesce(with_check, ''), ' ()') = 'true')`),
    ).toEqual([]);
  });

  it('scopes every policy to a role (never PUBLIC)', async () => {
    expect(
      await names(
        "select policyname as name from pg_policies where schemaname in ('public','storage') and 'public' = any(roles)",
      ),
    ).toEqual([]);
  });

  it('wraps auth.uid() in a sub-select in every policy', async () => {
    // A bare auth.uid() is re-evaluated per row; (select auth.uid()) shows up as an InitPlan.
    const rows = await emu.ctx.db.query<{ name: string; expr: string }>(`select policyname as name,
        coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname in ('public','storage')`);
    const bare = rows.rows.filter((r) => r.expr.replace(/\(\s*select auth\.uid\(\)[^)]*\)/gi, '').includes('auth.uid()'));
    expect(bare.map((r) => r.name)).toEqual([]);
    expect(rows.rows.length).toBeGreaterThan(60);
  });

  it('pins search_path on every security definer function in public', async () => {
    expect(
      await names(`select p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prosecdef
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([]);
  });

  it('pins search_path on every function in public (function_search_path_mutable)', async () => {
    expect(
      await names(`select p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([]);
  });

  it('lets no security definer function in public be executed by PUBLIC', async () => {
    expect(
      await names(`select p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prosecdef
          and exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0)`),
    ).toEqual([]);
  });

  it('has no view in public that reads auth.users', async () => {
    expect(
      await names(`select distinct v.relname as name from pg_depend d
        join pg_rewrite r on r.oid = d.objid
        join pg_class v on v.oid = r.ev_class
        where v.relnamespace = 'public'::regnamespace and d.refobjid = 'auth.users'::regclass`),
    ).toEqual([]);
  });

  it('has no policy that reads user metadata', async () => {
    expect(
      await names(`select policyname as name from pg_policies
        where coalesce(qual, '') || coalesce(with_check, '') ~* '(user_metadata|raw_user_meta_data)'`),
    ).toEqual([]);
  });

  it('makes every public view security_invoker', async () => {
    const views = await emu.ctx.db.query<{ name: string; invoker: boolean }>(`select c.relname as name,
        coalesce(c.reloptions::text[] && array['security_invoker=true','security_invoker=on'], false) as invoker
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('v','m')`);
    expect(views.rows.map((v) => v.name)).toContain('public_profiles');
    expect(views.rows.filter((v) => !v.invoker).map((v) => v.name)).toEqual([]);
  });

  it('indexes the user columns that policies filter on', async () => {
    const missing = await names(`select c.conrelid::regclass::text || '.' || a.attname as name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and array_length(c.conkey, 1) = 1
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`);
    expect(missing).toEqual([]);
  });

  it('publishes user_notifications for realtime', async () => {
    expect(
      await names("select tablename as name from pg_publication_tables where pubname = 'supabase_realtime'"),
    ).toEqual(['user_notifications']);
  });

  it('documents every public table with a comment', async () => {
    expect(
      await names(`select relname as name from pg_class where relnamespace = 'public'::regnamespace
        and relkind in ('r','v') and obj_description(oid, 'pg_class') is null`),
    ).toEqual([]);
  });
});
