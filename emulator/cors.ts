import type { Context, MiddlewareHandler } from 'hono';
import { cors as honoCors } from 'hono/cors';

export const EXPOSED_HEADERS = ['Content-Range', 'X-Total-Count', 'Link', 'Location', 'Content-Location', 'X-Supabase-Api-Version', 'Content-Type', 'Content-Disposition', 'ETag'];
const EXPOSED = EXPOSED_HEADERS.join(',');

/** Preflights: hono's cors (any origin, credentials, all methods, cached a day). */
const preflight = honoCors({
  origin: (origin) => origin || '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders: EXPOSED_HEADERS,
  credentials: true,
  maxAge: 86400,
});

function addCors(headers: Headers, origin: string): void {
  headers.set('Access-Control-Allow-Origin', origin);
  headers.set('Access-Control-Allow-Credentials', 'true');
  headers.set('Access-Control-Expose-Headers', EXPOSED);
  headers.append('Vary', 'Origin');
}

/**
 * The same headers hono's cors adds to actual requests, added to the handler's response after
 * it is built. (hono's cors touches `c.res` before the handler, which makes Hono copy the
 * handler's response into a new one — and @hono/node-server then streams it instead of writing
 * the string body directly.) Responses with immutable headers are copied once.
 */
export const corsMiddleware: MiddlewareHandler = async (c: Context, next) => {
  if (c.req.method === 'OPTIONS') return preflight(c, next);
  const origin = c.req.header('origin') || '*';
  await next();
  try {
    addCors(c.res.headers, origin);
  } catch {
    const res = c.res;
    c.res = undefined;
    const copy = new Response(res.body, res);
    addCors(copy.headers, origin);
    c.res = copy;
  }
};
