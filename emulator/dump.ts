/**
 * Moving an installation: the embedded database as a plain SQL data dump plus the stored files, and back.
 *
 *   <out>/data.sql             every row of the app's tables (public, private, stats; auth.users, auth.identities,
 *                              auth.mfa_factors: players keep their passwords and TOTP factors), as INSERTs with
 *                              column lists, inside one transaction with triggers off (session_replication_role
 *                              = replica, as `supabase db dump --data-only`); each table is emptied first, so it
 *                              also replaces what the migrations inserted. Load it after `supabase db push`.
 *   <out>/storage-objects.sql  the storage.objects rows (for an embedded database only: on hosted Supabase the
 *                              Storage API writes them when the files are uploaded).
 *   <out>/files/<bucket>/<path> the stored files.
 *   <out>/manifest.json        row count and checksum per table; bucket, path, type, size, SHA-256 per file.
 *
 * The checksum of a table is md5 of its rows' md5s in order (`t::text` with TimeZone UTC), so a copy on native
 * Postgres can be compared table by table (tests/referee/dump-pg18.test.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from './storage/file-store';

/** Anything that runs SQL and answers rows (PGlite, the emulator's worker database, a pg client wrapper). */
export interface SqlRunner {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface DumpedTable {
  table: string;
  rows: number;
  checksum: string;
}
export interface DumpedFile {
  bucket: string;
  name: string;
  contentType: string | null;
  size: number;
  sha256: string;
}
export interface DumpManifest {
  app: 'slot-play-tracker';
  kind: 'installation-dump';
  format: 1;
  created_at: string;
  migrations: string[];
  tables: DumpedTable[];
  files: DumpedFile[];
}

/** Whose rows move: the app's schemas whole, of auth what a sign-in needs (sessions and tokens do not move). */
const AUTH_TABLES = ['users', 'identities', 'mfa_factors'];
const SESSION_SETTINGS = "set DateStyle = 'ISO'; set TimeZone = 'UTC'; set IntervalStyle = 'postgres'; set extra_float_digits = 1;";
const ROWS_PER_INSERT = 500;

/** The dumped tables in load order (auth first, then public and private by name), as schema.name. */
export async function dumpedTables(db: SqlRunner): Promise<string[]> {
  const { rows } = await db.query<{ t: string }>(
    `select format('%I.%I', n.nspname, c.relname) as t
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and (n.nspname in ('public', 'private', 'stats') or (n.nspname = 'auth' and c.relname = any($1)))
      order by n.nspname <> 'auth', n.nspname, c.relname`,
    [AUTH_TABLES],
  );
  return rows.map((r) => r.t);
}

/** Row count and checksum of one table (run with TimeZone UTC: see SESSION_SETTINGS). */
export async function tableChecksum(db: SqlRunner, table: string): Promise<DumpedTable> {
  const { rows } = await db.query<{ n: number; sum: string }>(
    `select count(*)::int as n, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as sum from ${table} t`,
  );
  return { table, rows: rows[0].n, checksum: rows[0].sum };
}

/** Settings every dump and checksum session uses, so text forms of dates and times are the same everywhere. */
export async function useDumpSettings(db: SqlRunner): Promise<void> {
  for (const s of SESSION_SETTINGS.split(';').filter((x) => x.trim())) await db.query(s);
}

async function columnsOf(db: SqlRunner, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I', attname) as name from pg_catalog.pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [table],
  );
  return rows.map((c) => c.name);
}

/**
 * The columns to dump of `table`: all of them, or for the platform's tables (auth, storage) only those the
 * target also has (`like`: a database with the emulator's schema), so a hosted project's extra GoTrue columns
 * do not stop the dump loading into an embedded database.
 */
async function dumpColumns(db: SqlRunner, table: string, like?: SqlRunner): Promise<string[]> {
  const all = await columnsOf(db, table);
  if (!like || !/^(auth|storage)\./.test(table)) return all;
  const known = new Set(await columnsOf(like, table));
  return all.filter((c) => known.has(c));
}

async function insertsOf(db: SqlRunner, table: string, like?: SqlRunner): Promise<string[]> {
  const list = await dumpColumns(db, table, like);
  const { rows } = await db.query<{ v: string }>(
    `select '(' || concat_ws(', ', ${list.map((c) => `quote_nullable(${c}::text)`).join(', ')}) || ')' as v from ${table} order by 1`,
  );
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    out.push(
      `insert into ${table} (${list.join(', ')}) overriding system value values\n  ${rows
        .slice(i, i + ROWS_PER_INSERT)
        .map((r) => r.v)
        .join(',\n  ')};`,
    );
  }
  return out;
}

/** data.sql's text and the tables it holds (with their counts and checksums). */
export async function dumpSql(db: SqlRunner, like?: SqlRunner): Promise<{ sql: string; tables: DumpedTable[] }> {
  await useDumpSettings(db);
  const tables = await dumpedTables(db);
  const parts = [
    '-- Slot Play Tracker: data dump of an installation (npm run db:dump). Load after the migrations:',
    '--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f data.sql',
    '-- Every dumped table is emptied first and refilled; triggers and foreign-key checks are off while loading.',
    'set session_replication_role = replica;',
    SESSION_SETTINGS,
    "set client_encoding = 'UTF8';",
    'set standard_conforming_strings = on;',
    'begin;',
    ...[...tables].reverse().map((t) => `delete from ${t};`),
  ];
  const summary: DumpedTable[] = [];
  for (const t of tables) {
    parts.push(...(await insertsOf(db, t, like)));
    summary.push(await tableChecksum(db, t));
  }
  const { rows: seqs } = await db.query<{ s: string }>(
    `select format('select pg_catalog.setval(%L, %s, true);', format('%I.%I', schemaname, sequencename), last_value) as s
       from pg_catalog.pg_sequences where schemaname in ('public', 'private', 'stats') and last_value is not null order by 1`,
  );
  parts.push(...seqs.map((r) => r.s), 'commit;', 'reset session_replication_role;', '');
  return { sql: parts.join('\n'), tables: summary };
}

/** Where the stored files are read from: the emulator's folder, or a hosted project's Storage API. */
export interface FileSource {
  read(bucket: string, name: string): Promise<Uint8Array | undefined>;
}

export interface DumpOptions {
  /** A database with the emulator's schema: the platform tables' columns are limited to its (a hosted source). */
  like?: SqlRunner;
}

/** Writes the dump of `db` and of its stored files (a folder of the emulator's, or a FileSource) to `outDir`. */
export async function writeDump(db: SqlRunner, storage: string | FileSource, outDir: string, opts: DumpOptions = {}): Promise<DumpManifest> {
  await mkdir(outDir, { recursive: true });
  const { sql, tables } = await dumpSql(db, opts.like);
  await writeFile(path.join(outDir, 'data.sql'), sql);
  const objects = await insertsOf(db, 'storage.objects', opts.like);
  await writeFile(
    path.join(outDir, 'storage-objects.sql'),
    ['-- storage.objects rows of the dumped files: for an embedded database only (npm run db:load).', 'set session_replication_role = replica;', 'begin;', 'delete from storage.objects;', ...objects, 'commit;', 'reset session_replication_role;', ''].join('\n'),
  );
  const store: FileSource = typeof storage === 'string' ? new FileStore(storage) : storage;
  const { rows } = await db.query<{ bucket_id: string; name: string; mimetype: string | null }>(
    "select bucket_id, name, metadata ->> 'mimetype' as mimetype from storage.objects order by bucket_id, name",
  );
  const files: DumpedFile[] = [];
  for (const o of rows) {
    const bytes = await store.read(o.bucket_id, o.name);
    if (!bytes) throw new Error(`storage.objects lists ${o.bucket_id}/${o.name} but its file is missing`);
    const target = path.join(outDir, 'files', o.bucket_id, ...o.name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    files.push({ bucket: o.bucket_id, name: o.name, contentType: o.mimetype, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  const { rows: migrations } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
  const manifest: DumpManifest = {
    app: 'slot-play-tracker',
    kind: 'installation-dump',
    format: 1,
    created_at: new Date().toISOString(),
    migrations: migrations.map((m) => m.version),
    tables,
    files,
  };
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Anything that runs a whole script (PGlite's exec, the emulator's worker database). */
export interface ScriptRunner {
  exec(sql: string): Promise<unknown>;
}

/**
 * Loads a dump into a migrated embedded database (no seed) and its file store: data.sql, storage-objects.sql,
 * then every file, checked against the manifest's SHA-256.
 */
export async function loadDump(db: ScriptRunner, storageDir: string, dumpDir: string): Promise<DumpManifest> {
  const manifest = JSON.parse(await readFile(path.join(dumpDir, 'manifest.json'), 'utf8')) as DumpManifest;
  if (manifest.app !== 'slot-play-tracker' || manifest.kind !== 'installation-dump') throw new Error(`${dumpDir} is not a dump made by npm run db:dump`);
  await db.exec(await readFile(path.join(dumpDir, 'data.sql'), 'utf8'));
  await db.exec(await readFile(path.join(dumpDir, 'storage-objects.sql'), 'utf8'));
  const store = new FileStore(storageDir);
  for (const f of manifest.files) {
    const bytes = await readFile(path.join(dumpDir, 'files', f.bucket, ...f.name.split('/')));
    if (createHash('sha256').update(bytes).digest('hex') !== f.sha256) throw new Error(`files/${f.bucket}/${f.name} does not match its checksum in manifest.json`);
    await store.write(f.bucket, f.name, bytes);
  }
  return manifest;
}
