import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { pgrstError } from '../http-error';

/** /rest/v1 — PostgREST. */
export function restRoutes(_ctx: EmulatorContext): Hono {
  const app = new Hono();
  app.all('*', () => {
    throw pgrstError(501, 'PGRST000', 'Not implemented yet');
  });
  return app;
}
