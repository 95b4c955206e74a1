import { FTS_OPS, SIMPLE_OPS } from './operators';
import type { EmbedNode, ReadNode } from './plan';
import type { Relationship } from './relationships';
import type { Condition, Field, FilterLeaf, OrderTerm } from './types';

/** Quotes an identifier; every identifier in generated SQL goes through here. */
export const ident = (s: string): string => '"' + s.replaceAll('"', '""') + '"';

/** Collects bound parameters; values never appear in SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export function fieldExpr(alias: string, f: Field, p: Params): string {
  let sql = `${ident(alias)}.${ident(f.name)}`;
  for (const step of f.path) {
    sql += /^-?\d+$/.test(step.key) ? `${step.arrow}${p.add(step.key)}::int` : `${step.arrow}${p.add(step.key)}::text`;
  }
  return f.path.length ? `(${sql})` : sql;
}

function outputName(f: Field): string {
  return f.path.length ? f.path[f.path.length - 1].key : f.name;
}

function joinCondition(rel: Relationship, parent: string, child: string, schema: string): string {
  const eq = (a: string, ac: string, b: string, bc: string) => `${ident(a)}.${ident(ac)} = ${ident(b)}.${ident(bc)}`;
  if (rel.junction) {
    const { table, toParent, toChild } = rel.junction;
    const j = `${table}_j_${child}`;
    const conds = [
      ...toChild.columns.map((c, i) => eq(j, c, child, toChild.refColumns[i])),
      ...toParent.columns.map((c, i) => eq(j, c, parent, toParent.refColumns[i])),
    ];
    return `exists (select 1 from ${ident(schema)}.${ident(table)} as ${ident(j)} where ${conds.join(' and ')})`;
  }
  if (rel.forward) return rel.fk.columns.map((c, i) => eq(child, rel.fk.refColumns[i], parent, c)).join(' and ');
  return rel.fk.columns.map((c, i) => eq(child, c, parent, rel.fk.refColumns[i])).join(' and ');
}

/** SQL for one read level; `schema` qualifies embedded tables. */
export class ReadSql {
  constructor(
    readonly p: Params,
    readonly schema: string,
  ) {}

  private childFrom(e: EmbedNode): string {
    return `${ident(this.schema)}.${ident(e.rel.child)} as ${ident(e.node.alias)}`;
  }

  private childWhere(parent: ReadNode, e: EmbedNode): string {
    return [joinCondition(e.rel, parent.alias, e.node.alias, this.schema), ...this.whereParts(e.node)].join(' and ');
  }

  private leaf(node: ReadNode, f: FilterLeaf): string {
    const embed = f.field.path.length === 0 ? node.embeds.find((e) => e.key === f.field.name) : undefined;
    if (embed && f.op === 'is' && f.value === 'null') {
      const exists = `exists (select 1 from ${this.childFrom(embed)} where ${this.childWhere(node, embed)})`;
      return f.negate ? exists : `not ${exists}`;
    }
    const lhs = fieldExpr(node.alias, f.field, this.p);
    let sql: string;
    if (f.op === 'in') {
      const list = f.value as string[];
      sql = list.length === 0 ? 'false' : `${lhs} in (${list.map((v) => this.p.add(v)).join(', ')})`;
    } else if (f.op === 'is') {
      sql = `${lhs} is ${f.value as string}`;
    } else if (f.op in FTS_OPS) {
      const cfg = f.config ? `${this.p.add(f.config)}::regconfig, ` : '';
      sql = `${lhs} @@ ${FTS_OPS[f.op]}(${cfg}${this.p.add(f.value)})`;
    } else if (f.quant) {
      sql = `${lhs} ${SIMPLE_OPS[f.op]} ${f.quant}(${this.p.add(f.value)})`;
    } else {
      sql = `${lhs} ${SIMPLE_OPS[f.op]} ${this.p.add(f.value)}`;
    }
    return f.negate ? `not (${sql})` : sql;
  }

  condition(node: ReadNode, c: Condition): string {
    if (c.kind === 'filter') return this.leaf(node, c);
    const inner = c.children.map((x) => this.condition(node, x)).join(c.kind === 'and' ? ' and ' : ' or ');
    return `${c.negate ? 'not ' : ''}(${inner})`;
  }

  /** Filters plus `!inner` embeds of a level. */
  whereParts(node: ReadNode): string[] {
    const parts = node.conditions.map((c) => this.condition(node, c));
    for (const e of node.embeds) {
      if (e.inner) parts.push(`exists (select 1 from ${this.childFrom(e)} where ${this.childWhere(node, e)})`);
    }
    return parts;
  }

  where(node: ReadNode): string {
    const parts = this.whereParts(node);
    return parts.length ? ` where ${parts.join(' and ')}` : '';
  }

  private orderTerm(node: ReadNode, t: OrderTerm): string {
    let expr: string;
    if (t.relation) {
      const e = node.embeds.find((x) => x.key === t.relation)!;
      expr = `(select ${fieldExpr(e.node.alias, t.field, this.p)} from ${this.childFrom(e)} where ${this.childWhere(node, e)} limit 1)`;
    } else {
      expr = fieldExpr(node.alias, t.field, this.p);
    }
    return `${expr}${t.dir ? ` ${t.dir}` : ''}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  }

  /** ` order by … limit … offset …` for a level. */
  tail(node: ReadNode, limit = node.limit, offset = node.offset): string {
    let sql = node.order.length ? ` order by ${node.order.map((t) => this.orderTerm(node, t)).join(', ')}` : '';
    // Limit and offset are validated non-negative integers (parse stage), inlined as PostgREST does.
    if (limit !== undefined) sql += ` limit ${Math.trunc(limit)}`;
    if (offset) sql += ` offset ${Math.trunc(offset)}`;
    return sql;
  }

  private embedColumns(node: ReadNode, e: EmbedNode): { expr: string; name: string }[] {
    const c = e.node;
    if (c.items.length === 0) return [];
    const from = `${this.childFrom(e)} where ${this.childWhere(node, e)}`;
    if (e.spread) {
      return this.selectList(c, true).map(({ expr, name }) => ({ expr: `(select ${expr} from ${from} limit 1)`, name }));
    }
    const list = this.listSql(c);
    // jsonb, as PostgREST builds embeds: its key order (shorter keys first) and spacing reach the client.
    const expr = e.rel.toOne
      ? `(select row_to_json("_e")::jsonb from (select ${list} from ${from}${this.tail(c, 1)}) as "_e")`
      : `(select coalesce(jsonb_agg("_e"), '[]') from (select ${list} from ${from}${this.tail(c)}) as "_e")`;
    return [{ expr, name: e.key }];
  }

  /** The select list of a level as expression + output name pairs. */
  selectList(node: ReadNode, expandStar = false): { expr: string; name: string }[] {
    const out: { expr: string; name: string }[] = [];
    for (const item of node.items) {
      if (item.kind === 'star') {
        if (expandStar && node.columns.length) for (const c of node.columns) out.push({ expr: `${ident(node.alias)}.${ident(c)}`, name: c });
        else out.push({ expr: `${ident(node.alias)}.*`, name: '*' });
      } else if (item.kind === 'field') {
        const expr = fieldExpr(node.alias, item.field, this.p);
        out.push({ expr: item.cast ? `cast(${expr} as ${item.cast})` : expr, name: item.alias ?? outputName(item.field) });
      } else {
        out.push(...this.embedColumns(node, item.embed));
      }
    }
    return out;
  }

  /** `expr as "name"` joined, for a subquery select list. */
  listSql(node: ReadNode): string {
    const items = this.selectList(node).map(({ expr, name }) => (name === '*' ? expr : `${expr} as ${ident(name)}`));
    return items.length ? items.join(', ') : 'null as "_none"';
  }
}
