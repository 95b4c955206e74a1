import type { Tx, Db } from '../db';
import { noSuchBucket } from './errors';

/** A row of storage.buckets as the Storage API returns it. */
export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
  type: string;
}

const COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types,
  created_at, updated_at, type`;

/**
 * Looks a bucket up bypassing RLS, as Supabase Storage does before object operations (object access
 * itself is decided by RLS on storage.objects). Throws NoSuchBucket when it does not exist.
 */
export async function requireBucket(db: Db, id: string): Promise<BucketRow> {
  const { rows } = await db.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw noSuchBucket();
  return rows[0];
}

/** Whether any object (visible or not) is stored in the bucket; bypasses RLS. */
export async function bucketHasObjects(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  return rows.length > 0;
}

export interface ListBucketsOptions {
  limit?: number;
  offset?: number;
  search?: string;
  sortColumn?: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder?: 'asc' | 'desc';
}

/** Buckets visible to the caller under RLS. */
export async function listBuckets(tx: Tx, opts: ListBucketsOptions): Promise<BucketRow[]> {
  const column = opts.sortColumn ?? 'name';
  const order = opts.sortOrder === 'desc' ? 'desc' : 'asc';
  const params: unknown[] = [];
  let where = '';
  if (opts.search) {
    params.push(`%${opts.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where = `where name ilike $${params.length}`;
  }
  let sql = `select ${COLUMNS} from storage.buckets ${where} order by ${column} ${order}, id`;
  if (opts.limit !== undefined) sql += ` limit ${Math.max(0, Math.floor(opts.limit))}`;
  if (opts.offset !== undefined) sql += ` offset ${Math.max(0, Math.floor(opts.offset))}`;
  return (await tx.query<BucketRow>(sql, params)).rows;
}

/** One bucket visible to the caller under RLS. */
export async function getBucket(tx: Tx, id: string): Promise<BucketRow | undefined> {
  return (await tx.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [id])).rows[0];
}

export interface BucketInput {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  type?: string;
}

export async function insertBucket(tx: Tx, b: BucketInput, owner: string | null, ownerId: string | null): Promise<void> {
  await tx.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type)
     values ($1, $1, $2, $3, $4, $5, $6, coalesce($7, 'STANDARD'))`,
    [b.id, owner, ownerId, b.public, b.file_size_limit, b.allowed_mime_types, b.type ?? null],
  );
}

export type BucketPatch = Partial<Pick<BucketInput, 'public' | 'file_size_limit' | 'allowed_mime_types'>>;

/** Updates the given fields; returns how many rows RLS let through (0 = missing or hidden). */
export async function updateBucket(tx: Tx, id: string, patch: BucketPatch): Promise<number> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  for (const [column, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  const res = await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params);
  return res.affectedRows ?? 0;
}

export async function deleteBucket(tx: Tx, id: string): Promise<number> {
  const res = await tx.query('delete from storage.buckets where id = $1', [id]);
  return res.affectedRows ?? 0;
}
