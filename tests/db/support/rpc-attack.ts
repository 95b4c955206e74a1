/**
 * The RPC attack suite's parts (tests/db/attack-rpcs.test.ts): the catalog of every function a player may call in
 * the exposed schema, the argument values a call is made of, the rows a player owns (found through the foreign keys
 * to auth.users), and a digest of those rows. Everything is read from the catalog, so a new RPC, argument or
 * player table is attacked without being listed here.
 */

/** Runs SQL as a superuser on one server (the emulator's PGlite or the native Postgres 18 of the referee). */
export type Sql = <R>(sql: string, params?: unknown[]) => Promise<R[]>;

export interface RpcArg {
  name: string;
  /** format_type of the argument: 'uuid', 'uuid[]', 'date', 'public.casinos', … */
  type: string;
  /** A row type (a table's): sent as an empty object. */
  composite: boolean;
}

export interface Rpc {
  name: string;
  args: RpcArg[];
  /** Declared stable or immutable: it can only read. */
  readOnly: boolean;
}

/** Every function in `public` the authenticated role may execute, except trigger functions (not callable as RPCs). */
export async function playerRpcs(sql: Sql): Promise<Rpc[]> {
  const rows = await sql<{
    name: string;
    volatility: string;
    names: string[] | null;
    modes: string[] | null;
    types: string[];
    composite: boolean[];
  }>(
    `select p.proname as name, p.provolatile as volatility, p.proargnames as names, p.proargmodes::text[] as modes,
            coalesce((select array_agg(format_type(t.oid, null) order by a.n) from unnest(p.proargtypes::oid[]) with ordinality a (oid, n)
                        join pg_type t on t.oid = a.oid), '{}') as types,
            coalesce((select array_agg(t.typtype = 'c' order by a.n) from unnest(p.proargtypes::oid[]) with ordinality a (oid, n)
                        join pg_type t on t.oid = a.oid), '{}') as composite
       from pg_proc p join pg_namespace ns on ns.oid = p.pronamespace
      where ns.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
        and has_function_privilege('authenticated', p.oid, 'EXECUTE')
      order by p.proname, p.oid`,
  );
  return rows.map((r) => {
    // proargnames lists output columns too (TABLE functions); the input ones are those whose mode is i, b or v.
    const inputNames = (r.names ?? []).filter((_, i) => !r.modes || ['i', 'b', 'v'].includes(r.modes[i]));
    return {
      name: r.name,
      readOnly: r.volatility !== 'v',
      args: r.types.map((type, i) => ({ name: inputNames[i] ?? `$${i + 1}`, type, composite: r.composite[i] })),
    };
  });
}

/** An argument that names a row: a uuid (or uuid[]), or text whose name says it is an id. */
export const idLike = (a: RpcArg) => a.type === 'uuid' || a.type === 'uuid[]' || (a.type === 'text' && /(^|_)(id|ids|uuid)$/.test(a.name));

/** A row of a player-owned table: the table and the row's id. */
export interface OwnedRow {
  table: string;
  id: string;
}

/** Columns of public tables that reference auth.users: the rows whose column holds a player's id are that player's. */
async function ownerColumns(sql: Sql): Promise<{ table: string; column: string; pk: string | null }[]> {
  return sql(
    `select format('%I.%I', ns.nspname, cl.relname) as table, a.attname as column,
            (select pa.attname from pg_constraint pk join pg_attribute pa on pa.attrelid = pk.conrelid and pa.attnum = pk.conkey[1]
              where pk.conrelid = c.conrelid and pk.contype = 'p' and cardinality(pk.conkey) = 1
                and pa.atttypid = 'uuid'::regtype) as pk
       from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid
       join pg_namespace ns on ns.oid = cl.relnamespace
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'auth.users'::regclass and cardinality(c.conkey) = 1
        and ns.nspname not in ('auth', 'storage')
      order by 1, 2`,
  );
}

/** Every row `user` owns in a table with a uuid key, one list per table (the user's own id first). */
export async function ownedRows(sql: Sql, user: string): Promise<OwnedRow[]> {
  const out: OwnedRow[] = [{ table: 'auth.users', id: user }];
  for (const o of await ownerColumns(sql)) {
    if (!o.pk || o.pk === o.column) continue;
    const rows = await sql<{ id: string }>(`select ${o.pk}::text as id from ${o.table} where ${o.column} = $1 order by 1`, [user]);
    for (const r of rows) if (!out.some((x) => x.id === r.id)) out.push({ table: o.table, id: r.id });
  }
  return out;
}

/** A digest of every row `user` owns (all columns), table by table: equal digests, the same rows and values. */
export async function ownedDigest(sql: Sql, user: string): Promise<string> {
  const parts = (await ownerColumns(sql)).map(
    (o) => `select '${o.table}' || ':' || to_jsonb(t)::text as x from ${o.table} t where t.${o.column} = '${user}'`,
  );
  const rows = await sql<{ d: string }>(
    `select md5(coalesce(string_agg(x, '|' order by x), '')) as d from (${parts.join(' union all ')}) s`,
  );
  return rows[0].d;
}

/** Values for the arguments a call does not aim at: fixed dates and times (no wall clock), plain amounts. */
export function baseline(arg: RpcArg, own: Record<string, string | number>): unknown {
  if (arg.name in own) return own[arg.name];
  if (arg.composite) return {};
  const n = arg.name;
  switch (arg.type) {
    case 'uuid':
      return MADE_UP[1];
    case 'uuid[]':
      return [];
    case 'date':
      return /start|from/.test(n) ? '2020-01-01' : /end|to$/.test(n) ? '2030-12-31' : '2026-01-15';
    case 'timestamp without time zone':
      return '2026-01-15T23:00:00';
    case 'timestamp with time zone':
      return /from|start/.test(n) ? '2020-01-01T00:00:00Z' : '2030-12-31T00:00:00Z';
    case 'time without time zone':
      return '23:30:00';
    case 'numeric':
      return 20;
    case 'integer':
    case 'bigint':
      return /limit/.test(n) ? 10 : /hours/.test(n) ? 24 : 0;
    case 'double precision':
      return n === 'lat' ? 36.17 : n === 'lng' ? -115.14 : 25;
    case 'boolean':
      return true;
    case 'jsonb':
    case 'json':
      return {};
    case 'text':
      return TEXT[n] ?? 'attack';
    default:
      return null;
  }
}

/** Text arguments with a closed set of values: a valid one, so the call gets past its first check. */
const TEXT: Record<string, string> = { p_counter: 'bonus', p_group: 'casino', p_action: 'user.delete', p_note: 'attack note' };

/** Ids no row has: the answer to them is what an id of a row the caller cannot see must get. */
export const MADE_UP = ['0bad0000-0000-4000-8000-000000000001', '0bad0000-0000-4000-8000-000000000002'] as const;

/** The value of an id-like argument aimed at `id`. */
export const aimed = (arg: RpcArg, id: string): unknown => (arg.type === 'uuid[]' ? [id] : id);
