import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { HttpError } from '../http-error';

/** /auth/v1 — GoTrue. */
export function authRoutes(_ctx: EmulatorContext): Hono {
  const app = new Hono();
  app.all('*', () => {
    throw new HttpError(501, { code: 'not_implemented', message: 'Not implemented yet' });
  });
  return app;
}
