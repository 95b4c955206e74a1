import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireBucket } from './buckets';
import { invalidRequest, noSuchBucket, noSuchKey } from './errors';
import type { FileStore } from './file-store';
import { findObject, visibleKeys, type ObjectRow } from './objects';
import { parseBucketSegment, parseObjectPath } from './path-safety';
import { jsonBody, rawRest, runStorage, storageAuth } from './request';
import { serveObject } from './serve';
import { parseExpiresIn, signObjectToken, verifyObjectToken } from './signed-url';

const NOT_VISIBLE = 'Either the object does not exist or you do not have access to it';

/** Reads an object row under the caller's role (RLS SELECT); NoSuchKey when missing or hidden. */
async function visibleObject(c: Context, ctx: EmulatorContext, operation: string): Promise<ObjectRow> {
  const auth = storageAuth(c, ctx);
  const { bucket, key } = parseObjectPath(rawRest(c));
  await requireBucket(ctx.db, bucket);
  const row = await runStorage({ ctx, c, auth, operation, readOnly: true }, (tx) => findObject(tx, bucket, key));
  if (!row) throw noSuchKey();
  return row;
}

function infoOf(row: ObjectRow) {
  const meta = row.metadata;
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta?.size ?? null,
    content_type: meta?.mimetype ?? null,
    cache_control: meta?.cacheControl ?? null,
    etag: meta?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: meta?.lastModified ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
  };
}

function expiresInOf(body: Record<string, unknown>): number {
  const expiresIn = parseExpiresIn(body.expiresIn);
  if (expiresIn === undefined) throw invalidRequest('expiresIn must be a positive number of seconds');
  return expiresIn;
}

export function mountReadRoutes(app: Hono, ctx: EmulatorContext, files: FileStore): void {
  const secret = () => ctx.config.jwtSecret;

  // createSignedUrls: one entry per path, null signedURL where the caller cannot SELECT the object.
  app.post('/object/sign/:bucket', async (c) => {
    const auth = storageAuth(c, ctx);
    const bucket = parseBucketSegment(rawRest(c));
    await requireBucket(ctx.db, bucket);
    const body = await jsonBody(c);
    const expiresIn = expiresInOf(body);
    if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
      throw invalidRequest('paths must be an array of strings');
    }
    const paths = body.paths as string[];
    const visible = await runStorage({ ctx, c, auth, operation: 'storage.object.sign_urls', readOnly: true }, (tx) =>
      visibleKeys(tx, bucket, paths),
    );
    return c.json(
      paths.map((path) =>
        visible.has(path)
          ? { error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${signObjectToken(`${bucket}/${path}`, expiresIn, secret())}` }
          : { error: NOT_VISIBLE, path, signedURL: null },
      ),
    );
  });

  app.post('/object/sign/:bucket/*', async (c) => {
    const body = await jsonBody(c);
    const expiresIn = expiresInOf(body);
    const row = await visibleObject(c, ctx, 'storage.object.sign');
    const url = `${row.bucket_id}/${row.name}`;
    return c.json({ signedURL: `/object/sign/${url}?token=${signObjectToken(url, expiresIn, secret())}` });
  });

  // A signed URL needs no Authorization: the token alone grants read access to that one object.
  app.get('/object/sign/:bucket/*', async (c) => {
    const { bucket, key } = parseObjectPath(rawRest(c));
    verifyObjectToken(c.req.query('token'), `${bucket}/${key}`, secret());
    const row = await findObject(ctx.db, bucket, key);
    if (!row) throw noSuchKey();
    return serveObject(c, files, row);
  });

  // Public buckets skip RLS, but only on this route; a private bucket is "not found" here.
  app.get('/object/public/:bucket/*', async (c) => {
    const { bucket, key } = parseObjectPath(rawRest(c));
    const b = await requireBucket(ctx.db, bucket);
    if (!b.public) throw noSuchBucket();
    const row = await findObject(ctx.db, bucket, key);
    if (!row) throw noSuchKey();
    return serveObject(c, files, row);
  });

  app.get('/object/info/authenticated/:bucket/*', async (c) => c.json(infoOf(await visibleObject(c, ctx, 'storage.object.info'))));
  app.get('/object/info/:bucket/*', async (c) => c.json(infoOf(await visibleObject(c, ctx, 'storage.object.info'))));
  app.get('/object/authenticated/:bucket/*', async (c) => serveObject(c, files, await visibleObject(c, ctx, 'storage.object.get')));
  app.get('/object/:bucket/*', async (c) => serveObject(c, files, await visibleObject(c, ctx, 'storage.object.get')));
}
