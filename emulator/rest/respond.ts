import { pgrstError } from '../http-error';
import type { StatementRow } from './sql';

/** What goes back to the client. */
export interface Outcome {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** `lo-hi/total` or `*` + `/total`: PostgREST's contentRangeH. */
export function contentRange(lower: number, n: number, total: number | null): string {
  const upper = lower + n - 1;
  const range = n > 0 && total !== 0 ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, 206 for a partial page of a counted read, 416 PGRST103 past the end. */
export function rangeStatus(lower: number, n: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) {
    throw pgrstError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${lower} was requested, but there are only ${total} rows.`, null, {
      'Content-Range': `*/${total}`,
    });
  }
  return n < total ? 206 : 200;
}

export function singularError(n: number): never {
  throw pgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

function typeHeader(singular: boolean): Record<string, string> {
  return { 'Content-Type': singular ? OBJECT_TYPE : JSON_TYPE };
}

/** A read (table, view or set-returning function). */
export function respondRead(row: StatementRow, offset: number, singular: boolean, head: boolean): Outcome {
  if (singular && row.n !== 1) singularError(row.n);
  const status = rangeStatus(offset, row.n, row.total);
  return {
    status,
    headers: { ...typeHeader(singular), 'Content-Range': contentRange(offset, row.n, row.total) },
    body: head ? null : row.body,
  };
}

export interface WriteShape {
  kind: 'insert' | 'update' | 'delete';
  representation: boolean;
  headersOnly: boolean;
  count: boolean;
  singular: boolean;
  /** merge-duplicates upsert: 200 when nothing was newly inserted. */
  merge: boolean;
  locationBase: string;
}

function locationOf(base: string, loc: string | null): Record<string, string> {
  if (!loc) return {};
  const pk = JSON.parse(loc) as Record<string, unknown>;
  const q = Object.entries(pk).map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`);
  return { Location: `${base}?${q.join('&')}` };
}

/** Insert / update / delete. */
export function respondWrite(row: StatementRow, w: WriteShape): Outcome {
  const total = w.count ? row.n : null;
  // PostgREST: inserts and deletes report `*/total` (`*/*` uncounted); updates the affected range.
  const range = w.kind === 'update' ? contentRange(0, row.n, total) : `*/${total ?? '*'}`;
  const headers: Record<string, string> = { 'Content-Range': range };
  let status = w.kind === 'insert' ? 201 : w.representation ? 200 : 204;
  if (w.kind === 'insert' && w.merge && row.n > 0 && row.ins === 0) status = 200;
  if (w.headersOnly) Object.assign(headers, locationOf(w.locationBase, row.loc));
  if (!w.representation) return { status, headers, body: null };
  return { status, headers: { ...headers, ...typeHeader(w.singular) }, body: row.body ?? (w.singular ? 'null' : '[]') };
}
