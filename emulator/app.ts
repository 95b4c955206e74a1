import { Hono } from 'hono';
import type { EmulatorContext } from './context';
import { corsMiddleware } from './cors';
import { compressMiddleware } from './compress';
import { HttpError } from './http-error';
import { JSON_TYPE } from './rest/respond';
import { restRoutes } from './rest/routes';
import { authRoutes } from './auth/routes';
import { storageRoutes } from './storage/routes';
import { functionsRoutes } from './functions/routes';
import { setTestClock, testClockCell } from './test-clock.mjs';

/** The emulator's HTTP app: testable with app.request(new Request(...)) and no port. */
export function createApp(ctx: EmulatorContext): Hono {
  const app = new Hono();

  // Edge functions answer their own preflight, as behind Supabase's gateway.
  app.use('*', (c, next) =>
    c.req.method === 'OPTIONS' && c.req.path.startsWith('/functions/v1/') ? next() : corsMiddleware(c, next),
  );

  // JSON answers gzip-compressed for clients that take it, as behind Supabase's gateway.
  const compress = compressMiddleware();
  app.use('/rest/v1/*', compress);
  app.use('/auth/v1/*', compress);

  app.route('/rest/v1', restRoutes(ctx));
  app.route('/auth/v1', authRoutes(ctx));
  app.route('/storage/v1', storageRoutes(ctx));
  app.route('/functions/v1', functionsRoutes(ctx));

  app.get('/_local/inbox', (c) => c.json(ctx.outbox.list(c.req.query('to'))));
  app.delete('/_local/inbox', (c) => {
    ctx.outbox.clear();
    return c.body(null, 204);
  });
  app.get('/_local/health', (c) => c.json({ ok: true }));
  // The e2e run's clock (SPT_TEST_CLOCK, emulator/main.ts): a spec file starts at the instant, its page and
  // runner too (e2e/clock.ts). Without a test clock there is nothing to set: the real clock is not moved.
  app.put('/_local/clock', async (c) => {
    if (!testClockCell()) return c.json({ message: 'This emulator runs on the real clock (start it with SPT_TEST_CLOCK)' }, 409);
    const at = Date.parse(String(((await c.req.json().catch(() => ({}))) as { at?: unknown }).at));
    if (Number.isNaN(at)) return c.json({ message: 'at: an ISO instant is required' }, 400);
    setTestClock(at);
    return c.json({ now: new Date().toISOString() });
  });

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      // PostgREST labels its error bodies with the charset, as its other JSON.
      if (c.req.path.startsWith('/rest/')) return c.body(JSON.stringify(err.body), err.status as 400, { 'Content-Type': JSON_TYPE });
      return c.json(err.body, err.status as 400);
    }
    console.error('[emulator] unhandled error', err);
    return c.json({ code: 'XX000', message: 'Internal server error', details: null, hint: null }, 500);
  });
  app.notFound((c) => c.json({ code: 'PGRST125', message: `Invalid path specified in request URL`, details: null, hint: null }, 404));
  return app;
}
