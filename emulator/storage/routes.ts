import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { mountBucketRoutes } from './bucket-routes';
import { storageError } from './errors';
import { FileStore } from './file-store';
import { mountManageRoutes } from './manage-routes';
import { mountReadRoutes } from './read-routes';
import { mountUploadRoutes } from './upload-routes';

/** /storage/v1 — Supabase Storage: buckets and objects in Postgres (RLS decides), bytes on disk. */
export function storageRoutes(ctx: EmulatorContext): Hono {
  const app = new Hono();
  const files = new FileStore(ctx.config.storageDir);
  mountBucketRoutes(app, ctx, files);
  // Specific routes (list, move, copy, sign, upload/sign, public, info) before /object/:bucket/*.
  mountManageRoutes(app, ctx, files);
  mountReadRoutes(app, ctx, files);
  mountUploadRoutes(app, ctx, files);
  app.all('*', () => {
    throw storageError('404', 'NotFound', 'Not Found', 'Route not found');
  });
  return app;
}
