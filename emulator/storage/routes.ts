import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { HttpError } from '../http-error';

/** /storage/v1 — Supabase Storage. */
export function storageRoutes(_ctx: EmulatorContext): Hono {
  const app = new Hono();
  app.all('*', () => {
    throw new HttpError(400, { statusCode: '501', code: 'NotImplemented', error: 'Not implemented', message: 'Not implemented yet' });
  });
  return app;
}
