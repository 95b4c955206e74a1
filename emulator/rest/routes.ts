import { Hono, type Context } from 'hono';
import type { EmulatorContext } from '../context';
import { HttpError, pgrstError } from '../http-error';
import { JwtError, UnknownRoleError, resolveRequestAuth } from '../request-auth';
import type { RequestAuth } from '../db';
import { STALE_CACHE_CODES, checkBodyDepth, checkBodyText, checkUrlEncoding, mapDbError } from './errors';
import { execute } from './execute';
import { parseRequest, withTxEnd } from './parse';
import { SchemaCacheHolder } from './schema-cache';
import type { ApiRequest } from './types';
import { clientIp } from '../auth/rate-limit';

const PREFIX = '/rest/v1/';

function authError(e: unknown): HttpError {
  if (e instanceof JwtError) {
    const expired = e.reason === 'expired';
    const message = expired ? 'JWT expired' : e.message;
    return pgrstError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    });
  }
  if (e instanceof UnknownRoleError) {
    return pgrstError(401, '22023', `role "${e.role}" does not exist`, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="role \\"${e.role}\\" does not exist"`,
    });
  }
  throw e;
}

async function readBody(c: Context): Promise<unknown> {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return undefined;
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  checkBodyDepth(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
  checkBodyText(text, body);
  return body;
}

/**
 * The request headers as `request.headers` carries them: lower-case names, repeated headers joined, and
 * the client's address as Supabase's gateway adds it (x-real-ip set, x-forwarded-for appended).
 */
function headerObject(c: Context): Record<string, string> {
  const out = rawHeaderObject(c);
  const ip = clientIp(c);
  if (ip !== 'unknown') {
    out['x-real-ip'] = ip;
    out['x-forwarded-for'] = out['x-forwarded-for'] ? `${out['x-forwarded-for']}, ${ip}` : ip;
  }
  return out;
}

/** Read from node's raw header list when served by @hono/node-server (no Headers object to build). */
function rawHeaderObject(c: Context): Record<string, string> {
  const raw = (c.env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming?.rawHeaders;
  const out = Object.create(null) as Record<string, string>;
  if (!raw) {
    c.req.raw.headers.forEach((v, k) => (out[k] = v));
    return out;
  }
  for (let i = 0; i < raw.length; i += 2) {
    const k = raw[i].toLowerCase();
    if (k.startsWith(':')) continue;
    const v = raw[i + 1].trim();
    out[k] = Object.hasOwn(out, k) ? out[k] + (k === 'cookie' ? '; ' : ', ') + v : v;
  }
  return out;
}

/** /rest/v1 — PostgREST: parse -> plan -> sql -> respond, one transaction per request. */
export function restRoutes(ctx: EmulatorContext): Hono {
  const app = new Hono();
  const cache = new SchemaCacheHolder(ctx.db);
  void ctx.db
    .listen('pgrst', (payload) => {
      if (payload.includes('reload schema') || payload === '') cache.invalidate();
    })
    .then((unlisten) => ctx.onClose.push(unlisten))
    .catch(() => undefined);

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : '';
    if (path === '') return c.json({ swagger: '2.0', info: { title: 'PostgREST emulation' }, paths: {} });
    checkUrlEncoding(path, url.search.slice(1));
    let auth: RequestAuth;
    try {
      auth = resolveRequestAuth(c.req.raw.headers, ctx.keys);
    } catch (e) {
      throw authError(e);
    }
    const parsed = parseRequest({ method: c.req.method, path, query: url.searchParams, headers: c.req.raw.headers, body: await readBody(c) });
    const req = { ...parsed, prefer: withTxEnd(parsed.prefer, ctx.config.txEnd) };
    const ex = { db: ctx.db, auth, headers: headerObject(c), path: url.pathname.slice('/rest/v1'.length) };
    let outcome;
    for (let attempt = 0; ; attempt++) {
      try {
        outcome = await execute(await cache.get(), cloneRequest(req), ex);
        break;
      } catch (e) {
        const mapped = mapDbError(e, auth.role);
        const code = mapped instanceof HttpError ? String(mapped.body.code) : '';
        if (attempt === 0 && STALE_CACHE_CODES.has(code)) {
          cache.invalidate();
          continue;
        }
        throw mapped;
      }
    }
    const write = !(c.req.method === 'GET' || c.req.method === 'HEAD') && req.prefer.tx !== 'rollback';
    if (write) for (const fn of ctx.afterCommit) fn();
    if (req.prefer.applied.length) outcome.headers['Preference-Applied'] = req.prefer.applied.join(', ');
    return new Response(outcome.body, { status: outcome.status, headers: outcome.headers });
  });
  return app;
}

/** rpc GET moves params into `paths` while resolving; a retry needs the request as parsed. */
function cloneRequest(req: ApiRequest): ApiRequest {
  const paths = new Map([...req.paths].map(([k, v]) => [k, { ...v, conditions: [...v.conditions], order: [...v.order] }]));
  return { ...req, paths };
}
