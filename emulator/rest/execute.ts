import { noInline, readAs, runAs, type RequestAuth, type Tx, type Db } from '../db';
import { pgrstError } from '../http-error';
import { columnNotFound } from './errors';
import { planRead, requireTable, type ReadNode } from './plan';
import { JSON_TYPE, OBJECT_TYPE, respondRead, respondWrite, singularError, type Outcome } from './respond';
import { resolveRpc } from './rpc';
import { buildDelete, buildInsert, buildRead, buildRpcSet, buildRpcSingle, buildUpdate, type Shape, type Statement, type StatementRow } from './sql';
import { ident } from './sql-read';
import type { SchemaCache, Table } from './schema-cache';
import type { ApiRequest } from './types';

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class Rollback {
  constructor(readonly outcome: Outcome) {}
}

export interface ExecContext {
  db: Db;
  auth: RequestAuth;
  headers: Record<string, string>;
  path: string;
}

/** Top-level offset/limit after intersecting query params with the Range header. */
function window(req: ApiRequest, root: ReadNode): { offset: number; limit?: number } {
  let offset = root.offset ?? 0;
  let limit = root.limit;
  if (req.range) {
    const end = Math.min(limit === undefined ? Infinity : offset + limit, req.range.limit === undefined ? Infinity : req.range.offset + req.range.limit);
    offset = Math.max(offset, req.range.offset);
    limit = end === Infinity ? undefined : Math.max(0, end - offset);
  }
  return { offset, limit };
}

function shapeOf(req: ApiRequest, body: boolean): Shape {
  return { body, singular: req.singular, count: req.prefer.count !== undefined, stripNulls: req.stripNulls };
}

/**
 * One statement, one result row. Without parameters the simple protocol saves PGlite's
 * describe/bind round trips; the text is still only quoted identifiers and validated tokens.
 */
async function runStatement(tx: Tx, stmt: Statement): Promise<StatementRow | undefined> {
  if (stmt.params.length === 0) {
    const results = await tx.exec(stmt.sql);
    return results[results.length - 1]?.rows[0] as StatementRow | undefined;
  }
  return (await tx.query<StatementRow>(stmt.sql, stmt.params)).rows[0];
}

const NO_ROW: StatementRow = { total: null, n: 0, body: null, loc: null, ins: null };

async function run(ex: ExecContext, req: ApiRequest, stmt: Statement, check: (row: StatementRow) => Outcome, write: boolean): Promise<Outcome> {
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  const opts = { readOnly, method: req.method, path: ex.path, headers: ex.headers };
  if (readOnly && !write) {
    // One round trip; committing or rolling back a read-only transaction is the same (tx=rollback, singular errors).
    const read = await readAs<StatementRow>(ex.db, ex.auth, stmt, opts);
    if (read !== noInline) return check(read.row ?? NO_ROW);
  }
  try {
    return await runAs(
      ex.db,
      ex.auth,
      async (tx) => {
        const row = (await runStatement(tx, stmt)) ?? NO_ROW;
        const outcome = check(row);
        if (write && req.prefer.handling === 'strict' && req.prefer.maxAffected !== undefined && row.n > req.prefer.maxAffected) {
          throw pgrstError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${row.n} rows`);
        }
        if (req.prefer.tx === 'rollback') throw new Rollback(outcome);
        return outcome;
      },
      opts,
    );
  } catch (e) {
    if (e instanceof Rollback) return e.outcome;
    throw e;
  }
}

function payloadColumns(table: Table, req: ApiRequest, rows: Record<string, unknown>[]): string[] {
  const cols = req.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const c of cols) if (!table.columns.has(c)) throw columnNotFound(c, table.name);
  return cols;
}

function bodyRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body ?? {}];
  if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  return rows as Record<string, unknown>[];
}

async function executeWrite(cache: SchemaCache, req: ApiRequest, ex: ExecContext): Promise<Outcome> {
  const table = requireTable(cache, req.target);
  const root = planRead(cache, req, table.name, table.name);
  const p = req.prefer;
  const representation = p.return === 'representation';
  const headersOnly = p.return === 'headers-only';
  const base = { table, schema: cache.schema, root, shape: shapeOf(req, representation), location: headersOnly };
  let stmt: Statement;
  const merge = req.action === 'insert' && p.resolution === 'merge-duplicates';
  if (req.action === 'insert') {
    const rows = bodyRows(req.body);
    const columns = payloadColumns(table, req, rows);
    const upsert = p.resolution ? { onConflict: req.onConflict ?? table.pk, merge } : undefined;
    stmt = buildInsert({ ...base, rows, columns, missingDefault: p.missing === 'default', upsert });
  } else {
    if (root.conditions.length === 0) {
      const verb = req.action === 'update' ? 'UPDATE' : 'DELETE';
      throw pgrstError(400, '21000', `${verb} requires a WHERE clause`);
    }
    if (req.action === 'update') {
      const patch = bodyRows(req.body);
      if (Array.isArray(req.body)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      stmt = buildUpdate({ ...base, patch: patch[0], columns: payloadColumns(table, req, patch) });
    } else {
      stmt = buildDelete(base);
    }
  }
  const shape = { kind: req.action as 'insert' | 'update' | 'delete', representation, headersOnly, count: p.count !== undefined, singular: req.singular, merge, locationBase: `/${table.name}` };
  return run(ex, req, stmt, (row) => {
    if (req.singular && row.n !== 1) singularError(row.n);
    return respondWrite(row, shape);
  }, true);
}

async function executeRpc(cache: SchemaCache, req: ApiRequest, ex: ExecContext): Promise<Outcome> {
  const { fn, args } = resolveRpc(cache, req);
  const root = planRead(cache, req, fn.returnTable, fn.name);
  const head = req.method === 'HEAD';
  const write = !(req.method === 'GET' || req.method === 'HEAD');
  if (fn.returnsSet) {
    const { offset, limit } = window(req, root);
    const stmt = buildRpcSet(fn, cache.schema, args, shapeOf(req, !head), root, limit, offset);
    return run(ex, req, stmt, (row) => respondRead(row, offset, req.singular, head), write);
  }
  const stmt = buildRpcSingle(fn, cache.schema, args, shapeOf(req, !head), root);
  return run(ex, req, stmt, (row): Outcome => {
    if (fn.returnKind === 'void') return { status: 204, headers: {}, body: null };
    const type = req.singular ? OBJECT_TYPE : JSON_TYPE;
    // PostgREST reports a single (scalar or composite) result as the one row `0-0/*`.
    return { status: 200, headers: { 'Content-Type': type, 'Content-Range': '0-0/*' }, body: head ? null : (row.body ?? 'null') };
  }, write);
}

/** Plans, builds and runs one parsed request against the cache; returns the response. */
export async function execute(cache: SchemaCache, req: ApiRequest, ex: ExecContext): Promise<Outcome> {
  if (req.action === 'rpc') return executeRpc(cache, req, ex);
  if (req.action !== 'read') return executeWrite(cache, req, ex);
  const table = requireTable(cache, req.target);
  const root = planRead(cache, req, table.name, table.name);
  const { offset, limit } = window(req, root);
  const source = `${ident(cache.schema)}.${ident(table.name)} as ${ident(table.name)}`;
  const stmt = buildRead(root, cache.schema, source, shapeOf(req, !req.headOnly), undefined, '', limit, offset);
  return run(ex, req, stmt, (row) => respondRead(row, offset, req.singular, req.headOnly), false);
}
