import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { HttpError } from '../http-error';

/** /functions/v1/{name} — Edge Functions under Deno. */
export function functionsRoutes(_ctx: EmulatorContext): Hono {
  const app = new Hono();
  app.all('*', () => {
    throw new HttpError(501, { error: 'Not implemented yet' });
  });
  return app;
}
