import { Params, ReadSql, ident } from './sql-read';
import type { ReadNode } from './plan';
import type { DbFunction, Table } from './schema-cache';

/** A statement to run and what its single result row holds. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Row every statement returns: total (count), n (rows), body (JSON text), loc (first PK), ins (newly inserted). */
export interface StatementRow {
  total: number | null;
  n: number;
  body: string | null;
  loc: string | null;
  ins: number | null;
}

export interface Shape {
  /** Return the JSON body (representation / reads). */
  body: boolean;
  singular: boolean;
  count: boolean;
  stripNulls: boolean;
  /** Aggregate a scalar column `_v` instead of whole rows (setof scalar functions). */
  scalarRows?: boolean;
}

function rowJson(alias: string, shape: Shape): string {
  if (shape.scalarRows) return `${ident(alias)}."_v"`;
  return shape.stripNulls ? `json_strip_nulls(row_to_json(${ident(alias)}))` : ident(alias);
}

function bodyExpr(shape: Shape): string {
  if (!shape.body) return 'null::text';
  const agg = `json_agg(${rowJson('_r', shape)})`;
  return shape.singular ? `(${agg}->0)::text` : `coalesce(${agg}, '[]')::text`;
}

/**
 * GET on a table / view, or the set result of a function:
 * `source` is the FROM item (already aliased as root.alias); `prefix` an optional WITH clause.
 */
export function buildRead(root: ReadNode, schema: string, source: string, shape: Shape, p = new Params(), prefix = '', limit = root.limit, offset = root.offset): Statement {
  const r = new ReadSql(p, schema);
  const list = shape.scalarRows ? `${ident(root.alias)}.${ident(root.alias)} as "_v"` : r.listSql(root);
  const inner = `select ${list} from ${source}${r.where(root)}${r.tail(root, limit, offset)}`;
  const total = shape.count ? `(select count(*) from ${source}${r.where(root)})::int` : 'null::int';
  const sql = `${prefix}select ${total} as total, count(*)::int as n, ${bodyExpr(shape)} as body, null::text as loc, null::int as ins from (${inner}) as "_r"`;
  return { sql, params: p.values };
}

export interface WriteInput {
  table: Table;
  schema: string;
  root: ReadNode;
  shape: Shape;
  /** Primary-key columns to return for `return=headers-only`. */
  location: boolean;
}

/** The representation / count tail over a write CTE named "_pgrst_w". */
function writeTail(w: WriteInput, p: Params, withSql: string, rowSource: string, insExpr: string): Statement {
  const { root, shape, table } = w;
  const r = new ReadSql(p, w.schema);
  const loc = w.location && table.pk.length
    ? `(json_agg(json_build_object(${table.pk.map((c) => `${p.add(c)}::text, "_pgrst_w".${ident(c)}`).join(', ')}))->0)::text`
    : 'null::text';
  const body = shape.body
    ? `(select ${bodyExpr(shape)} from (select ${r.listSql(root)} from ${rowSource} as ${ident(root.alias)}) as "_r")`
    : 'null::text';
  const sql = `${withSql} select null::int as total, count(*)::int as n, ${body} as body, ${loc} as loc, ${insExpr} as ins from "_pgrst_w"`;
  return { sql, params: p.values };
}

function returning(w: WriteInput): string {
  if (w.shape.body) return `returning ${ident(w.root.alias)}.*`;
  if (w.location && w.table.pk.length) return `returning ${w.table.pk.map((c) => `${ident(w.root.alias)}.${ident(c)}`).join(', ')}`;
  return 'returning 1';
}

export interface InsertInput extends WriteInput {
  rows: Record<string, unknown>[];
  columns: string[];
  missingDefault: boolean;
  upsert?: { onConflict: string[]; merge: boolean };
}

/** INSERT (and upsert) with json_populate_record semantics; values arrive as one JSON parameter. */
export function buildInsert(w: InsertInput): Statement {
  const p = new Params();
  const target = `${ident(w.schema)}.${ident(w.table.name)}`;
  const alias = ident(w.root.alias);
  if (w.rows.length === 0) {
    return writeTail(w, p, `with "_pgrst_w" as (select * from ${target} as ${alias} where false)`, '"_pgrst_w"', 'null::int');
  }
  let insert: string;
  if (w.columns.length === 0) {
    insert = `insert into ${target} as ${alias} default values`;
  } else {
    const json = p.add(JSON.stringify(w.rows));
    const values = w.columns.map((c) => {
      const col = `"_r".${ident(c)}`;
      if (!w.missingDefault) return col;
      const def = w.table.columns.get(c)?.defaultExpr ?? 'null';
      return `case when "_j"."j"::jsonb ? ${p.add(c)} then ${col} else ${def} end`;
    });
    insert =
      `insert into ${target} as ${alias} (${w.columns.map(ident).join(', ')}) ` +
      `select ${values.join(', ')} from json_array_elements(${json}::json) with ordinality as "_j"("j", "i") ` +
      `cross join lateral json_populate_record(null::${target}, "_j"."j") as "_r" order by "_j"."i"`;
  }
  let ret = returning(w);
  let insExpr = 'null::int';
  let rowSource = '"_pgrst_w"';
  if (w.upsert) {
    const target = w.upsert.onConflict.length ? ` (${w.upsert.onConflict.map(ident).join(', ')})` : '';
    const set = w.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
    insert += w.upsert.merge && set ? ` on conflict${target} do update set ${set}` : ` on conflict${target} do nothing`;
    if (w.upsert.merge && set) {
      ret = `returning ${alias} as "_row", (${alias}.xmax::text = '0') as "_ins"` + (w.location ? `, ${w.table.pk.map((c) => `${alias}.${ident(c)}`).join(', ')}` : '');
      insExpr = `(count(*) filter (where "_pgrst_w"."_ins"))::int`;
      rowSource = '(select ("_pgrst_w"."_row").* from "_pgrst_w")';
    }
  }
  return writeTail(w, p, `with "_pgrst_w" as (${insert} ${ret})`, rowSource, insExpr);
}

export interface UpdateInput extends WriteInput {
  patch: Record<string, unknown>;
  columns: string[];
}

/** UPDATE … SET col = payload.col WHERE <filters>. */
export function buildUpdate(w: UpdateInput): Statement {
  const p = new Params();
  const target = `${ident(w.schema)}.${ident(w.table.name)}`;
  const alias = ident(w.root.alias);
  const r = new ReadSql(p, w.schema);
  if (w.columns.length === 0) {
    return writeTail(w, p, `with "_pgrst_w" as (select * from ${target} as ${alias} where false)`, '"_pgrst_w"', 'null::int');
  }
  const json = p.add(JSON.stringify(w.patch));
  const set = w.columns.map((c) => `${ident(c)} = "_p".${ident(c)}`).join(', ');
  const sql = `with "_pgrst_w" as (update ${target} as ${alias} set ${set} from json_populate_record(null::${target}, ${json}::json) as "_p"${r.where(w.root)} ${returning(w)})`;
  return writeTail(w, p, sql, '"_pgrst_w"', 'null::int');
}

/** DELETE … WHERE <filters>. */
export function buildDelete(w: WriteInput): Statement {
  const p = new Params();
  const target = `${ident(w.schema)}.${ident(w.table.name)}`;
  const r = new ReadSql(p, w.schema);
  const sql = `with "_pgrst_w" as (delete from ${target} as ${ident(w.root.alias)}${r.where(w.root)} ${returning(w)})`;
  return writeTail(w, p, sql, '"_pgrst_w"', 'null::int');
}

/** `"schema"."fn"(named := "_a"."named", …)` plus the FROM item that decodes the JSON arguments. */
export function rpcCall(fn: DbFunction, schema: string, args: unknown, p: Params): { call: string; argsFrom?: string } {
  const name = `${ident(schema)}.${ident(fn.name)}`;
  const inputs = fn.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  if (inputs.length === 1 && inputs[0].name === '' && (inputs[0].type === 'json' || inputs[0].type === 'jsonb')) {
    return { call: `${name}(${p.add(JSON.stringify(args ?? {}))}::${inputs[0].type})` };
  }
  const given = (args && typeof args === 'object' ? Object.keys(args) : []).filter((k) => inputs.some((a) => a.name === k));
  const used = inputs.filter((a) => given.includes(a.name));
  if (used.length === 0) return { call: `${name}()` };
  const defs = used.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const call = `${name}(${used.map((a) => `${a.mode === 'v' ? 'variadic ' : ''}${ident(a.name)} := "_a".${ident(a.name)}`).join(', ')})`;
  return { call, argsFrom: `json_to_record(${p.add(JSON.stringify(args))}::json) as "_a"(${defs})` };
}

/** A function with a scalar, composite (single) or void result. */
export function buildRpcSingle(fn: DbFunction, schema: string, args: unknown, shape: Shape, root: ReadNode): Statement {
  const p = new Params();
  const { call, argsFrom } = rpcCall(fn, schema, args, p);
  const from = argsFrom ? ` from ${argsFrom}` : '';
  if (fn.returnKind === 'void') return { sql: `select ${call}${from}`, params: p.values };
  if (fn.returnKind === 'scalar') {
    return { sql: `select null::int as total, 1 as n, to_json(${call})::text as body, null::text as loc, null::int as ins${from}`, params: p.values };
  }
  const source = argsFrom ? `${argsFrom} cross join lateral ${call} as ${ident(root.alias)}` : `${call} as ${ident(root.alias)}`;
  return buildRead(root, schema, source, { ...shape, singular: true }, p);
}

/** A set-returning function: its rows accept select, filters, order, limit and count like a table. */
export function buildRpcSet(fn: DbFunction, schema: string, args: unknown, shape: Shape, root: ReadNode, limit?: number, offset?: number): Statement {
  const p = new Params();
  const { call, argsFrom } = rpcCall(fn, schema, args, p);
  const from = argsFrom ? `${argsFrom} cross join lateral ${call} as "_f"` : `${call} as "_f"`;
  const prefix = `with "_pgrst_src" as materialized (select "_f".* from ${from}) `;
  const scalarRows = fn.returnKind === 'scalar';
  const source = scalarRows ? `(select "_f" as ${ident(root.alias)} from "_pgrst_src" as "_f") as ${ident(root.alias)}` : `"_pgrst_src" as ${ident(root.alias)}`;
  return buildRead(root, schema, source, { ...shape, scalarRows }, p, prefix, limit, offset);
}
