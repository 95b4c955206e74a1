import { randomUUID } from 'node:crypto';
import type { Tx, Db } from '../db';

/** storage.objects.metadata, as Supabase Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
}

type Queryable = Pick<Db, 'query'> | Tx;

const COLUMNS = `id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at,
  metadata, user_metadata`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner` (uuid) and `owner_id` (text) for a JWT subject. */
export function ownerColumns(sub: string | undefined): { owner: string | null; ownerId: string | null } {
  if (!sub) return { owner: null, ownerId: null };
  return { owner: UUID.test(sub) ? sub : null, ownerId: sub };
}

export interface ObjectWrite {
  bucket: string;
  key: string;
  sub: string | undefined;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  /** Upsert also needs SELECT and UPDATE under RLS, exactly as on Supabase. */
  upsert: boolean;
}

/**
 * Inserts (or upserts) the object's row under the caller's role; returns its id.
 * No RETURNING on a plain insert, so INSERT permission alone suffices, as on Supabase.
 */
export async function writeObjectRow(tx: Tx, w: ObjectWrite): Promise<string> {
  const id = randomUUID();
  const { owner, ownerId } = ownerColumns(w.sub);
  const params = [id, w.bucket, w.key, owner, ownerId, JSON.stringify(w.metadata), w.userMetadata ? JSON.stringify(w.userMetadata) : null, randomUUID()];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;
  if (!w.upsert) {
    await tx.query(insert, params);
    return id;
  }
  await tx.query(
    `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
       updated_at = now(), last_accessed_at = now()`,
    params,
  );
  const found = await findObject(tx, w.bucket, w.key);
  return found?.id ?? id;
}

/** One object row; under RLS when `q` is a request transaction. */
export async function findObject(q: Queryable, bucket: string, key: string): Promise<ObjectRow | undefined> {
  const { rows } = await q.query<ObjectRow>(`select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, key]);
  return rows[0];
}

/** The subset of `keys` the caller can SELECT. */
export async function visibleKeys(tx: Tx, bucket: string, keys: string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucket, keys],
  );
  return new Set(rows.map((r) => r.name));
}

/** DELETE … RETURNING under RLS: what the caller may not delete (or see) is silently skipped. */
export async function deleteObjectRows(tx: Tx, bucket: string, keys: string[] | 'all'): Promise<ObjectRow[]> {
  const res =
    keys === 'all'
      ? await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 returning ${COLUMNS}`, [bucket])
      : await tx.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`,
          [bucket, keys],
        );
  return res.rows;
}

/** Renames an object under RLS (UPDATE); undefined when it is missing or not updatable. */
export async function moveObjectRow(tx: Tx, bucket: string, key: string, toBucket: string, toKey: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
     where bucket_id = $1 and name = $2 returning id`,
    [bucket, key, toBucket, toKey],
  );
  return rows[0]?.id;
}

export type ListedRow = Pick<ObjectRow, 'name' | 'id' | 'updated_at' | 'created_at' | 'last_accessed_at' | 'metadata'>;

/** Every object under `prefix` (already ending in "/" or empty) the caller can SELECT. */
export async function rowsUnderPrefix(tx: Tx, bucket: string, prefix: string): Promise<ListedRow[]> {
  const pattern = prefix.replace(/[\\%_]/g, (m) => `\\${m}`) + '%';
  const { rows } = await tx.query<ListedRow>(
    `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
     where bucket_id = $1 and name like $2`,
    [bucket, pattern],
  );
  return rows;
}
