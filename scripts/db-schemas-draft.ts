/**
 * One-off drafting aid: replays the migrations on native Postgres 18 and writes every app object's current text,
 * by kind and feature, to a folder (default /tmp/schemas-draft). Functions, views, policies and triggers keep the
 * text of the migration statement that last created them when nothing altered them afterwards; tables, indexes,
 * grants and comments come from the catalog.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../emulator/config';
import { startNativeDb } from '../tests/referee/native-db';
import { splitStatements } from './sql-statements';

const OUT = process.argv[2] ?? '/tmp/schemas-draft';
const APP_SCHEMAS = ['public', 'private', 'stats', 'share', 'audit'];
const API_ROLES = ['anon', 'authenticated', 'service_role'];

interface Stmt {
  file: string;
  text: string;
}
const MIG_DIR = path.join(ROOT_DIR, 'supabase/migrations');
const stmts: Stmt[] = [];
for (const file of readdirSync(MIG_DIR).filter((f) => f.endsWith('.sql')).sort())
  for (const text of splitStatements(readFileSync(path.join(MIG_DIR, file), 'utf8'))) stmts.push({ file, text });

const FEATURE_OF_MIGRATION: [RegExp, string][] = [
  [/helpers|updated_at_ignores|money_rule|same_owner|statement_triggers/, 'helpers'],
  [/profiles_admins|security_hardening/, 'profiles'],
  [/mfa|admin_requires/, 'security'],
  [/rpc_admin/, 'admin'],
  [/casino_session_limit|play_limits/, 'play_limits'],
  [/casinos|casino_records/, 'casinos'],
  [/player_slot_machines|slot_machines|machine_counters/, 'slot_machines'],
  [/preferences/, 'preferences'],
  [/w2g|jackpot_at_the_machine/, 'w2g'],
  [/notification/, 'notifications'],
  [/support/, 'support'],
  [/social|post_image|post_jackpot/, 'social'],
  [/states/, 'states'],
  [/storage/, 'storage'],
  [/rpc_stats|play_stats_rollups|stats_slot_result/, 'stats'],
  [/insight/, 'insights'],
  [/restore/, 'restore'],
  [/audit/, 'audit'],
  [/trip_shares|share_links/, 'trip_shares'],
  [/trip/, 'trips'],
  [/find_a_machine|find_machine/, 'find_machine'],
  [/tax_year|preparer/, 'tax_year'],
  [/sessions|add_cash|append_casino|people_present|session_import|free_play|one_night|writes_return|slot_result|slot_money/, 'sessions'],
];
function featureOf(file: string | undefined): string {
  if (!file) return 'misc';
  for (const [re, f] of FEATURE_OF_MIGRATION) if (re.test(file)) return f;
  return 'misc';
}

/** By the object's name, before the migration that first made it (which may have been about something else). */
const FEATURE_OF_NAME: [RegExp, string][] = [
  [/preparer_link/, 'preparer_links'],
  [/^private\.restore(s|_rows)$/, 'restore'],
  [/^stats\.(apply_|.*_rollup_rows$|.*_truncated$)|^private\.rebuild_play_rollups$/, 'stats_rollups'],
  [/^private\.(play_limit_|record_play_limit_crossings)/, 'play_limits'],
  [/^public\.w2g_jackpots_check_input$/, 'w2g'],
  [/^public\.(casino_sessions|gambling_sessions)_check_input$/, 'sessions'],
  [/^(private|public)\.(add_live_money|append_casino_cash|cash_out_live_session|(get_)?casino_session_holdings|covering_casino_sessions|get_add_cash_summary|delete_casino_session)$/, 'sessions_live'],
  [/^share\.count_read$/, 'trip_shares'],
  [/^audit\./, 'audit_trail'],
  [/^(private|public)\.(announce_admin_action|settle_admin_action|audit_log_filters|audit_log_page|my_security_history|get_audit_log|get_audit_log_filters|get_my_security_history)$/, 'audit_reads'],
  [/^(private|public)\.restore_(answer|check_rows|columns|kinds|limits|open|refusal|steps|begin|stage|my_data)$/, 'restore_stage'],
  [/^(private|public)\.restore_(run|sql|apply)$/, 'restore_apply'],
  [/^(private|public)\.restore_/, 'restore_rows'],
  [/^(private|public)\.(trip_report|get_trip_report|method_sessions|add_cash_fee)$/, 'trip_report'],
];
function featureByName(full: string, fallback: string): string {
  for (const [re, f] of FEATURE_OF_NAME) if (re.test(full)) return f;
  return fallback;
}

const q = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ident = (s: string) => `"?${q(s)}"?`;
function creates(re: RegExp): Stmt[] {
  return stmts.filter((s) => re.test(s.text));
}

const db = await startNativeDb();
const client = new pg.Client({ connectionString: db.connectionString });
await client.connect();
await client.query(`set search_path = ''`);
const rows = async <R,>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[];

type Out = Map<string, string[]>; // file -> chunks
const out: Out = new Map();
const add = (file: string, chunk: string) => {
  if (!out.has(file)) out.set(file, []);
  out.get(file)!.push(chunk.trim());
};

const KEYWORDS =
  /\b(CHECK|FOREIGN KEY|REFERENCES|ON DELETE|ON UPDATE|CASCADE|SET NULL|SET DEFAULT|RESTRICT|NO ACTION|PRIMARY KEY|UNIQUE|NOT VALID|AND|OR|NOT|IS|NULL|IN|ANY|ALL|ARRAY|CASE|WHEN|THEN|ELSE|END|CREATE|INDEX|ON|USING|WHERE|DEFERRABLE|INITIALLY DEFERRED|INITIALLY IMMEDIATE|EXCLUDE|WITH|INCLUDE|NULLS NOT DISTINCT|DESC|ASC|BETWEEN|LIKE|SIMILAR TO|TRUE|FALSE|COALESCE|LOWER|UPPER|LENGTH|CHAR_LENGTH|MATCH FULL|AS|CURRENT_DATE|LOCALTIMESTAMP|CURRENT_TIMESTAMP|INTERVAL)\b/g;
/** Lower-cases the catalog's keywords outside quotes, as the migrations write them. */
function lower(s: string): string {
  return s
    .split(/('(?:[^']|'')*'|"(?:[^"]|"")*")/)
    .map((part, i) => (i % 2 ? part : part.replace(KEYWORDS, (k) => k.toLowerCase())))
    .join('');
}

// ---- privileges -------------------------------------------------------------------------------------------
const TABLE_ALL = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN'];
const SEQ_ALL = ['SELECT', 'UPDATE', 'USAGE'];
function privDiff(
  target: string,
  schema: string,
  acl: { grantee: string; privilege_type: string }[],
  all: string[],
  defaults: Record<string, string[]>,
): string[] {
  const have: Record<string, Set<string>> = {};
  for (const a of acl) (have[a.grantee] ??= new Set()).add(a.privilege_type);
  const lines: string[] = [];
  const roles = new Set([...Object.keys(have), ...Object.keys(defaults)]);
  const revokes = new Map<string, string[]>();
  const grants = new Map<string, string[]>();
  for (const role of [...roles].sort()) {
    const h = have[role] ?? new Set();
    const d = new Set(defaults[role] ?? []);
    const minus = [...d].filter((p) => !h.has(p));
    const plus = [...h].filter((p) => !d.has(p));
    const show = (ps: string[]) => (ps.length === all.length && all.every((p) => ps.includes(p)) ? 'all' : all.filter((p) => ps.includes(p)).join(', ').toLowerCase());
    if (minus.length) revokes.set(show(minus), [...(revokes.get(show(minus)) ?? []), role]);
    if (plus.length) grants.set(show(plus), [...(grants.get(show(plus)) ?? []), role]);
  }
  for (const [p, r] of revokes) lines.push(`revoke ${p} on ${target} from ${r.join(', ')};`);
  for (const [p, r] of grants) lines.push(`grant ${p} on ${target} to ${r.join(', ')};`);
  void schema;
  return lines;
}

// ---- schemas ------------------------------------------------------------------------------------------------
{
  const lines: string[] = [];
  for (const s of APP_SCHEMAS.filter((x) => x !== 'public')) {
    lines.push(`create schema if not exists ${s};`);
    const acl = await rows<{ grantee: string; privilege_type: string }>(
      `select coalesce(r.rolname, 'public') as grantee, a.privilege_type from pg_namespace n, aclexplode(n.nspacl) a
         left join pg_roles r on r.oid = a.grantee where n.nspname = $1 and a.grantee <> n.nspowner`,
      [s],
    );
    lines.push(...privDiff(`schema ${s}`, s, acl, ['USAGE', 'CREATE'], {}));
    const c = await rows<{ c: string | null }>(`select obj_description(oid, 'pg_namespace') as c from pg_namespace where nspname = $1`, [s]);
    if (c[0].c) lines.push(`comment on schema ${s} is ${lit(c[0].c)};`);
    lines.push('');
  }
  add('00_roles_and_schemas', lines.join('\n'));
}

function lit(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

// ---- types --------------------------------------------------------------------------------------------------
for (const t of await rows<{ schema: string; name: string; oid: number; relid: number }>(
  `select n.nspname as schema, t.typname as name, t.oid, t.typrelid as relid from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = any($1) and t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c' order by 1, 2`,
  [APP_SCHEMAS],
)) {
  const cols = await rows<{ name: string; type: string }>(
    `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = $1 and attnum > 0 and not attisdropped order by attnum`,
    [t.relid],
  );
  const first = creates(new RegExp(`^create type ${q(t.schema)}\\.${ident(t.name)}`, 'i'))[0];
  add(`types/${featureOf(first?.file)}`, `create type ${t.schema}.${t.name} as (\n${cols.map((c) => `  ${c.name} ${c.type}`).join(',\n')}\n);`);
}

// ---- tables -------------------------------------------------------------------------------------------------
const tables = await rows<{ schema: string; name: string; oid: number; rls: boolean; force: boolean; kind: string }>(
  `select n.nspname as schema, c.relname as name, c.oid, c.relrowsecurity as rls, c.relforcerowsecurity as force, c.relkind as kind
     from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1) and c.relkind in ('r', 'p') order by 1, 2`,
  [APP_SCHEMAS],
);
const tableFks = await rows<{ from: string; to: string }>(
  `select fn.nspname || '.' || f.relname as from, tn.nspname || '.' || t.relname as to from pg_constraint k
     join pg_class f on f.oid = k.conrelid join pg_namespace fn on fn.oid = f.relnamespace
     join pg_class t on t.oid = k.confrelid join pg_namespace tn on tn.oid = t.relnamespace
    where k.contype = 'f' and fn.nspname = any($1) and tn.nspname = any($1)`,
  [APP_SCHEMAS],
);
const tableOrder: typeof tables = [];
const seenT = new Set<string>();
const visitT = (t: (typeof tables)[number]) => {
  const k = `${t.schema}.${t.name}`;
  if (seenT.has(k)) return;
  seenT.add(k);
  for (const d of tableFks.filter((x) => x.from === k && x.to !== k)) visitT(tables.find((x) => `${x.schema}.${x.name}` === d.to)!);
  tableOrder.push(t);
};
tables.forEach(visitT);
const tableFeature = new Map<string, string>();
for (const t of tableOrder) {
  const full = `${t.schema}.${t.name}`;
  const first = creates(new RegExp(`^create table (if not exists )?${q(t.schema)}\\.${ident(t.name)}\\s*\\(`, 'i'))[0];
  const feature = featureByName(full, featureOf(first?.file));
  tableFeature.set(full, feature);
  const cols = await rows<{ name: string; type: string; def: string | null; notnull: boolean; gen: string; ident: string; num: number; comment: string | null }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, pg_get_expr(d.adbin, d.adrelid) as def, a.attnotnull as notnull,
            a.attgenerated as gen, a.attidentity as ident, a.attnum as num, col_description(a.attrelid, a.attnum) as comment
       from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [t.oid],
  );
  const cons = await rows<{ name: string; type: string; def: string; cols: number[] | null }>(
    `select conname as name, contype as type, pg_get_constraintdef(oid) as def, conkey as cols from pg_constraint
      where conrelid = $1 and contype in ('p', 'u', 'f', 'c', 'x') order by array_position(array['p','u','f','c','x']::"char"[], contype), conname`,
    [t.oid],
  );
  const inline = new Map<number, string[]>();
  const tableCons: string[] = [];
  for (const c of cons) {
    const col = c.cols?.length === 1 ? cols.find((x) => x.num === c.cols![0]) : undefined;
    const dflt = col && { p: `${t.name}_pkey`, u: `${t.name}_${col.name}_key`, f: `${t.name}_${col.name}_fkey`, c: `${t.name}_${col.name}_check`, x: '' }[c.type];
    const def = lower(c.def);
    if (col && c.name === dflt && !/not valid/i.test(def)) {
      const text =
        c.type === 'p' ? 'primary key' : c.type === 'u' ? 'unique' : c.type === 'f' ? def.replace(/^foreign key \([^)]*\) /, '') : def;
      inline.set(col.num, [...(inline.get(col.num) ?? []), text]);
    } else tableCons.push(`  constraint ${c.name} ${def}`);
  }
  const colLines = cols.map((c) => {
    let s = `  ${c.name} ${c.type}`;
    if (c.ident === 'a') s += ' generated always as identity';
    else if (c.ident === 'd') s += ' generated by default as identity';
    if (c.gen === 's' && c.def) s += ` generated always as (${lower(c.def)}) stored`;
    else if (c.gen === 'v' && c.def) s += ` generated always as (${lower(c.def)}) virtual`;
    else if (c.def) s += ` default ${lower(c.def)}`;
    const inl = inline.get(c.num) ?? [];
    if (c.notnull && !inl.includes('primary key')) s += ' not null';
    if (inl.length) s += ' ' + inl.join(' ');
    return s;
  });
  const chunk: string[] = [`create table ${full} (\n${[...colLines, ...tableCons].join(',\n')}\n);`];
  const tcomment = await rows<{ c: string | null }>(`select obj_description($1, 'pg_class') as c`, [t.oid]);
  if (tcomment[0].c) chunk.push(`comment on table ${full} is ${lit(tcomment[0].c)};`);
  for (const c of cols) if (c.comment) chunk.push(`comment on column ${full}.${c.name} is ${lit(c.comment)};`);
  const idx = await rows<{ def: string }>(
    `select pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = $1 and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid) order by c.relname`,
    [t.oid],
  );
  for (const i of idx) chunk.push(lower(i.def).replace(/ using btree /, ' ') + ';');
  if (t.rls) chunk.push(`alter table ${full} enable row level security;`);
  if (t.force) chunk.push(`alter table ${full} force row level security;`);
  chunk.push(...(await relGrants(t.oid, full, t.schema, 'table', TABLE_ALL)));
  add(`tables/${feature}`, chunk.join('\n'));
}

async function relGrants(oid: number, full: string, schema: string, word: string, all: string[]): Promise<string[]> {
  const acl = await rows<{ grantee: string; privilege_type: string }>(
    `select coalesce(r.rolname, 'public') as grantee, a.privilege_type from pg_class c, aclexplode(c.relacl) a
       left join pg_roles r on r.oid = a.grantee where c.oid = $1 and a.grantee <> c.relowner`,
    [oid],
  );
  const defaults: Record<string, string[]> = schema === 'public' ? Object.fromEntries(API_ROLES.map((r) => [r, all])) : {};
  const lines = privDiff(`${word === 'table' ? '' : word + ' '}${full}`, schema, acl, all, defaults);
  const colAcl = await rows<{ col: string; grantee: string; privilege_type: string }>(
    `select at.attname as col, coalesce(r.rolname, 'public') as grantee, a.privilege_type from pg_attribute at, aclexplode(at.attacl) a
       left join pg_roles r on r.oid = a.grantee where at.attrelid = $1 and at.attacl is not null order by 1, 2, 3`,
    [oid],
  );
  const by = new Map<string, string[]>();
  for (const c of colAcl) by.set(`${c.privilege_type.toLowerCase()}|${c.grantee}`, [...(by.get(`${c.privilege_type.toLowerCase()}|${c.grantee}`) ?? []), c.col]);
  for (const [k, colsOf] of by) {
    const [p, g] = k.split('|');
    lines.push(`grant ${p} (${colsOf.join(', ')}) on ${full} to ${g};`);
  }
  return lines;
}

// ---- sequences not owned by identity columns -------------------------------------------------------------
for (const s of await rows<{ schema: string; name: string; oid: number }>(
  `select n.nspname as schema, c.relname as name, c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1) and c.relkind = 'S' order by 1, 2`,
  [APP_SCHEMAS],
)) {
  const g = await relGrants(s.oid, `${s.schema}.${s.name}`, s.schema, 'sequence', SEQ_ALL);
  if (g.length) console.warn(`sequence ${s.schema}.${s.name} grants: ${g.join(' ')}`);
}

// ---- views --------------------------------------------------------------------------------------------------
for (const v of await rows<{ schema: string; name: string; oid: number; opts: string[] | null; def: string }>(
  `select n.nspname as schema, c.relname as name, c.oid, c.reloptions as opts, pg_get_viewdef(c.oid, true) as def
     from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1) and c.relkind = 'v' order by 1, 2`,
  [APP_SCHEMAS],
)) {
  const full = `${v.schema}.${v.name}`;
  const made = creates(new RegExp(`^create (or replace )?view ${q(v.schema)}\\.${ident(v.name)}\\b`, 'i'));
  const text = made.at(-1)?.text ?? `create view ${full}${v.opts ? ` with (${v.opts.join(', ')})` : ''} as\n${v.def.replace(/;$/, '')}`;
  const chunk = [text + ';'];
  const c = await rows<{ c: string | null }>(`select obj_description($1, 'pg_class') as c`, [v.oid]);
  if (c[0].c) chunk.push(`comment on view ${full} is ${lit(c[0].c)};`);
  chunk.push(...(await relGrants(v.oid, full, v.schema, 'table', TABLE_ALL)));
  add(`views/${featureOf(made[0]?.file)}`, chunk.join('\n'));
}

// ---- functions ----------------------------------------------------------------------------------------------
const fns = await rows<{ schema: string; name: string; oid: number; args: string; def: string; comment: string | null; kind: string }>(
  `select n.nspname as schema, p.proname as name, p.oid, pg_get_function_identity_arguments(p.oid) as args, pg_get_functiondef(p.oid) as def,
          obj_description(p.oid, 'pg_proc') as comment, p.prokind as kind
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = any($1) and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') order by 1, 2, 4`,
  [APP_SCHEMAS],
);
const overloaded = new Set(fns.map((f) => `${f.schema}.${f.name}`).filter((k, i, a) => a.indexOf(k) !== i));
let fromCatalog = 0;
for (const f of fns) {
  const full = `${f.schema}.${f.name}`;
  const made = creates(new RegExp(`^create (or replace )?(function|procedure) ${q(f.schema)}\\.${ident(f.name)}\\s*\\(`, 'i'));
  const last = made.at(-1);
  const alteredAfter =
    last && stmts.slice(stmts.indexOf(last) + 1).some((s) => new RegExp(`^alter (function|procedure) ${q(f.schema)}\\.${ident(f.name)}\\b`, 'i').test(s.text));
  let text: string;
  let same = false;
  if (last && !alteredAfter && !overloaded.has(full)) {
    // A later migration may have rewritten the body (public.is_admin → private): restate it here and compare.
    await client.query('begin');
    try {
      await client.query(last.text.replace(/^create function/i, 'create or replace function'));
      same = (await rows<{ def: string }>(`select pg_get_functiondef($1::oid) as def`, [f.oid]))[0].def === f.def;
    } catch {
      same = false;
    }
    await client.query('rollback');
  }
  if (same) text = last.text.replace(/^create function/i, 'create or replace function') + ';';
  else {
    fromCatalog++;
    text = f.def.trim() + ';';
  }
  const anyFirst = made[0] ?? stmts.find((s) => new RegExp(`function (public\\.)?${ident(f.name)}\\s*\\(`, 'i').test(s.text));
  const sig = `function ${full}(${f.args})`;
  const chunk = [text];
  if (f.comment) chunk.push(`comment on ${sig} is ${lit(f.comment)};`);
  const acl = await rows<{ grantee: string; privilege_type: string }>(
    `select coalesce(r.rolname, 'public') as grantee, a.privilege_type from pg_proc p,
            aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a left join pg_roles r on r.oid = a.grantee
      where p.oid = $1 and a.grantee <> p.proowner`,
    [f.oid],
  );
  const defaults: Record<string, string[]> = { public: ['EXECUTE'] };
  if (f.schema === 'public') for (const r of API_ROLES) defaults[r] = ['EXECUTE'];
  chunk.push(...privDiff(sig, f.schema, acl, ['EXECUTE'], defaults).map((l) => l.replace(/^(revoke|grant) all /, '$1 execute ')));
  add(`functions/${featureByName(full, featureOf(anyFirst?.file))}`, chunk.join('\n'));
}
console.log(`functions: ${fns.length}, from the catalog: ${fromCatalog}`);

// ---- policies -----------------------------------------------------------------------------------------------
for (const p of await rows<{ schema: string; table: string; name: string; cmd: string; roles: string[]; qual: string | null; check: string | null; permissive: string }>(
  `select schemaname as schema, tablename as table, policyname as name, cmd, roles::text[] as roles, qual, with_check as check, permissive
     from pg_policies where schemaname = any($1) order by 1, 2, 3`,
  [[...APP_SCHEMAS, 'storage']],
)) {
  const full = `${p.schema}.${p.table}`;
  const made = creates(new RegExp(`^create policy ${ident(p.name)}\\s+on\\s+${q(p.schema)}\\.${ident(p.table)}\\b`, 'i'));
  const last = made.at(-1);
  const alteredAfter =
    last && stmts.slice(stmts.indexOf(last) + 1).some((s) => new RegExp(`^alter policy ${ident(p.name)}\\s+on\\s+${q(p.schema)}\\.${ident(p.table)}\\b`, 'i').test(s.text));
  let same = false;
  if (last && !alteredAfter) {
    // The migration's text may name what a later migration moved (public.is_admin → private): restate it here and compare.
    const probe = `select permissive, cmd, roles::text[] as roles, qual, with_check from pg_policies where schemaname = $1 and tablename = $2 and policyname = $3`;
    const before = JSON.stringify((await client.query(probe, [p.schema, p.table, p.name])).rows);
    await client.query('begin');
    try {
      await client.query(`drop policy "${p.name}" on ${full}`);
      await client.query(last.text);
      same = JSON.stringify((await client.query(probe, [p.schema, p.table, p.name])).rows) === before;
    } catch {
      same = false;
    }
    await client.query('rollback');
  }
  const text =
    last && same
      ? last.text
      : `create policy "${p.name}" on ${full}${p.permissive === 'RESTRICTIVE' ? ' as restrictive' : ''} for ${p.cmd.toLowerCase()} to ${p.roles.join(', ')}` +
        (p.qual ? `\n  using (${p.qual})` : '') +
        (p.check ? `\n  with check (${p.check})` : '');
  const feature = p.schema === 'storage' ? 'storage' : (tableFeature.get(full) ?? featureOf(made[0]?.file));
  add(`policies/${feature}`, text + ';');
}

// ---- triggers -----------------------------------------------------------------------------------------------
for (const t of await rows<{ schema: string; table: string; name: string; def: string; enabled: string }>(
  `select n.nspname as schema, c.relname as table, t.tgname as name, pg_get_triggerdef(t.oid) as def, t.tgenabled as enabled
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = any($1) order by 1, 2, 3`,
  [[...APP_SCHEMAS, 'auth', 'storage']],
)) {
  const full = `${t.schema}.${t.table}`;
  const made = creates(new RegExp(`^create (or replace )?(constraint )?trigger ${ident(t.name)}\\b[\\s\\S]*?\\bon\\s+${q(t.schema)}\\.${ident(t.table)}\\b`, 'i'));
  const last = made.at(-1);
  const text = last ? last.text.replace(/^create trigger/i, 'create trigger') : lower(t.def);
  if (t.enabled !== 'O') console.warn(`trigger ${t.name} on ${full} enabled=${t.enabled}`);
  const feature = tableFeature.get(full) ?? (t.schema === 'auth' ? 'profiles' : featureOf(made[0]?.file));
  add(`triggers/${feature}`, text + ';');
}

// ---- publication --------------------------------------------------------------------------------------------
for (const p of await rows<{ schema: string; name: string }>(
  `select schemaname as schema, tablename as name from pg_publication_tables where pubname = 'supabase_realtime' order by 1, 2`,
)) add(`tables/${tableFeature.get(`${p.schema}.${p.name}`)}`, `alter publication supabase_realtime add table ${p.schema}.${p.name};`);

// Table files are applied by name: number them so a table's foreign keys find the tables they reference.
const fkDeps = await rows<{ from: string; to: string }>(
  `select fn.nspname || '.' || f.relname as from, tn.nspname || '.' || t.relname as to from pg_constraint k
     join pg_class f on f.oid = k.conrelid join pg_namespace fn on fn.oid = f.relnamespace
     join pg_class t on t.oid = k.confrelid join pg_namespace tn on tn.oid = t.relnamespace
    where k.contype = 'f' and fn.nspname = any($1) and tn.nspname = any($1)`,
  [APP_SCHEMAS],
);
const deps = new Map<string, Set<string>>();
for (const d of fkDeps) {
  const a = tableFeature.get(d.from)!;
  const b = tableFeature.get(d.to)!;
  if (a !== b) (deps.get(a) ?? deps.set(a, new Set()).get(a)!).add(b);
}
const order: string[] = [];
const visiting = new Set<string>();
const visit = (f: string) => {
  if (order.includes(f)) return;
  if (visiting.has(f)) throw new Error(`table files reference each other in a circle through ${f}`);
  visiting.add(f);
  for (const d of [...(deps.get(f) ?? [])].sort()) visit(d);
  visiting.delete(f);
  order.push(f);
};
for (const f of [...new Set(tableFeature.values())].sort()) visit(f);
for (const [i, f] of order.entries()) {
  const chunks = out.get(`tables/${f}`);
  out.delete(`tables/${f}`);
  if (chunks) out.set(`tables/${String(i + 1).padStart(2, '0')}_${f}`, chunks);
}
console.log(`table files: ${order.join(' ')}`);

await client.end();
await db.stop();

// SQL-language bodies name functions of other files; as pg_dump does, they are checked when called, not created.
for (const [file, chunks] of out)
  if (file.startsWith('functions/'))
    chunks.unshift('-- Bodies may call functions stated in a later file (checked when called, as pg_dump restores them).\nset check_function_bodies = off;');

rmSync(OUT, { recursive: true, force: true });
for (const [file, chunks] of out) {
  const p = path.join(OUT, `${file}.sql`);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, chunks.join('\n\n') + '\n');
}
console.log(`wrote ${out.size} files to ${OUT}`);
