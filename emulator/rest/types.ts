/** The typed request the parse stage produces (PostgREST's ApiRequest, in spirit). */

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  path: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      join: 'left' | 'inner';
      spread: boolean;
      select: SelectItem[];
    };

export type Quantifier = 'any' | 'all';

export interface FilterLeaf {
  kind: 'filter';
  field: Field;
  negate: boolean;
  op: string;
  quant?: Quantifier;
  /** fts language, e.g. fts(english) */
  config?: string;
  /** Raw value; a list for `in`. */
  value: string | string[];
}

export interface LogicTree {
  kind: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = FilterLeaf | LogicTree;

export interface OrderTerm {
  /** `rel(col)` orders by a to-one embed's column. */
  relation?: string;
  field: Field;
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Everything that can be attached to an embed path ('' = top level). */
export interface PathOptions {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  invalid: string[];
  applied: string[];
}

export type Action = 'read' | 'insert' | 'update' | 'delete' | 'rpc';

export interface ApiRequest {
  action: Action;
  method: string;
  /** Table/view name, or function name for rpc. */
  target: string;
  headOnly: boolean;
  schema: string;
  select: SelectItem[];
  /** Options per embed path joined with '.', '' for the top level. */
  paths: Map<string, PathOptions>;
  /** Raw query params that are not reserved (rpc GET takes its arguments from these). */
  rawParams: [string, string][];
  columns?: string[];
  onConflict?: string[];
  prefer: Preferences;
  singular: boolean;
  stripNulls: boolean;
  /** Range header, as offset/limit. */
  range?: { offset: number; limit?: number };
  body?: unknown;
}
