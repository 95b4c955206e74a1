import type { Db } from '../db';

export interface ColumnInfo {
  name: string;
  /** pg_type name as Realtime reports it: int8, text, uuid, _text, timestamptz… */
  type: string;
  /** format_type(): what a value is cast to in SQL. */
  sqlType: string;
}

export interface TableInfo {
  columns: ColumnInfo[];
  primaryKey: string[];
  replicaFull: boolean;
}

const INFO_SQL = `
select a.attname as name, t.typname as type, format_type(a.atttypid, a.atttypmod) as "sqlType",
       coalesce(a.attnum = any(i.indkey::int2[]), false) as pk, c.relreplident = 'f' as full
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
join pg_type t on t.oid = a.atttypid
left join pg_index i on i.indrelid = c.oid and i.indisprimary
where n.nspname = $1 and c.relname = $2
order by a.attnum`;

/** Column names/types and primary key of a table, cached until its columns change. */
export class TableInfoCache {
  private cache = new Map<string, TableInfo>();

  constructor(private readonly db: Db) {}

  async get(schema: string, table: string, row: Record<string, unknown> | null): Promise<TableInfo> {
    const key = `${schema}.${table}`;
    const cached = this.cache.get(key);
    if (cached && (!row || sameKeys(cached, row))) return cached;
    const { rows } = await this.db.query<ColumnInfo & { pk: boolean; full: boolean }>(INFO_SQL, [schema, table]);
    const info: TableInfo = {
      columns: rows.map(({ name, type, sqlType }) => ({ name, type, sqlType })),
      primaryKey: rows.filter((r) => r.pk).map((r) => r.name),
      replicaFull: rows[0]?.full ?? false,
    };
    this.cache.set(key, info);
    return info;
  }
}

function sameKeys(info: TableInfo, row: Record<string, unknown>): boolean {
  const keys = Object.keys(row);
  return keys.length === info.columns.length && keys.every((k, i) => info.columns[i].name === k);
}
