import type { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireBucket } from './buckets';
import { invalidRequest, noSuchKey } from './errors';
import type { FileStore } from './file-store';
import { folderPrefix, listLevel, parseListOptions } from './list';
import { deleteObjectRows, findObject, moveObjectRow, rowsUnderPrefix, writeObjectRow } from './objects';
import { checkBucketId, checkKey, checkPrefix, parseBucketSegment, parseObjectPath } from './path-safety';
import { jsonBody, rawRest, runStorage, storageAuth } from './request';

interface Transfer {
  bucket: string;
  sourceKey: string;
  destBucket: string;
  destKey: string;
}

function transferOf(body: Record<string, unknown>): Transfer {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
  if (typeof bucketId !== 'string' || typeof sourceKey !== 'string' || typeof destinationKey !== 'string') {
    throw invalidRequest('bucketId, sourceKey and destinationKey are required');
  }
  const bucket = checkBucketId(bucketId);
  return {
    bucket,
    sourceKey: checkKey(sourceKey),
    destBucket: typeof destinationBucket === 'string' && destinationBucket !== '' ? checkBucketId(destinationBucket) : bucket,
    destKey: checkKey(destinationKey),
  };
}

export function mountManageRoutes(app: Hono, ctx: EmulatorContext, files: FileStore): void {
  app.post('/object/list/:bucket', async (c) => {
    const auth = storageAuth(c, ctx);
    const bucket = parseBucketSegment(rawRest(c));
    await requireBucket(ctx.db, bucket);
    const body = await jsonBody(c);
    const prefix = folderPrefix(checkPrefix(typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : ''));
    const rows = await runStorage({ ctx, c, auth, operation: 'storage.object.list', readOnly: true }, (tx) =>
      rowsUnderPrefix(tx, bucket, prefix),
    );
    return c.json(listLevel(rows, prefix, parseListOptions(body)));
  });

  // move = UPDATE under RLS (USING on the old row, WITH CHECK on the new one).
  app.post('/object/move', async (c) => {
    const auth = storageAuth(c, ctx);
    const t = transferOf(await jsonBody(c));
    await requireBucket(ctx.db, t.bucket);
    await requireBucket(ctx.db, t.destBucket);
    await runStorage({ ctx, c, auth, operation: 'storage.object.move' }, async (tx) => {
      if (!(await moveObjectRow(tx, t.bucket, t.sourceKey, t.destBucket, t.destKey))) throw noSuchKey();
      await files.move(t.bucket, t.sourceKey, t.destBucket, t.destKey);
    });
    return c.json({ message: 'Successfully moved' });
  });

  // copy = SELECT the source, INSERT the destination (owned by the caller) under RLS.
  app.post('/object/copy', async (c) => {
    const auth = storageAuth(c, ctx);
    const t = transferOf(await jsonBody(c));
    await requireBucket(ctx.db, t.bucket);
    await requireBucket(ctx.db, t.destBucket);
    const upsert = c.req.header('x-upsert') === 'true';
    const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : undefined;
    const id = await runStorage({ ctx, c, auth, operation: 'storage.object.copy' }, async (tx) => {
      const source = await findObject(tx, t.bucket, t.sourceKey);
      if (!source?.metadata) throw noSuchKey();
      const metadata = { ...source.metadata, lastModified: new Date().toISOString() };
      const newId = await writeObjectRow(tx, { bucket: t.destBucket, key: t.destKey, sub, metadata, userMetadata: source.user_metadata, upsert });
      await files.copy(t.bucket, t.sourceKey, t.destBucket, t.destKey);
      return newId;
    });
    return c.json({ Id: id, Key: `${t.destBucket}/${t.destKey}` });
  });

  // remove(): DELETE … RETURNING under RLS; missing or hidden names are silently skipped.
  app.delete('/object/:bucket', async (c) => {
    const auth = storageAuth(c, ctx);
    const bucket = parseBucketSegment(rawRest(c));
    await requireBucket(ctx.db, bucket);
    const { prefixes } = await jsonBody(c);
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string')) {
      throw invalidRequest('prefixes must be an array of strings');
    }
    const rows = await runStorage({ ctx, c, auth, operation: 'storage.object.delete' }, async (tx) => {
      const deleted = await deleteObjectRows(tx, bucket, prefixes as string[]);
      for (const row of deleted) await files.remove(row.bucket_id, row.name);
      return deleted;
    });
    return c.json(rows);
  });

  app.delete('/object/:bucket/*', async (c) => {
    const auth = storageAuth(c, ctx);
    const { bucket, key } = parseObjectPath(rawRest(c));
    await requireBucket(ctx.db, bucket);
    await runStorage({ ctx, c, auth, operation: 'storage.object.delete' }, async (tx) => {
      const [row] = await deleteObjectRows(tx, bucket, [key]);
      if (!row) throw noSuchKey();
      await files.remove(row.bucket_id, row.name);
    });
    return c.json({ message: 'Successfully deleted' });
  });
}
