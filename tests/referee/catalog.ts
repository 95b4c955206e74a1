/**
 * What a database holds of the app's schema, as one text per object, so two databases built two ways (the
 * migrations replayed, the declarative schema files applied) can be compared object by object:
 *
 *   const a = await catalogOf(clientA); const b = await catalogOf(clientB);
 *   catalogDiff(a, b, ['migrations', 'schema files'])   // [] when equal, else one line per differing object
 *
 * Keys name the object (`function public.get_play_insights(p_from date, …)`, `policy public.casinos "…"`);
 * values are the catalog's own rendering (pg_get_functiondef, pg_get_constraintdef, pg_policies, …), with a
 * function's definition whitespace-normalised.
 */
import type pg from 'pg';

export const APP_SCHEMAS = ['public', 'private', 'stats', 'share', 'audit'];
/** Platform schemas the app adds policies (storage) and triggers (auth, storage) to. */
const PLATFORM_SCHEMAS = ['auth', 'storage'];

/** An ACL as sorted text; a NULL one (the owner's default) is spelled out, so never-granted equals granted-then-revoked-back. */
const acl = (col: string) => `coalesce(array_to_string(array(select x::text from unnest(${col}) x order by 1), ' '), '-')`;

const QUERIES: string[] = [
  `select 'schema ' || nspname, ${acl(`coalesce(nspacl, acldefault('n', nspowner))`)} || ' owner=' || nspowner::regrole || ' comment=' || coalesce(obj_description(oid, 'pg_namespace'), '')
     from pg_namespace where nspname = any($1)`,
  `select case c.relkind when 'v' then 'view ' when 'S' then 'sequence ' else 'table ' end || n.nspname || '.' || c.relname,
          'kind=' || c.relkind::text || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity || ' options=' || coalesce(array_to_string(c.reloptions, ','), '-')
          || ' grants=' || ${acl(`coalesce(c.relacl, acldefault(case c.relkind when 'S' then 's' else 'r' end::"char", c.relowner))`)} || ' comment=' || coalesce(obj_description(c.oid, 'pg_class'), '')
          || case when c.relkind = 'v' then ' definition=' || pg_get_viewdef(c.oid, true) else '' end
     from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'c', 'f')`,
  `select 'column ' || n.nspname || '.' || c.relname || '.' || a.attname,
          'position=' || row_number() over (partition by c.oid order by a.attnum) || ' type=' || format_type(a.atttypid, a.atttypmod)
          || ' not_null=' || a.attnotnull || ' default=' || coalesce(pg_get_expr(d.adbin, d.adrelid), '-') || ' generated=' || a.attgenerated::text
          || ' identity=' || a.attidentity::text || ' collation=' || a.attcollation::regcollation || ' grants=' || ${acl('a.attacl')}
          || ' comment=' || coalesce(col_description(c.oid, a.attnum), '')
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'c') and a.attnum > 0 and not a.attisdropped`,
  `select 'constraint ' || n.nspname || '.' || c.relname || ' ' || k.conname, k.contype::text || ' ' || pg_get_constraintdef(k.oid) || ' valid=' || k.convalidated
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1)`,
  `select 'index ' || n.nspname || '.' || c.relname, pg_get_indexdef(c.oid)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1) and c.relkind in ('i', 'I')`,
  `select 'function ' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')',
          regexp_replace(btrim(pg_get_functiondef(p.oid)), '\\s+', ' ', 'g') || ' owner=' || p.proowner::regrole
          || ' grants=' || ${acl(`coalesce(p.proacl, acldefault('f', p.proowner))`)} || ' comment=' || coalesce(obj_description(p.oid, 'pg_proc'), '')
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = any($1) and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  `select 'type ' || n.nspname || '.' || t.typname, t.typtype::text || ' ' || coalesce((select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '')
          || coalesce(' base=' || format_type(t.typbasetype, t.typtypmod), '')
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = any($1) and t.typtype in ('c', 'e', 'd', 'r') and (t.typrelid = 0 or (select relkind from pg_class where oid = t.typrelid) = 'c')`,
  `select 'policy ' || schemaname || '.' || tablename || ' "' || policyname || '"',
          permissive || ' for ' || cmd || ' to ' || array_to_string(roles, ',') || ' using ' || coalesce(qual, '-') || ' with check ' || coalesce(with_check, '-')
     from pg_policies where schemaname = any($1::name[] || $2::name[])`,
  `select 'trigger ' || n.nspname || '.' || c.relname || ' ' || t.tgname, pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = any($1::name[] || $2::name[])`,
  `select 'publication ' || pubname || ' ' || schemaname || '.' || tablename, coalesce(array_to_string(attnames, ','), '') || ' where ' || coalesce(rowfilter, '-')
     from pg_publication_tables where pubname = 'supabase_realtime'`,
  `select 'default privileges ' || coalesce(n.nspname, '*') || ' ' || d.defaclrole::regrole || ' ' || d.defaclobjtype::text, ${acl('d.defaclacl')}
     from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
];

export type Catalog = Map<string, string>;

/** Every app object's text in the database `client` is connected to (run with the same search_path on both sides). */
export async function catalogOf(client: pg.ClientBase): Promise<Catalog> {
  const out: Catalog = new Map();
  for (const sql of QUERIES) {
    const params = sql.includes('$2') ? [APP_SCHEMAS, PLATFORM_SCHEMAS] : sql.includes('$1') ? [APP_SCHEMAS] : [];
    const { rows } = await client.query<string[]>({ text: sql, values: params, rowMode: 'array' });
    for (const [key, value] of rows) {
      if (out.has(key)) throw new Error(`two catalog rows named ${key}`);
      out.set(key, value);
    }
  }
  return out;
}

/** One line per object that is missing on a side or differs, naming it and showing where the texts part. */
export function catalogDiff(a: Catalog, b: Catalog, [nameA, nameB]: [string, string]): string[] {
  const lines: string[] = [];
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const va = a.get(key);
    const vb = b.get(key);
    if (va === vb) continue;
    if (vb === undefined) lines.push(`${key}: only in the ${nameA}`);
    else if (va === undefined) lines.push(`${key}: only in the ${nameB}`);
    else {
      let i = 0;
      while (va[i] === vb[i]) i++;
      const from = Math.max(0, i - 60);
      const cut = (s: string) => `${from > 0 ? '…' : ''}${s.slice(from, i + 80)}${s.length > i + 80 ? '…' : ''}`;
      lines.push(`${key}: differs\n    ${nameA}: ${cut(va)}\n    ${nameB}: ${cut(vb)}`);
    }
  }
  return lines;
}
