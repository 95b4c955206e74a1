import type { Context } from 'hono';
import type { EmulatorContext } from '../context';
import { runAs, type RequestAuth, type Tx } from '../db';
import { JwtError, UnknownRoleError, resolveRequestAuth } from '../request-auth';
import type { HttpError } from '../http-error';
import { fromPgError, invalidRequest, invalidRequestJwt } from './errors';

const JWT_MESSAGES: Record<JwtError['reason'], string> = {
  malformed: 'jwt malformed',
  signature: 'invalid signature',
  expired: 'jwt expired',
  algorithm: 'invalid algorithm',
};

/** Who the request runs as; a bad bearer token or an unknown role answers 403 InvalidJWT. */
export function storageAuth(c: Context, ctx: EmulatorContext): RequestAuth {
  try {
    return resolveRequestAuth(c.req.raw.headers, ctx.keys);
  } catch (e) {
    if (e instanceof JwtError) throw invalidRequestJwt(JWT_MESSAGES[e.reason]);
    if (e instanceof UnknownRoleError) throw invalidRequestJwt(e.message);
    throw e;
  }
}

/** The transaction settings Supabase Storage sets for RLS (request.jwt.claim.*, storage.operation). */
export function storageSettings(auth: RequestAuth, operation: string): Record<string, string> {
  return {
    'request.jwt.claim.sub': typeof auth.claims.sub === 'string' ? auth.claims.sub : '',
    'request.jwt.claim.role': auth.role,
    'request.jwt': auth.token ?? '',
    'storage.operation': operation,
    // Hosted Supabase lets only the Storage API delete from storage.objects.
    'storage.allow_delete_query': 'true',
  };
}

export interface StorageRun {
  ctx: EmulatorContext;
  c: Context;
  auth: RequestAuth;
  operation: string;
  readOnly?: boolean;
  /** The error for a unique violation (default KeyAlreadyExists). */
  onDuplicate?: () => HttpError;
}

/**
 * Runs `fn` in one transaction under the caller's role (RLS decides), mapping Postgres errors to
 * Storage errors. After a committed write, every ctx.afterCommit callback is called.
 */
export async function runStorage<T>(run: StorageRun, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await runAs(run.ctx.db, run.auth, fn, {
      readOnly: run.readOnly,
      method: run.c.req.method,
      path: new URL(run.c.req.url).pathname,
      settings: storageSettings(run.auth, run.operation),
    });
  } catch (e) {
    throw fromPgError(e, run.onDuplicate);
  }
  if (!run.readOnly) for (const cb of run.ctx.afterCommit) cb();
  return result;
}

/** The raw (still percent-encoded) path after the literal part of the matched route, e.g. `bucket/a%20b.txt`. */
export function rawRest(c: Context): string {
  const literal = c.req.routePath.split('/:')[0].replace(/\/\*$/, '');
  const pathname = new URL(c.req.url).pathname;
  return pathname.slice(literal.length + 1);
}

/** Parses a JSON object request body (empty = {}); anything else is 400 InvalidRequest. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidRequest('The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidRequest('The request body must be a JSON object');
  return body as Record<string, unknown>;
}
