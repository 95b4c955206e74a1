import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { nativeDbUnavailable, startNativeDb, type NativeDb } from '../referee/native-db';
import { countByLevel, LINTS, runLints, type LintFinding } from './advisor-lints';

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
        'admin_users', 'casino_sessions', 'casino_slot_machines', 'casino_win_loss_statements', 'casinos', 'gambling_sessions', 'notifications', 'play_limit_crossings', 'play_limits', 'profiles',
        'preparer_link_openings', 'preparer_links', 'households',
        'slot_machine_manufacturers', 'slot_machines', 'social_post_comments', 'social_post_reactions',
        'security_settings', 'social_post_reports', 'social_posts', 'state_casino_management', 'support_tickets',
        'trip_comps', 'trip_costs', 'trip_shares', 'trip_suggestion_dismissals', 'trips',
        'user_casino_preferences', 'user_notifications', 'w2g_jackpots', 'wish_list_games',
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

  it('passes every lint of Supabase\'s database advisor: 0 ERROR, 0 WARN (INFO printed)', async () => {
    const findings = await runLints((sql) => emu.ctx.db.query(sql));
    report('emulator', findings);
    expect(findings.filter((f) => f.level !== 'INFO')).toEqual([]);
  });

  it('lint queries find what they look for (each fires on a planted defect, rolled back)', async () => {
    const fired = await emu.ctx.db.transaction(async (tx) => {
      await tx.exec(PLANTED_DEFECTS);
      const ids = new Set((await runLints((sql) => tx.query(sql))).map((f) => f.id));
      await tx.rollback();
      return ids;
    });
    expect([...LINTS.map((l) => l.id)].filter((id) => !fired.has(id) && !NOT_PLANTABLE.includes(id))).toEqual([]);
  });
});

const nativeUnavailable = nativeDbUnavailable();
if (nativeUnavailable) console.warn(`[skip] advisor on native Postgres 18: ${nativeUnavailable}`);

describe.skipIf(nativeUnavailable)('security advisor on native PostgreSQL 18 (the referee database)', () => {
  let native: NativeDb;
  beforeAll(async () => {
    native = await startNativeDb();
  }, 120_000);
  afterAll(async () => native?.stop());

  it('passes every lint there too: 0 ERROR, 0 WARN (INFO printed)', async () => {
    const findings = await runLints((sql) => native.query(sql));
    report('native PostgreSQL 18', findings);
    expect(findings.filter((f) => f.level !== 'INFO')).toEqual([]);
  });
});

function report(where: string, findings: LintFinding[]): void {
  const counts = countByLevel(findings);
  console.info(`advisor (${where}): ${LINTS.length} lints, ERROR ${counts.ERROR}, WARN ${counts.WARN}, INFO ${counts.INFO}`);
  for (const f of findings.filter((x) => x.level === 'INFO')) console.info(`  INFO ${f.id}: ${f.detail}`);
}

/** Lints whose defect cannot be planted in PGlite inside a transaction (no second extension version, no failed concurrent index build). */
const NOT_PLANTABLE = ['0022_extension_versions_outdated', '0030_invalid_index', '0014_extension_in_public', '0017_foreign_table_in_api'];

/** One instance of every defect the advisor looks for. */
const PLANTED_DEFECTS = `
  create table public.lint_open (id int, api_key text, owner uuid references auth.users (id), ref regproc);
  create table public.lint_rls (id int primary key, user_id uuid);
  alter table public.lint_rls enable row level security;
  create index lint_rls_a on public.lint_rls (user_id);
  create index lint_rls_b on public.lint_rls (user_id);
  create policy p1 on public.lint_rls for select to authenticated using (user_id = auth.uid());
  create policy p2 on public.lint_rls for select to authenticated using ((auth.jwt() -> 'user_metadata') is not null);
  create policy p3 on public.lint_rls for update to authenticated using (true) with check (true);
  create policy p4 on public.lint_open for select to authenticated using (true);
  create table public.lint_no_policy (id int primary key);
  alter table public.lint_no_policy enable row level security;
  create view public.lint_users as select id from auth.users;
  grant select on public.lint_users to authenticated;
  create materialized view public.lint_mat as select 1 as x;
  grant select on public.lint_mat to anon;
  create function public.lint_definer() returns int language sql security definer as 'select 1';
  grant execute on function public.lint_definer() to anon, authenticated;
  alter table auth.users add constraint lint_email_unique unique (email);
  create table public.lint_fk (id int primary key, email text references auth.users (email));
  insert into storage.buckets (id, name, public) values ('lint-public', 'lint-public', true);
  create policy lint_list on storage.objects for select to anon using (bucket_id = 'lint-public');
`;
