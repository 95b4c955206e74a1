import type { Db } from '../db';

export interface Column {
  name: string;
  type: string;
  /** Default expression from the catalog (trusted SQL), or null. */
  defaultExpr: string | null;
  generated: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Table {
  name: string;
  isView: boolean;
  columns: Map<string, Column>;
  pk: string[];
  /** PK and unique constraints, each a column list. */
  uniques: string[][];
}

export interface FnArg {
  name: string;
  type: string;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FnArg[];
  returnsSet: boolean;
  /** 'void' | 'scalar' | 'composite' */
  returnKind: 'void' | 'scalar' | 'composite';
  /** The table whose row type the function returns, when it is one of ours. */
  returnTable?: string;
  /** Output column names for composite results. */
  returnColumns: string[];
  volatile: boolean;
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  fks: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

const TABLES_SQL = `
select c.relname as name, c.relkind in ('v','m') as is_view,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
     'default', pg_get_expr(d.adbin, d.adrelid), 'generated', a.attgenerated <> '') order by a.attnum)
   from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(json_build_object('type', k.contype, 'name', k.conname,
     'cols', (select json_agg(a.attname order by x.i) from unnest(k.conkey) with ordinality x(n, i)
              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = x.n),
     'ref', (select r.relname from pg_class r where r.oid = k.confrelid and r.relnamespace = c.relnamespace),
     'refcols', (select json_agg(a.attname order by x.i) from unnest(k.confkey) with ordinality x(n, i)
              join pg_attribute a on a.attrelid = k.confrelid and a.attnum = x.n)))
   from pg_constraint k where k.conrelid = c.oid and k.contype in ('p','u','f')), '[]') as constraints
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r','v','m','p','f')`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as retset, p.provolatile = 'v' as volatile,
  format_type(p.prorettype, null) as rettype, t.typtype, p.pronargdefaults as ndefaults,
  (select r.relname from pg_class r join pg_namespace rn on rn.oid = r.relnamespace
    where r.oid = t.typrelid and rn.nspname = $1 and r.relkind in ('r','v','m','p','f')) as rettable,
  (select json_agg(a.attname order by a.attnum) from pg_attribute a
    where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as retcols,
  coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[u.i], ''),
     'type', format_type(u.t, null), 'mode', coalesce(p.proargmodes[u.i]::text, 'i')) order by u.i)
   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i)), '[]') as args
from pg_proc p join pg_namespace n on n.oid = p.pronamespace left join pg_type t on t.oid = p.prorettype
where n.nspname = $1 and p.prokind = 'f'`;

interface TableRow {
  name: string;
  is_view: boolean;
  columns: { name: string; type: string; default: string | null; generated: boolean }[];
  constraints: { type: 'p' | 'u' | 'f'; name: string; cols: string[]; ref: string | null; refcols: string[] | null }[];
}

interface FunctionRow {
  name: string;
  retset: boolean;
  volatile: boolean;
  rettype: string;
  typtype: string | null;
  ndefaults: number;
  rettable: string | null;
  retcols: string[] | null;
  args: { name: string; type: string; mode: FnArg['mode'] }[];
}

function toFunction(r: FunctionRow): DbFunction {
  const inputs = r.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const firstDefault = inputs.length - r.ndefaults;
  let inputIndex = 0;
  const args = r.args.map((a) => {
    const isInput = a.mode === 'i' || a.mode === 'b' || a.mode === 'v';
    const hasDefault = isInput && inputIndex++ >= firstDefault;
    return { ...a, hasDefault };
  });
  const outs = r.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't').map((a) => a.name);
  const composite = r.typtype === 'c' || (r.rettype === 'record' && outs.length > 0);
  return {
    name: r.name,
    args,
    returnsSet: r.retset,
    returnKind: r.rettype === 'void' ? 'void' : composite ? 'composite' : 'scalar',
    returnTable: r.rettable ?? undefined,
    returnColumns: r.typtype === 'c' ? (r.retcols ?? []) : outs,
    volatile: r.volatile,
  };
}

/** Reads tables, columns, keys, foreign keys and functions of `schema` from pg_catalog. */
export async function loadSchemaCache(db: Db, schema = 'public'): Promise<SchemaCache> {
  const tables = new Map<string, Table>();
  const fks: ForeignKey[] = [];
  const trows = (await db.query<TableRow>(TABLES_SQL, [schema])).rows;
  for (const r of trows) {
    const columns = new Map<string, Column>();
    for (const c of r.columns) columns.set(c.name, { name: c.name, type: c.type, defaultExpr: c.default, generated: c.generated });
    const pk = r.constraints.find((k) => k.type === 'p')?.cols ?? [];
    const uniques = r.constraints.filter((k) => k.type !== 'f').map((k) => k.cols);
    tables.set(r.name, { name: r.name, isView: r.is_view, columns, pk, uniques });
    for (const k of r.constraints) {
      if (k.type === 'f' && k.ref) fks.push({ name: k.name, table: r.name, columns: k.cols, refTable: k.ref, refColumns: k.refcols ?? [] });
    }
  }
  // Foreign keys to tables outside the schema (e.g. auth.users) cannot be embedded.
  const inSchema = fks.filter((f) => tables.has(f.refTable));
  const functions = new Map<string, DbFunction[]>();
  for (const r of (await db.query<FunctionRow>(FUNCTIONS_SQL, [schema])).rows) {
    const list = functions.get(r.name) ?? [];
    list.push(toFunction(r));
    functions.set(r.name, list);
  }
  return { schema, tables, fks: inSchema, functions };
}

/** Holds the current cache; reloads on demand (not-found retries, NOTIFY pgrst). */
export class SchemaCacheHolder {
  private current?: Promise<SchemaCache>;
  constructor(private readonly db: Db) {}

  get(): Promise<SchemaCache> {
    if (!this.current) {
      const loading = loadSchemaCache(this.db);
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
      this.current = loading;
    }
    return this.current;
  }

  invalidate(): void {
    this.current = undefined;
  }
}
