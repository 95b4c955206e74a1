import { runAs, type RequestAuth, type Db } from '../db';
import type { TableInfo } from './table-info';

const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/**
 * Whether the subscriber may SELECT the changed row under RLS, checked as Realtime does: a
 * read-only query under the subscriber's role and claims, by primary key (the whole row when
 * the table has none). Any error (no grant, row gone) means no.
 */
export async function canSee(db: Db, auth: RequestAuth, schema: string, table: string, info: TableInfo, record: Record<string, unknown>): Promise<boolean> {
  if (auth.role === 'service_role') return true;
  const from = `${quote(schema)}.${quote(table)}`;
  let sql: string;
  const params: unknown[] = [JSON.stringify(record)];
  if (info.primaryKey.length > 0) {
    const where = info.primaryKey.map((col, i) => {
      params.push(col);
      const type = info.columns.find((c) => c.name === col)?.sqlType ?? 'text';
      return `${quote(col)} = ($1::json ->> $${i + 2})::${type}`;
    });
    sql = `select 1 from ${from} where ${where.join(' and ')} limit 1`;
  } else {
    sql = `select 1 from ${from} as r where to_jsonb(r) @> $1::jsonb limit 1`;
  }
  try {
    const res = await runAs(db, auth, (tx) => tx.query(sql, params), { readOnly: true });
    return res.rows.length > 0;
  } catch {
    return false;
  }
}
