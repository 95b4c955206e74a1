import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
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

/** A transaction: PGlite's, on this thread or the database thread (WorkerDb). */
export interface DbTx {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}
export type Tx = DbTx;

/**
 * The part of PGlite's interface the emulator uses. Served emulators run PGlite on its own thread
 * (WorkerDb, db-thread.ts); `openDatabase` gives PGlite itself on this thread (scripts, tests).
 */
export interface Db {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  /** One at a time: every other statement waits until it ends (PGlite's lock). */
  transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** `exec(sql)`'s last result's first row, copied alone across the thread boundary (WorkerDb has it; PGlite has not). */
  execLastRow?<R>(sql: string): Promise<R | undefined>;
}

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

/** PGlite on this thread (`openWorkerDatabase` in db-thread.ts: on its own thread). */
export async function openDatabase(opts: OpenOptions = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
  });
}

/** `exec(sql)`'s last result's first row; from the database thread only that row is copied. */
function execLastRow<R>(db: Db, sql: string): Promise<R | undefined> {
  if (db.execLastRow) return db.execLastRow<R>(sql);
  return db.exec(sql).then((results) => results[results.length - 1]?.rows[0] as R | undefined);
}

/** Applies bootstrap.sql (idempotent). */
export async function bootstrap(db: Db): Promise<void> {
  const sql = await readFile(new URL('./bootstrap.sql', import.meta.url), 'utf8');
  await db.exec(sql);
}

/**
 * Applies `migrationsDir/*.sql` in name order, each in its own transaction,
 * recording each in supabase_migrations.schema_migrations so a restart applies only new files.
 * Returns the names applied now.
 */
export async function applyMigrations(db: Db, migrationsDir: string): Promise<string[]> {
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
export async function applySeed(db: Db, seedFile: string): Promise<boolean> {
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

/** The transaction-local settings PostgREST makes for a request: role, claims, method, path, headers. */
function requestSettings(auth: RequestAuth, opts: RunOptions): [string, string][] {
  const claims = JSON.stringify({ ...auth.claims, role: auth.role });
  return [
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
}

/**
 * Runs `fn` in one transaction under the request's role with `request.jwt.claims` set,
 * exactly as PostgREST does, so row-level security decides.
 */
export async function runAs<T>(db: Db, auth: RequestAuth, fn: (tx: Tx) => Promise<T>, opts: RunOptions = {}) {
  return db.transaction(async (tx) => {
    const settings = requestSettings(auth, opts);
    const sql = 'select ' + settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ');
    await tx.query(sql, settings.flat());
    return fn(tx);
  });
}

/**
 * A dollar-quoted literal of `value`: its meaning does not depend on any server setting
 * (standard_conforming_strings, backslashes), and the tag is chosen so the value cannot end it.
 */
export function dollarQuote(value: string): string {
  let tag = '$_$';
  for (let k = 0; value.includes(tag); k++) tag = `$_${k}$`;
  return tag + value + tag;
}

function literal(value: unknown): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return dollarQuote(String(value));
  if (typeof value === 'boolean') return dollarQuote(String(value));
  // NUL cannot travel in a simple-protocol query; such values keep the bound (extended) path.
  if (typeof value === 'string' && !value.includes('\0')) return dollarQuote(value);
  return undefined;
}

/**
 * `sql` with each `$n` placeholder (outside quoted identifiers and string literals) replaced by
 * `replace(n)`; undefined when that answers undefined for one.
 */
function replacePlaceholders(sql: string, replace: (n: number) => string | undefined): string | undefined {
  let out = '';
  for (let i = 0; i < sql.length; ) {
    const ch = sql[i];
    if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === ch && sql[j + 1] !== ch)) j += sql[j] === ch ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '$' && /\d/.test(sql[i + 1] ?? '') && !/[\w$]/.test(sql[i - 1] ?? '')) {
      let j = i + 1;
      while (/\d/.test(sql[j] ?? '')) j++;
      const value = replace(Number(sql.slice(i + 1, j)));
      if (value === undefined) return undefined;
      out += value;
      i = j;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/**
 * `sql` with each `$n` placeholder (outside quoted identifiers and string literals) replaced by its
 * value as an untyped literal — what a bound text parameter is to Postgres. Undefined when a value
 * cannot be written as such a literal (objects, arrays, NUL); the caller then binds parameters.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string | undefined {
  const literals = params.map(literal);
  if (literals.some((l) => l === undefined)) return undefined;
  return replacePlaceholders(sql, (n) => (n >= 1 && n <= literals.length ? literals[n - 1] : undefined));
}

/**
 * Read statements prepared once per database, role and SQL text (values are placeholders), the way
 * PostgREST's connections keep prepared statements: parsing, rewriting and planning is most of what a
 * small read costs PGlite. Postgres itself re-plans a prepared statement when the schema it depends on
 * changes, when the search_path differs, and — for row-level security — when it runs as another role.
 * A text that does not prepare (e.g. a parameter whose type nothing fixes) is remembered and read inline.
 */
interface PlanCache {
  /** role + NUL + SQL -> statement name, or null when it cannot be prepared. */
  names: Map<string, Promise<string | null>>;
  next: number;
}
const planCaches = new WeakMap<Db, PlanCache>();
/** Distinct read texts kept prepared per database; past it, new texts are read inline. */
export const PLAN_CACHE_SIZE = 500;

function preparedName(db: Db, auth: RequestAuth, sql: string, paramCount: number, config: string): Promise<string | null> {
  let cache = planCaches.get(db);
  if (!cache) planCaches.set(db, (cache = { names: new Map(), next: 0 }));
  const key = `${auth.role}\0${sql}`;
  const known = cache.names.get(key);
  if (known) return known;
  if (cache.names.size >= PLAN_CACHE_SIZE) return Promise.resolve(null);
  // EXECUTE needs exactly one value per parameter; every $1..$n must appear for Postgres to type it.
  let highest = 0;
  replacePlaceholders(sql, (n) => {
    highest = Math.max(highest, n);
    return '';
  });
  const name = `emu_read_${cache.next++}`;
  const prepared =
    highest !== paramCount
      ? Promise.resolve(null)
      : db.exec(`${config};\nprepare ${name} as ${sql}`).then(
          () => name,
          () => null,
        );
  cache.names.set(key, prepared);
  return prepared;
}

/**
 * A read-only request in ONE round trip to PGlite: the settings and the statement go as one
 * simple-protocol query, which Postgres runs as one implicit transaction (settings made with
 * set_config(..., true) last until its end; an error rolls it all back). Same role, claims, RLS and
 * read-only mode as runAs + a statement, without BEGIN, COMMIT and the extended protocol's extra
 * calls. The statement runs as `execute` of its prepared plan (values as dollar-quoted literals);
 * a text that cannot be prepared, and any error, runs it inline instead (so errors read as before).
 * Returns the statement's first row, or `noInline` when a value must be bound instead.
 */
export async function readAs<R>(db: Db, auth: RequestAuth, statement: { sql: string; params: readonly unknown[] }, opts: RunOptions = {}): Promise<{ row: R | undefined } | typeof noInline> {
  const settings = requestSettings(auth, { ...opts, readOnly: true });
  const literals = statement.params.map(literal);
  if (literals.some((l) => l === undefined)) return noInline;
  const config = 'select ' + settings.map(([k, v]) => `set_config(${dollarQuote(k)}, ${dollarQuote(v)}, true)`).join(', ');
  const name = await preparedName(db, auth, statement.sql, literals.length, config);
  if (name !== null) {
    try {
      return { row: await execLastRow<R>(db, `${config};\nexecute ${name}${literals.length ? `(${literals.join(', ')})` : ''}`) };
    } catch {
      // Read inline below: the error (or, should the prepared statement be gone, the answer) is the inline one.
    }
  }
  const sql = inlineParams(statement.sql, statement.params);
  if (sql === undefined) return noInline;
  return { row: await execLastRow<R>(db, `${config};\n${sql}`) };
}

export const noInline = Symbol('noInline');
