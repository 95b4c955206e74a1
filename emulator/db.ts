import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { JwtClaims } from './jwt';

export type Role = 'anon' | 'authenticated' | 'service_role';
export const KNOWN_ROLES: readonly Role[] = ['anon', 'authenticated', 'service_role'];

/** Who a request runs as: the Postgres role and the JWT claims RLS reads. */
export interface RequestAuth {
  role: Role;
  claims: JwtClaims;
  /** The raw bearer token, when there was one. */
  token?: string;
}

export interface RunOptions {
  readOnly?: boolean;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Extra transaction-local settings (Storage sets request.jwt.claim.sub etc.). */
  settings?: Record<string, string>;
}

export type Tx = Transaction;

export interface OpenOptions {
  /** Directory for a persistent database; omitted = in memory. */
  dataDir?: string;
  /** A dumped data directory (tarball) to start from, for fast test databases. */
  loadDataDir?: Blob;
}

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly pgMessage: string,
  ) {
    super(`Migration ${file} failed: ${pgMessage}`);
  }
}

export async function openDatabase(opts: OpenOptions = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
  });
}

/** Applies bootstrap.sql (idempotent). */
export async function bootstrap(db: PGlite): Promise<void> {
  const sql = await readFile(new URL('./bootstrap.sql', import.meta.url), 'utf8');
  await db.exec(sql);
}

/**
 * Applies `migrationsDir/*.sql` in name order, each in its own transaction,
 * recording each in supabase_migrations.schema_migrations so a restart applies only new files.
 * Returns the names applied now.
 */
export async function applyMigrations(db: PGlite, migrationsDir: string): Promise<string[]> {
  if (!existsSync(migrationsDir)) return [];
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const file of files) {
    const version = file.split('_')[0];
    if (done.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          version,
          file.replace(/^\d+_/, '').replace(/\.sql$/, ''),
        ]);
      });
    } catch (e) {
      throw new MigrationError(file, (e as Error).message);
    }
    applied.push(file);
  }
  return applied;
}

/** Applies seed.sql once per database (recorded by path and hash). Returns true when it ran. */
export async function applySeed(db: PGlite, seedFile: string): Promise<boolean> {
  if (!existsSync(seedFile)) return false;
  const seen = await db.query('select 1 from supabase_migrations.seed_files limit 1');
  if (seen.rows.length > 0) return false;
  const sql = await readFile(seedFile, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        path.basename(seedFile),
        hash,
      ]);
    });
  } catch (e) {
    throw new MigrationError(path.basename(seedFile), (e as Error).message);
  }
  return true;
}

/**
 * Runs `fn` in one transaction under the request's role with `request.jwt.claims` set,
 * exactly as PostgREST does, so row-level security decides.
 */
export async function runAs<T>(db: PGlite, auth: RequestAuth, fn: (tx: Tx) => Promise<T>, opts: RunOptions = {}) {
  return db.transaction(async (tx) => {
    const claims = JSON.stringify({ ...auth.claims, role: auth.role });
    const settings: [string, string][] = [
      ['search_path', 'public, extensions'],
      ['role', auth.role],
      ['request.jwt.claims', claims],
      ['request.method', opts.method ?? 'GET'],
      ['request.path', opts.path ?? '/'],
      ['request.headers', JSON.stringify(opts.headers ?? {})],
      ...Object.entries(opts.settings ?? {}),
      // Same effect as SET TRANSACTION READ ONLY (writes raise 25006), without another round trip.
      ...(opts.readOnly ? ([['transaction_read_only', 'on']] as [string, string][]) : []),
    ];
    const sql = 'select ' + settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ');
    await tx.query(sql, settings.flat());
    return fn(tx);
  });
}
