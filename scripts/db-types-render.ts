/** Renders catalog rows as a supabase-gen-types style `Database` type (pure; see db-types.ts). */

export interface CatalogColumn {
  table_name: string;
  kind: string; // r table, v view, m matview, p partitioned
  column_name: string;
  position: number;
  formatted_type: string;
  type_name: string;
  type_category: string;
  elem_type_name: string | null;
  elem_typtype: string | null;
  typtype: string;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
}
export interface CatalogRelationship {
  name: string;
  table_name: string;
  referenced_table: string;
  columns: string[];
  referenced_columns: string[];
  one_to_one: boolean;
}
export interface CatalogFunction {
  name: string;
  returns_set: boolean;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  n_defaults: number;
  n_args: number;
  return_type: string;
  return_typtype: string;
  return_relation: string | null;
}
export interface CatalogEnum {
  name: string;
  labels: string[];
}

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'smallint', 'integer', 'bigint', 'real', 'double precision']);
const BOOL = new Set(['bool', 'boolean']);
const JSON_T = new Set(['json', 'jsonb']);

/** Maps a Postgres type name (pg_type.typname or format_type output) to a TS type. */
export function tsType(typeName: string, enums: Set<string>): string {
  const t = typeName.replace(/\(.*\)/, '').trim();
  if (t.endsWith('[]')) return `${wrap(tsType(t.slice(0, -2), enums))}[]`;
  if (t.startsWith('_')) return `${wrap(tsType(t.slice(1), enums))}[]`;
  if (NUMBER.has(t)) return 'number';
  if (BOOL.has(t)) return 'boolean';
  if (JSON_T.has(t)) return 'Json';
  if (enums.has(t)) return `Database["public"]["Enums"]["${t}"]`;
  if (t === 'void') return 'undefined';
  if (t === 'record') return 'Record<string, unknown>';
  return 'string';
}
const wrap = (t: string) => (t.includes('|') || t.includes('[') ? `(${t})` : t);

const q = (s: string) => JSON.stringify(s);

function columnType(c: CatalogColumn, enums: Set<string>): string {
  return tsType(c.type_category === 'A' && c.elem_type_name ? `${c.elem_type_name}[]` : c.type_name, enums);
}

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
}

function renderRelationships(rels: CatalogRelationship[], indent: string): string {
  if (rels.length === 0) return '[]';
  const items = rels.map(
    (r) =>
      `${indent}  {\n${indent}    foreignKeyName: ${q(r.name)}\n${indent}    columns: ${JSON.stringify(r.columns)}\n${indent}    isOneToOne: ${r.one_to_one}\n${indent}    referencedRelation: ${q(r.referenced_table)}\n${indent}    referencedColumns: ${JSON.stringify(r.referenced_columns)}\n${indent}  },`,
  );
  return `[\n${items.join('\n')}\n${indent}]`;
}

function renderFunction(fns: CatalogFunction[], rowTypes: Map<string, string>, enums: Set<string>): string {
  const variants = fns.map((f) => {
    const ins = f.arg_names
      .map((n, i) => ({ n, mode: f.arg_modes[i] ?? 'i', type: f.arg_types[i] }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const firstDefault = f.n_args - f.n_defaults;
    const args =
      ins.length === 0
        ? 'never'
        : `{ ${ins.map((a, i) => `${a.n}${i >= firstDefault ? '?' : ''}: ${tsType(a.type, enums)}`).join('; ')} }`;
    const outs = f.arg_names
      .map((n, i) => ({ n, mode: f.arg_modes[i], type: f.arg_types[i] }))
      .filter((a) => a.mode === 't' || a.mode === 'o');
    let ret: string;
    if (outs.length > 0) ret = `{ ${outs.map((o) => `${o.n}: ${tsType(o.type, enums)}`).join('; ')} }`;
    else if (f.return_relation && rowTypes.has(f.return_relation)) ret = rowTypes.get(f.return_relation)!;
    else ret = tsType(f.return_type, enums);
    if (f.returns_set) ret = `${wrap(ret)}[]`;
    return `{ Args: ${args}; Returns: ${ret} }`;
  });
  return variants.join('\n        | ');
}

export function renderDatabaseTypes(
  columns: CatalogColumn[],
  relationships: CatalogRelationship[],
  functions: CatalogFunction[],
  enumRows: CatalogEnum[],
): string {
  const enums = new Set(enumRows.map((e) => e.name));
  const byTable = groupBy(columns, (c) => c.table_name);
  const relsByTable = groupBy(relationships, (r) => r.table_name);
  const tables: string[] = [];
  const views: string[] = [];
  const rowTypes = new Map<string, string>();
  for (const [name, cols] of byTable) {
    const kind = cols[0].kind;
    rowTypes.set(name, `Database["public"]["${kind === 'r' || kind === 'p' ? 'Tables' : 'Views'}"][${q(name)}]["Row"]`);
    const row = cols.map((c) => `          ${c.column_name}: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`);
    const rels = renderRelationships(relsByTable.get(name) ?? [], '        ');
    if (kind === 'r' || kind === 'p') {
      const insert = cols.map((c) =>
        c.generated
          ? `          ${c.column_name}?: never`
          : `          ${c.column_name}${c.nullable || c.has_default ? '?' : ''}: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`,
      );
      const update = cols.map((c) =>
        c.generated ? `          ${c.column_name}?: never` : `          ${c.column_name}?: ${columnType(c, enums)}${c.nullable ? ' | null' : ''}`,
      );
      tables.push(
        `      ${name}: {\n        Row: {\n${row.join('\n')}\n        }\n        Insert: {\n${insert.join('\n')}\n        }\n        Update: {\n${update.join('\n')}\n        }\n        Relationships: ${rels}\n      }`,
      );
    } else {
      views.push(`      ${name}: {\n        Row: {\n${row.map((r) => r.replace(/: (.*?)( \| null)?$/, ': $1 | null')).join('\n')}\n        }\n        Relationships: ${rels}\n      }`);
    }
  }
  const fnGroups = groupBy(functions, (f) => f.name);
  const fns = [...fnGroups].map(([name, fs]) => `      ${name}:\n        | ${renderFunction(fs, rowTypes, enums)}`);
  const enumText = enumRows.map((e) => `      ${e.name}: ${e.labels.map(q).join(' | ')}`);
  const block = (items: string[]) => (items.length ? `{\n${items.join('\n')}\n    }` : '{\n      [_ in never]: never\n    }');

  return `// Generated by \`npm run db:types\` from the migrated schema. Do not edit by hand.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${block(tables)}
    Views: ${block(views)}
    Functions: ${block(fns)}
    Enums: ${block(enumText)}
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database["public"]

export type Tables<T extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> =
  (PublicSchema["Tables"] & PublicSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof PublicSchema["Tables"]> =
  PublicSchema["Tables"][T] extends { Insert: infer I } ? I : never

export type TablesUpdate<T extends keyof PublicSchema["Tables"]> =
  PublicSchema["Tables"][T] extends { Update: infer U } ? U : never

export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]
`;
}
