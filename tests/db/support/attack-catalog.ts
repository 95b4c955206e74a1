/**
 * What a signed-in player can write, read from the migrated database's catalog (the same SQL on PGlite and on
 * native Postgres 18): the tables a player writes, their amount columns (every numeric column) and their references
 * to rows of another player-owned table. The attack suites are generated from this, so a column added later is
 * attacked without anyone listing it.
 */

/** One query on either database (PGlite's Db or a pg client): rows of plain values. */
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface CatalogColumn {
  table: string;
  column: string;
  /** The player may send it in an insert / an update (column privilege and a policy of their own rows). */
  insertable: boolean;
  updatable: boolean;
  /** The largest value the column's type holds (numeric(p,s)); Infinity when unconstrained. */
  typeMax: number;
}
export interface ReferenceColumn extends CatalogColumn {
  target: string;
}
export interface AttackCatalog {
  /** Tables with a policy that lets a player insert their own rows, with the owner column (or null). */
  playerTables: Map<string, string | null>;
  /** Every numeric-type column of every public table (writable or not). */
  numeric: CatalogColumn[];
  /** Foreign keys from a player's table to another player-owned table, owner columns left out. */
  references: ReferenceColumn[];
}

// A permissive policy of `cmd` for signed-in players that names the caller (auth.uid()): a player's own rows.
const playerPolicy = (cmds: string) => `exists (
  select 1 from pg_policies p
   where p.schemaname = 'public' and p.tablename = c.relname and p.permissive = 'PERMISSIVE' and p.cmd in (${cmds})
     and p.roles::text[] && array['authenticated', 'public']
     and coalesce(p.with_check, '') || ' ' || coalesce(p.qual, '') ~ 'auth\\.uid\\(\\)')`;

const COLUMNS_SQL = `
  select c.relname as t, a.attname as col, ty.typname as type,
         case when a.atttypid = 'numeric'::regtype and a.atttypmod > 0
              then power(10::numeric, ((a.atttypmod - 4) >> 16) - ((a.atttypmod - 4) & 65535)) - power(10::numeric, -((a.atttypmod - 4) & 65535))
         end::text as type_max,
         ${playerPolicy("'INSERT', 'ALL'")} and has_column_privilege('authenticated', c.oid, a.attname, 'INSERT') as ins,
         ${playerPolicy("'UPDATE', 'ALL'")} and has_column_privilege('authenticated', c.oid, a.attname, 'UPDATE') as upd
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_type ty on ty.oid = a.atttypid
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
   order by 1, a.attnum`;

const FOREIGN_KEYS_SQL = `
  select c.relname as t, a.attname as col, r.relnamespace::regnamespace::text || '.' || r.relname as target
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
   where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and cardinality(k.conkey) = 1
   order by 1, 2, 3`;

const NUMERIC_TYPES = new Set(['numeric', 'float4', 'float8', 'money']);

export async function readAttackCatalog(query: Query): Promise<AttackCatalog> {
  const columns = (await query(COLUMNS_SQL)).rows as {
    t: string;
    col: string;
    type: string;
    type_max: string | null;
    ins: boolean;
    upd: boolean;
  }[];
  const keys = (await query(FOREIGN_KEYS_SQL)).rows as { t: string; col: string; target: string }[];

  const owners = new Map<string, string>();
  for (const k of keys) if (k.target === 'auth.users' && !owners.has(k.t)) owners.set(k.t, k.col);
  const ownerColumns = new Set(keys.filter((k) => k.target === 'auth.users').map((k) => `${k.t}.${k.col}`));

  const playerTables = new Map<string, string | null>();
  for (const c of columns) if (c.ins && !playerTables.has(c.t)) playerTables.set(c.t, owners.get(c.t) ?? null);
  const byName = new Map(columns.map((c) => [`${c.t}.${c.col}`, c]));
  const column = (t: string, col: string): CatalogColumn => {
    const c = byName.get(`${t}.${col}`)!;
    return { table: t, column: col, insertable: c.ins, updatable: c.upd, typeMax: c.type_max == null ? Infinity : Number(c.type_max) };
  };

  const numeric = columns.filter((c) => NUMERIC_TYPES.has(c.type)).map((c) => column(c.t, c.col));
  // A row of a player's table naming a row of a table players own (its owner column set), other than its own owner.
  const references = keys
    .filter((k) => k.target.startsWith('public.') && playerTables.has(k.t) && !ownerColumns.has(`${k.t}.${k.col}`))
    .map((k) => ({ ...k, target: k.target.slice('public.'.length) }))
    .filter((k) => playerTables.get(k.target) != null)
    .map((k) => ({ ...column(k.t, k.col), target: k.target }));
  return { playerTables, numeric, references };
}

/** Counts per table, for the printed report: `{ table: { kind: n } }`. */
export function countByTable(rows: { table: string; kind: string }[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const r of rows) {
    out[r.table] ??= {};
    out[r.table][r.kind] = (out[r.table][r.kind] ?? 0) + 1;
  }
  return out;
}
