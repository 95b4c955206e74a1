/**
 * Supabase's database advisor (the lints of its database linter, https://supabase.com/docs/guides/database/database-linter),
 * re-expressed as this project's own catalog queries: one query per lint that can apply to a schema like ours.
 * Each query returns one row per finding with a `detail` column; the level is the advisor's.
 *
 * Not covered, because they cannot apply here: 0012 auth_allow_anonymous_sign_ins (an Auth setting, not the
 * database; config.toml has no anonymous sign-ins), 0019 insecure_queue_exposed_in_api (no pgmq), 0020
 * table_bloat (needs a long-running database's statistics), 0026/0027 pg_graphql_*_table_exposed (no pg_graphql)
 * and 0005 unused_index (every index is unused on a freshly migrated database; it says nothing before traffic).
 */
export type LintLevel = 'ERROR' | 'WARN' | 'INFO';

export interface Lint {
  id: string;
  level: LintLevel;
  sql: string;
}

/** The schemas the API exposes (config.toml [api] schemas), plus PostgREST's graphql_public. */
const EXPOSED = `array['public', 'graphql_public']::name[]`;

/**
 * Schemas owned by Supabase or Postgres, left out of the user-schema lints; `referee` is the native
 * PostgreSQL 18 harness's stand-in for the platform's own guards (tests/referee/hosted-platform.sql).
 */
const SYSTEM = `array['pg_catalog', 'information_schema', 'pg_toast', 'auth', 'storage', 'realtime', 'extensions', 'graphql',
  'graphql_public', 'supabase_functions', 'supabase_migrations', 'vault', 'pgsodium', 'pgsodium_masks', 'net', 'cron',
  'pgbouncer', 'pgtle', 'repack', 'topology', 'tiger', 'referee']::name[]`;

/** A policy's command as a letter list: 'r' select, 'a' insert, 'w' update, 'd' delete, '*' all. */
const POLICY_CMDS = `case p.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
  when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end`;

export const LINTS: Lint[] = [
  {
    id: '0001_unindexed_foreign_keys',
    level: 'INFO',
    sql: `select format('%s.%s: foreign key %s has no index starting with its columns', n.nspname, c.relname, k.conname) as detail
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname <> all (${SYSTEM})
        and not exists (
          select 1 from pg_index i
          where i.indrelid = k.conrelid
            and (i.indkey::int2[])[0:cardinality(k.conkey) - 1] @> k.conkey
            and (i.indkey::int2[])[0:cardinality(k.conkey) - 1] <@ k.conkey)`,
  },
  {
    id: '0002_auth_users_exposed',
    level: 'ERROR',
    sql: `select distinct format('%s.%s reads auth.users and anon/authenticated can select it', n.nspname, v.relname) as detail
      from pg_depend d
      join pg_rewrite r on r.oid = d.objid
      join pg_class v on v.oid = r.ev_class
      join pg_namespace n on n.oid = v.relnamespace
      where d.refobjid = 'auth.users'::regclass and n.nspname = any (${EXPOSED}) and v.relkind in ('v', 'm')
        and (has_table_privilege('anon', v.oid, 'select') or has_table_privilege('authenticated', v.oid, 'select'))`,
  },
  {
    id: '0003_auth_rls_initplan',
    level: 'WARN',
    sql: `select format('%s.%s policy %s calls auth.<fn>() or current_setting() per row', schemaname, tablename, policyname) as detail
      from pg_policies
      where schemaname <> all (${SYSTEM})
        and (
          (coalesce(qual, '') ~* '(auth\\.(uid|jwt|role|email)|current_setting)\\(' and
           coalesce(qual, '') !~* 'select\\s+(auth\\.(uid|jwt|role|email)|current_setting)\\(')
          or
          (coalesce(with_check, '') ~* '(auth\\.(uid|jwt|role|email)|current_setting)\\(' and
           coalesce(with_check, '') !~* 'select\\s+(auth\\.(uid|jwt|role|email)|current_setting)\\(')
        )`,
  },
  {
    id: '0004_no_primary_key',
    level: 'INFO',
    sql: `select format('%s.%s has no primary key', n.nspname, c.relname) as detail
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname <> all (${SYSTEM})
        and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')`,
  },
  {
    id: '0006_multiple_permissive_policies',
    level: 'WARN',
    sql: `select format('%s.%s: %s policies for %s %s (%s)', n.nspname, c.relname, count(*), r.rolname, act.cmd,
             string_agg(p.polname, ', ' order by p.polname)) as detail
      from pg_policy p
      join pg_class c on c.oid = p.polrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
      cross join lateral unnest(${POLICY_CMDS}) act(cmd)
      where p.polpermissive and c.relkind = 'r' and n.nspname <> all (${SYSTEM})
        and r.rolname not like 'pg\\_%' and not r.rolbypassrls
      group by n.nspname, c.relname, r.rolname, act.cmd
      having count(*) > 1`,
  },
  {
    id: '0007_policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `select distinct format('%s.%s has policies but row level security is off', n.nspname, c.relname) as detail
      from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where not c.relrowsecurity and n.nspname <> all (${SYSTEM})`,
  },
  {
    id: '0008_rls_enabled_no_policy',
    level: 'INFO',
    sql: `select format('%s.%s has row level security on and no policy', n.nspname, c.relname) as detail
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and c.relrowsecurity and n.nspname <> all (${SYSTEM})
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`,
  },
  {
    id: '0009_duplicate_index',
    level: 'WARN',
    sql: `select format('%s.%s: identical indexes %s', n.nspname, c.relname, string_agg(ic.relname, ', ' order by ic.relname)) as detail
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname <> all (${SYSTEM})
      group by n.nspname, c.relname, i.indkey::text, i.indclass::text, i.indcollation::text,
               coalesce(pg_get_expr(i.indexprs, i.indrelid), ''), coalesce(pg_get_expr(i.indpred, i.indrelid), '')
      having count(*) > 1`,
  },
  {
    id: '0010_security_definer_view',
    level: 'ERROR',
    sql: `select format('%s.%s is a view without security_invoker', n.nspname, c.relname) as detail
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'v' and n.nspname = any (${EXPOSED})
        and not coalesce(c.reloptions::text[] && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1'], false)
        and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,
  },
  {
    id: '0011_function_search_path_mutable',
    level: 'WARN',
    sql: `select format('%s.%s(%s) does not pin search_path to ''''', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as detail
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname <> all (${SYSTEM})
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not coalesce(p.proconfig, '{}') && array['search_path=""', 'search_path=']`,
  },
  {
    id: '0013_rls_disabled_in_public',
    level: 'ERROR',
    sql: `select format('%s.%s is exposed without row level security', n.nspname, c.relname) as detail
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = any (${EXPOSED}) and not c.relrowsecurity`,
  },
  {
    id: '0014_extension_in_public',
    level: 'WARN',
    sql: `select format('extension %s is installed in %s', e.extname, n.nspname) as detail
      from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where n.nspname = 'public' and e.extname <> 'plpgsql'`,
  },
  {
    id: '0015_rls_references_user_metadata',
    level: 'ERROR',
    sql: `select format('%s.%s policy %s reads user_metadata', schemaname, tablename, policyname) as detail
      from pg_policies
      where coalesce(qual, '') || ' ' || coalesce(with_check, '') ~* '(user_metadata|raw_user_meta_data)'`,
  },
  {
    id: '0016_materialized_view_in_api',
    level: 'WARN',
    sql: `select format('%s.%s is a materialized view reachable through the API', n.nspname, c.relname) as detail
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'm' and n.nspname = any (${EXPOSED})
        and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,
  },
  {
    id: '0017_foreign_table_in_api',
    level: 'WARN',
    sql: `select format('%s.%s is a foreign table reachable through the API', n.nspname, c.relname) as detail
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'f' and n.nspname = any (${EXPOSED})
        and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,
  },
  {
    id: '0018_unsupported_reg_types',
    level: 'WARN',
    sql: `select format('%s.%s.%s uses %s', n.nspname, c.relname, a.attname, t.typname) as detail
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      where a.attnum > 0 and not a.attisdropped and n.nspname <> all (${SYSTEM})
        and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper', 'regoperator', 'regproc', 'regprocedure')`,
  },
  {
    id: '0021_fkey_to_auth_unique',
    level: 'ERROR',
    sql: `select format('%s.%s: foreign key %s references an auth.users unique constraint, not its primary key', n.nspname, c.relname, k.conname) as detail
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_constraint ref on ref.conindid = k.conindid and ref.conrelid = k.confrelid and ref.contype = 'u'
      where k.contype = 'f' and k.confrelid = 'auth.users'::regclass`,
  },
  {
    id: '0022_extension_versions_outdated',
    level: 'WARN',
    sql: `select format('extension %s is %s, %s is available', e.name, e.installed_version, e.default_version) as detail
      from pg_available_extensions e
      where e.installed_version is not null and e.default_version is not null and e.installed_version <> e.default_version`,
  },
  {
    id: '0023_sensitive_columns_exposed',
    level: 'ERROR',
    sql: `select format('%s.%s.%s is exposed without row level security', n.nspname, c.relname, a.attname) as detail
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped and c.relkind = 'r' and n.nspname = any (${EXPOSED}) and not c.relrowsecurity
        and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
        and lower(a.attname) ~ '(password|passwd|secret|private_key|api_?key|token|jwt|ssn|social_security|passport|tax_id|credit_card|card_number|cvv|iban|account_number|routing_number)'`,
  },
  {
    id: '0024_rls_policy_always_true',
    level: 'WARN',
    sql: `select format('%s.%s policy %s (%s) lets every row through', schemaname, tablename, policyname, cmd) as detail
      from pg_policies
      where schemaname <> all (${SYSTEM}) and permissive = 'PERMISSIVE'
        and roles && array['public', 'anon', 'authenticated']::name[]
        and (
          (cmd in ('UPDATE', 'DELETE', 'ALL') and (qual is null or regexp_replace(lower(qual), '[\\s()]', '', 'g') in ('true', '1=1')))
          or (cmd in ('INSERT', 'UPDATE', 'ALL') and regexp_replace(lower(coalesce(with_check, '')), '[\\s()]', '', 'g') in ('true', '1=1'))
          or (cmd = 'INSERT' and with_check is null)
        )`,
  },
  {
    id: '0025_public_bucket_allows_listing',
    level: 'WARN',
    sql: `select format('public bucket %s: broad SELECT policy %s', b.id, p.policyname) as detail
      from storage.buckets b
      join pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects' and p.cmd in ('SELECT', 'ALL')
        and p.permissive = 'PERMISSIVE' and p.roles && array['public', 'anon', 'authenticated']::name[]
      where b.public
        and (p.qual is null
          or regexp_replace(lower(p.qual), '[\\s()]', '', 'g') in ('true', '1=1')
          or regexp_replace(p.qual, '[\\s()]', '', 'g') in ('bucket_id=''' || b.id || '''::text', 'bucket_id=''' || b.id || ''''))`,
  },
  {
    id: '0028_anon_security_definer_function_executable',
    level: 'WARN',
    sql: `select format('%s.%s(%s) is security definer and anon may call it through /rest/v1/rpc', n.nspname, p.proname,
             pg_get_function_identity_arguments(p.oid)) as detail
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname = any (${EXPOSED}) and has_function_privilege('anon', p.oid, 'execute')`,
  },
  {
    id: '0029_authenticated_security_definer_function_executable',
    level: 'WARN',
    sql: `select format('%s.%s(%s) is security definer and authenticated may call it through /rest/v1/rpc', n.nspname, p.proname,
             pg_get_function_identity_arguments(p.oid)) as detail
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname = any (${EXPOSED}) and has_function_privilege('authenticated', p.oid, 'execute')`,
  },
  {
    // Informational: security definer helpers that RLS needs (not reachable through the API, listed for review).
    id: 'info_private_security_definer',
    level: 'INFO',
    sql: `select format('%s.%s(%s) is security definer, executable by %s, not exposed through the API', n.nspname, p.proname,
             pg_get_function_identity_arguments(p.oid),
             concat_ws(', ', case when has_function_privilege('anon', p.oid, 'execute') then 'anon' end,
                             case when has_function_privilege('authenticated', p.oid, 'execute') then 'authenticated' end)) as detail
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname <> all (${SYSTEM}) and n.nspname <> all (${EXPOSED})
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`,
  },
  {
    id: '0030_invalid_index',
    level: 'WARN',
    sql: `select format('%s is invalid (a failed concurrent build)', i.indexrelid::regclass) as detail
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where not i.indisvalid and n.nspname <> all (${SYSTEM})`,
  },
];

export interface LintFinding {
  id: string;
  level: LintLevel;
  detail: string;
}

/** Runs every lint with `query` (any client that returns `{ rows }`) and returns the findings. */
export async function runLints(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<LintFinding[]> {
  const findings: LintFinding[] = [];
  for (const lint of LINTS) {
    const { rows } = await query(lint.sql);
    for (const r of rows) findings.push({ id: lint.id, level: lint.level, detail: String(r.detail) });
  }
  return findings;
}

export function countByLevel(findings: LintFinding[]): Record<LintLevel, number> {
  const out: Record<LintLevel, number> = { ERROR: 0, WARN: 0, INFO: 0 };
  for (const f of findings) out[f.level] += 1;
  return out;
}
