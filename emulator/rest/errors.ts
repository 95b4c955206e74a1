import { HttpError, pgrstError } from '../http-error';
import { jsonHasNul, undecodableUrlPart } from '../url-encoding';

/** Grammar error in a query parameter: 400 PGRST100. */
export function parseError(what: string, raw: string, details: string): HttpError {
  return pgrstError(400, 'PGRST100', `"failed to parse ${what} (${raw})" (line 1, column 1)`, details);
}

/** A NUL byte or invalid UTF-8 where Postgres takes text: 400 22021, as PostgREST relays Postgres' refusal. */
export function invalidByteSequence(what: string): HttpError {
  return pgrstError(400, '22021', `invalid byte sequence for encoding "UTF8" in the ${what}`, null, null);
}

/** Throws 22021 when a path or query component is not valid UTF-8 or holds a NUL (see url-encoding.ts). */
export function checkUrlEncoding(rawPath: string, rawQuery: string): void {
  const where = undecodableUrlPart(rawPath, rawQuery);
  if (where) throw invalidByteSequence(where);
}

/** A JSON body with a NUL in a key or string (JSON's \u0000) cannot be stored as text or used as a column name. */
export function checkBodyText(text: string, body: unknown): void {
  if (/\\u0000|\0/.test(text) && jsonHasNul(body)) throw invalidByteSequence('request body');
}

/**
 * How deep a JSON body may nest. Nothing the app or supabase-js sends goes past a few levels; thousands of levels
 * overflow the stack of JSON.stringify here and of PGlite's JSON parser (a 500, or a database thread that no
 * longer answers). Postgres' own parser stops at about 30,000 levels (54001).
 */
export const MAX_BODY_DEPTH = 1000;

/** Refuses (400) a JSON text nested deeper than MAX_BODY_DEPTH, read without recursion (strings skipped). */
export function checkBodyDepth(text: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: to its closing quote, escapes skipped.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_BODY_DEPTH)
        throw pgrstError(400, 'PGRST102', `The JSON body is nested more than ${MAX_BODY_DEPTH.toLocaleString('en-US')} levels deep`);
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

export function tableNotFound(schema: string, table: string, suggestion?: string): HttpError {
  return pgrstError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

export function columnNotFound(column: string, table: string): HttpError {
  return pgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

export function functionNotFound(schema: string, fn: string, args: string[], suggestion?: string): HttpError {
  const params = args.length === 0 ? ' without parameters' : `(${[...args].sort().join(', ')})`;
  return pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${fn}${params} in the schema cache`,
    `Searched for the function ${schema}.${fn}${args.length ? ` with parameter${args.length > 1 ? 's' : ''} ${[...args].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    suggestion ? `Perhaps you meant to call the function ${schema}.${suggestion}` : null,
  );
}

export function noRelationship(schema: string, parent: string, child: string): HttpError {
  return pgrstError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema '${schema}', but no matches were found.`,
  );
}

/** Codes whose cause may be a stale schema cache: reload once and retry. */
export const STALE_CACHE_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42P01', '42703', '42883']);

/** The HTTP status PostgREST gives a SQLSTATE (reference §1.10). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '21000') return 400;
  const cls = code.slice(0, 2);
  if (cls === '22' || cls === '23' || code === 'P0001' || code === '42703' || code === '42P10') return 400;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '08' || (cls === '53' && code !== '53400') || code === '57P01') return 503;
  if (code === '53400') return 500;
  if (['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'XX', 'P0'].includes(cls) || code === '42P17') return 500;
  return 400;
}

interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(e: unknown): e is PgLikeError & Error {
  return e instanceof Error && typeof (e as PgLikeError).code === 'string' && (e as PgLikeError).code!.length === 5;
}

/** `RAISE SQLSTATE 'PGRST'` with JSON message and detail sets status, headers and body. */
function raisedPgrst(e: PgLikeError): HttpError | undefined {
  try {
    const body = JSON.parse(e.message) as Record<string, unknown>;
    const detail = JSON.parse(e.detail ?? '{}') as { status?: number; headers?: Record<string, string> };
    return new HttpError(
      detail.status ?? 400,
      { code: body.code ?? null, message: body.message ?? null, details: body.details ?? null, hint: body.hint ?? null },
      detail.headers ?? {},
    );
  } catch {
    return undefined;
  }
}

/** Maps a Postgres error to a PostgREST-shaped HttpError; other errors pass through. */
export function mapDbError(e: unknown, role: string): unknown {
  if (e instanceof HttpError || !isPgError(e)) return e;
  const code = e.code!;
  if (code === 'PGRST') return raisedPgrst(e) ?? pgrstError(500, 'PGRST121', 'Could not parse JSON in the RAISE SQLSTATE \'PGRST\' error');
  const status = statusForSqlState(code, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return pgrstError(status, code, e.message, e.detail ?? null, e.hint ?? null, headers);
}
