import { pgrstError } from '../http-error';
import { tableNotFound } from './errors';
import { findRelationship, type Relationship } from './relationships';
import type { SchemaCache } from './schema-cache';
import type { ApiRequest, Condition, Field, OrderTerm, PathOptions, SelectItem } from './types';

export type PlannedItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias?: string; cast?: string }
  | { kind: 'embed'; embed: EmbedNode };

export interface EmbedNode {
  /** Output key (alias or name); for spreads, the embed's name. */
  key: string;
  spread: boolean;
  inner: boolean;
  rel: Relationship;
  node: ReadNode;
}

/** One level of a read: a table (or function result) with its columns, filters and embeds. */
export interface ReadNode {
  /** Table whose relationships apply (undefined for scalar function results). */
  table?: string;
  alias: string;
  /** Column names of `table` (expands `*` inside spreads). */
  columns: string[];
  items: PlannedItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  embeds: EmbedNode[];
}

const EMPTY: PathOptions = { conditions: [], order: [] };

function planNode(cache: SchemaCache, table: string | undefined, alias: string, select: SelectItem[], req: ApiRequest, path: string, counter: { n: number }, used: Set<string>): ReadNode {
  used.add(path);
  const opts = req.paths.get(path) ?? EMPTY;
  const columns = table ? [...(cache.tables.get(table)?.columns.keys() ?? [])] : [];
  const node: ReadNode = { table, alias, columns, items: [], conditions: opts.conditions, order: opts.order, limit: opts.limit, offset: opts.offset, embeds: [] };
  for (const item of select) {
    if (item.kind !== 'embed') {
      node.items.push(item);
      continue;
    }
    if (!table) throw pgrstError(400, 'PGRST200', `Could not find a relationship between '${alias}' and '${item.name}' in the schema cache`);
    const rel = findRelationship(cache, table, item.name, item.hint);
    if (item.spread && !rel.toOne) {
      throw pgrstError(400, 'PGRST119', `A spread operation on '${item.name}' is not possible`, `'${table}' and '${item.name}' do not form a many-to-one or one-to-one relationship`);
    }
    const key = item.alias ?? item.name;
    const childPath = path ? `${path}.${key}` : key;
    counter.n += 1;
    const child = planNode(cache, rel.child, `${rel.child}_${counter.n}`, item.select.length ? item.select : [], req, childPath, counter, used);
    const embed: EmbedNode = { key, spread: item.spread, inner: item.join === 'inner', rel, node: child };
    node.embeds.push(embed);
    node.items.push({ kind: 'embed', embed });
  }
  for (const term of node.order) {
    if (!term.relation) continue;
    const e = node.embeds.find((x) => x.key === term.relation);
    if (!e) throw pgrstError(400, 'PGRST108', `'${term.relation}' is not an embedded resource in this request`, null, `Verify that '${term.relation}' is included in the 'select' query parameter.`);
    if (!e.rel.toOne) {
      throw pgrstError(400, 'PGRST118', `A related order on '${term.relation}' is not possible`, `'${table}' and '${e.rel.child}' do not form a many-to-one or one-to-one relationship`);
    }
  }
  return node;
}

/** Rejects filters/order/limit on embed paths that are not selected (PGRST108). */
function checkPaths(req: ApiRequest, used: Set<string>): void {
  for (const key of req.paths.keys()) {
    if (used.has(key)) continue;
    const name = key.split('.').pop()!;
    throw pgrstError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`);
  }
}

/** Plans the read tree rooted at `table` (a table, or a function's row type when `alias` differs). */
export function planRead(cache: SchemaCache, req: ApiRequest, table: string | undefined, alias: string): ReadNode {
  const used = new Set<string>();
  const node = planNode(cache, table, alias, req.select, req, '', { n: 0 }, used);
  checkPaths(req, used);
  return node;
}

export function requireTable(cache: SchemaCache, name: string) {
  const t = cache.tables.get(name);
  if (!t) {
    const lower = name.toLowerCase();
    const suggestion = [...cache.tables.keys()].find((k) => k.toLowerCase() === lower || k === `${lower}s` || `${k}s` === lower);
    throw tableNotFound(cache.schema, name, suggestion);
  }
  return t;
}
