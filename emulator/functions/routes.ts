import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { EmulatorContext } from '../context';
import { checkGatewayJwt } from './gateway-auth';
import { FunctionHost } from './host';
import { forward, relay } from './proxy';
import { verifiesJwt } from './verify-jwt';
import { clientIp } from '../auth/rate-limit';

/** The preflight answer of Supabase's functions gateway. */
export const CORS_PREFLIGHT_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Requested function was not found' };

/** `/name/sub/path?query` of a request, whether or not the app is mounted under /functions/v1. */
function functionPath(url: URL): { name: string; pathAndQuery: string } {
  const rest = url.pathname.replace(/^.*?\/functions\/v1(?=\/|$)/, '');
  let name: string;
  try {
    name = decodeURIComponent(rest.split('/')[1] ?? '');
  } catch {
    name = ''; // not valid UTF-8: no such function
  }
  return { name, pathAndQuery: `${rest}${url.search}` };
}

const isConnectionError = (e: unknown) =>
  e instanceof TypeError && /fetch failed|ECONNREFUSED|ECONNRESET|socket/i.test(`${e.message} ${String(e.cause)}`);

/** /functions/v1/{name}[/sub/path][?query] — Edge Functions under one lazily started Deno host. */
export function functionsRoutes(ctx: EmulatorContext): Hono {
  const app = new Hono();
  const host = new FunctionHost(ctx);
  ctx.onClose.push(() => host.close());

  app.options('*', (c) => c.body('ok', 200, CORS_PREFLIGHT_HEADERS));

  app.all('*', async (c) => {
    const { name, pathAndQuery } = functionPath(new URL(c.req.url));
    const entry = path.join(ctx.config.functionsDir, name, 'index.ts');
    if (!NAME.test(name) || !existsSync(entry)) return c.json(NOT_FOUND, 404);

    if (verifiesJwt(ctx.config.rootDir, name)) {
      const refusal = checkGatewayJwt(c.req.raw.headers, ctx.keys);
      if (refusal) return c.json(refusal, 401);
    }

    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    for (let attempt = 0; ; attempt++) {
      const target = await host.target(name, attempt > 0).catch((e: Error) => ({ error: e.message }));
      if ('error' in target) return c.json({ error: target.error }, 500);
      try {
        return relay(await forward(c.req.raw, target.port, pathAndQuery, body, knownIp(c)));
      } catch (e) {
        // The function's worker died (uncaught error): start a fresh one once.
        if (attempt > 0 || !isConnectionError(e)) return c.json({ error: (e as Error).message }, 500);
      }
    }
  });

  return app;
}

/** The caller's address, or undefined when the socket does not say. */
function knownIp(c: Context): string | undefined {
  const ip = clientIp(c);
  return ip === 'unknown' ? undefined : ip;
}
