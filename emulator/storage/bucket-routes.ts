import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { bucketHasObjects, deleteBucket, getBucket, insertBucket, listBuckets, updateBucket, type BucketPatch } from './buckets';
import { bucketAlreadyExists, bucketNotEmpty, invalidRequest, noSuchBucket } from './errors';
import type { FileStore } from './file-store';
import { parseFileSizeLimit } from './limits';
import { deleteObjectRows, ownerColumns } from './objects';
import { checkBucketId } from './path-safety';
import { jsonBody, runStorage, storageAuth } from './request';

function sizeLimit(value: unknown): number | null {
  try {
    return parseFileSizeLimit(value);
  } catch (e) {
    throw invalidRequest((e as Error).message);
  }
}

function mimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value : null;
  throw invalidRequest('allowed_mime_types must be an array of strings');
}

function patchOf(body: Record<string, unknown>): BucketPatch {
  const patch: BucketPatch = {};
  if (typeof body.public === 'boolean') patch.public = body.public;
  if ('file_size_limit' in body) patch.file_size_limit = sizeLimit(body.file_size_limit);
  if ('allowed_mime_types' in body) patch.allowed_mime_types = mimeTypes(body.allowed_mime_types);
  return patch;
}

const SORT = ['id', 'name', 'created_at', 'updated_at'] as const;

/** /bucket…: every statement runs under the caller's role, so RLS on storage.buckets decides. */
export function mountBucketRoutes(app: Hono, ctx: EmulatorContext, files: FileStore): void {
  app.get('/bucket', async (c) => {
    const auth = storageAuth(c, ctx);
    const q = (k: string) => c.req.query(k);
    const num = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined);
    const sortColumn = SORT.find((s) => s === q('sortColumn'));
    const rows = await runStorage({ ctx, c, auth, operation: 'storage.bucket.list', readOnly: true }, (tx) =>
      listBuckets(tx, {
        limit: num(q('limit')),
        offset: num(q('offset')),
        search: q('search'),
        sortColumn,
        sortOrder: q('sortOrder') === 'desc' ? 'desc' : 'asc',
      }),
    );
    return c.json(rows);
  });

  app.get('/bucket/:id', async (c) => {
    const auth = storageAuth(c, ctx);
    const row = await runStorage({ ctx, c, auth, operation: 'storage.bucket.get', readOnly: true }, (tx) =>
      getBucket(tx, c.req.param('id')),
    );
    if (!row) throw noSuchBucket();
    return c.json(row);
  });

  app.post('/bucket', async (c) => {
    const auth = storageAuth(c, ctx);
    const body = await jsonBody(c);
    const rawId = typeof body.id === 'string' ? body.id : body.name;
    if (typeof rawId !== 'string') throw invalidRequest('body must have required property \'name\'');
    const id = checkBucketId(rawId);
    const { owner, ownerId } = ownerColumns(typeof auth.claims.sub === 'string' ? auth.claims.sub : undefined);
    const input = {
      id,
      public: body.public === true,
      file_size_limit: sizeLimit(body.file_size_limit),
      allowed_mime_types: mimeTypes(body.allowed_mime_types),
      type: typeof body.type === 'string' ? body.type : undefined,
    };
    await runStorage({ ctx, c, auth, operation: 'storage.bucket.create', onDuplicate: bucketAlreadyExists }, (tx) =>
      insertBucket(tx, input, owner, ownerId),
    );
    return c.json({ name: id });
  });

  app.put('/bucket/:id', async (c) => {
    const auth = storageAuth(c, ctx);
    const patch = patchOf(await jsonBody(c));
    const n = await runStorage({ ctx, c, auth, operation: 'storage.bucket.update' }, (tx) =>
      updateBucket(tx, c.req.param('id'), patch),
    );
    if (n === 0) throw noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const auth = storageAuth(c, ctx);
    const id = c.req.param('id');
    await runStorage({ ctx, c, auth, operation: 'storage.bucket.empty' }, async (tx) => {
      if (!(await getBucket(tx, id))) throw noSuchBucket();
      const rows = await deleteObjectRows(tx, id, 'all');
      for (const row of rows) await files.remove(row.bucket_id, row.name);
    });
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    const auth = storageAuth(c, ctx);
    const id = c.req.param('id');
    const nonEmpty = await bucketHasObjects(ctx.db, id);
    await runStorage({ ctx, c, auth, operation: 'storage.bucket.delete' }, async (tx) => {
      if (!(await getBucket(tx, id))) throw noSuchBucket();
      if (nonEmpty) throw bucketNotEmpty();
      if ((await deleteBucket(tx, id)) === 0) throw noSuchBucket();
    });
    await files.removeBucket(id);
    return c.json({ message: 'Successfully deleted' });
  });
}
