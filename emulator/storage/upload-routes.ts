import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context';
import type { RequestAuth } from '../db';
import { requireBucket } from './buckets';
import type { FileStore } from './file-store';
import { effectiveLimit } from './limits';
import { writeObjectRow } from './objects';
import { parseObjectPath } from './path-safety';
import { rawRest, runStorage, storageAuth } from './request';
import { signObjectToken, verifyObjectToken } from './signed-url';
import { objectMetadata, readUploadBody } from './upload-body';

/** How long a signed upload URL stays valid (Supabase: 2 hours). */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

const subOf = (auth: RequestAuth) => (typeof auth.claims.sub === 'string' ? auth.claims.sub : undefined);

/** Thrown inside a transaction to roll back a permission probe. */
class Probe {}

/**
 * The upload pipeline: bucket rules -> counted body (refused before anything is stored) -> one
 * transaction that writes the row under RLS and then the file (temp + rename) -> afterCommit.
 */
async function storeUpload(c: Context, ctx: EmulatorContext, files: FileStore, auth: RequestAuth, rawPath: string, upsert: boolean) {
  const { bucket, key } = parseObjectPath(rawPath);
  const row = await requireBucket(ctx.db, bucket);
  const body = await readUploadBody(c, { limit: effectiveLimit(row.file_size_limit), allowedMimeTypes: row.allowed_mime_types });
  const metadata = objectMetadata(body);
  const id = await runStorage({ ctx, c, auth, operation: 'storage.object.upload' }, async (tx) => {
    const objectId = await writeObjectRow(tx, { bucket, key, sub: subOf(auth), metadata, userMetadata: body.userMetadata, upsert });
    await files.write(bucket, key, body.data);
    return objectId;
  });
  return { Id: id, Key: `${bucket}/${key}` };
}

export function mountUploadRoutes(app: Hono, ctx: EmulatorContext, files: FileStore): void {
  app.post('/object/upload/sign/:bucket/*', async (c) => {
    const auth = storageAuth(c, ctx);
    const { bucket, key } = parseObjectPath(rawRest(c));
    await requireBucket(ctx.db, bucket);
    const upsert = c.req.header('x-upsert') === 'true';
    const metadata = objectMetadata({ data: Buffer.alloc(0), mimetype: 'application/octet-stream', cacheControl: 'no-cache', userMetadata: null });
    // Probe INSERT (and, for upsert, UPDATE) permission under RLS, then roll back.
    await runStorage({ ctx, c, auth, operation: 'storage.object.upload_sign', readOnly: false }, async (tx) => {
      await writeObjectRow(tx, { bucket, key, sub: subOf(auth), metadata, userMetadata: null, upsert });
      throw new Probe();
    }).catch((e: unknown) => {
      if (!(e instanceof Probe)) throw e;
    });
    const token = signObjectToken(`${bucket}/${key}`, SIGNED_UPLOAD_SECONDS, ctx.config.jwtSecret, { owner: subOf(auth), upsert });
    return c.json({ url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token });
  });

  app.put('/object/upload/sign/:bucket/*', async (c) => {
    const raw = rawRest(c);
    const { bucket, key } = parseObjectPath(raw);
    const claims = verifyObjectToken(c.req.query('token'), `${bucket}/${key}`, ctx.config.jwtSecret);
    const auth: RequestAuth = { role: 'service_role', claims: { role: 'service_role', ...(claims.owner ? { sub: claims.owner } : {}) } };
    const result = await storeUpload(c, ctx, files, auth, raw, claims.upsert === true);
    return c.json({ Key: result.Key });
  });

  app.post('/object/:bucket/*', async (c) => {
    const auth = storageAuth(c, ctx);
    return c.json(await storeUpload(c, ctx, files, auth, rawRest(c), c.req.header('x-upsert') === 'true'));
  });

  // update(): Supabase Storage treats PUT as an overwriting upload (needs INSERT, SELECT and UPDATE).
  app.put('/object/:bucket/*', async (c) => {
    const auth = storageAuth(c, ctx);
    return c.json(await storeUpload(c, ctx, files, auth, rawRest(c), true));
  });
}
