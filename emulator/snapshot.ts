/**
 * The schema snapshot: a PGlite data directory after bootstrap.sql and every migration, dumped once and
 * kept under node_modules/.cache. A new database (a new data folder, an in-memory test database) starts
 * from it instead of running initdb and replaying every migration (~2 s instead of ~8 s on 2 cores).
 *
 * The file's name is a hash of everything that made it (PGlite's version, bootstrap.sql, each migration's
 * name and text), so a changed or added migration names another file: a stale snapshot is never read, the
 * next start builds the new one. `npm install` builds it (postinstall, scripts/db-snapshot.ts).
 * The seed is not in it: seed.sql plants the demo player's play relative to today, so it runs on each new
 * database as before. `tests/emulator/schema-snapshot.test.ts` proves a loaded snapshot equal to replaying.
 * EMULATOR_SNAPSHOT=off replays every migration instead (to measure, or to rule the snapshot out).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config';
import { applyMigrations, bootstrap, openDatabase } from './db';

const BOOTSTRAP_FILE = new URL('./bootstrap.sql', import.meta.url);
/** Bump when what a snapshot holds changes without any of its inputs changing. */
const FORMAT = 'schema-snapshot-1';

export const SNAPSHOT_DIR = path.join(ROOT_DIR, 'node_modules/.cache/slot-play-tracker');

export function snapshotsEnabled(): boolean {
  return process.env.EMULATOR_SNAPSHOT !== 'off';
}

function migrationFiles(migrationsDir: string): string[] {
  return existsSync(migrationsDir) ? readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort() : [];
}

/** The snapshot's key: a hash of PGlite's version, bootstrap.sql and every migration's name and text. */
export function snapshotKey(migrationsDir: string): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(path.join(ROOT_DIR, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(`${FORMAT}\0${pglite.version}\0`);
  hash.update(readFileSync(BOOTSTRAP_FILE));
  for (const file of migrationFiles(migrationsDir)) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 24);
}

export function snapshotFile(migrationsDir: string, dir = SNAPSHOT_DIR): string {
  return path.join(dir, `schema-${snapshotKey(migrationsDir)}.tar`);
}

/** Replays bootstrap.sql and every migration into a new in-memory database and dumps it. */
export async function buildSchemaDump(migrationsDir: string): Promise<Blob> {
  const db = await openDatabase();
  try {
    await bootstrap(db);
    await applyMigrations(db, migrationsDir);
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/**
 * The schema snapshot of `migrationsDir` as it is now: read from the cache, or built and written there
 * (whole or not at all: written aside, then renamed, so a process reading it never sees half a file).
 * Older snapshots of this checkout are removed when a new one is written.
 */
export async function schemaSnapshot(migrationsDir: string, dir = SNAPSHOT_DIR): Promise<Blob> {
  const name = () => snapshotFile(migrationsDir, dir);
  return cachedDump(name, /^schema-[0-9a-f]+\.tar$/, () => buildSchemaDump(migrationsDir));
}

/**
 * The dump `file()` names, from the cache or built by `build` and kept there; older files matching `pattern` are
 * removed. `file` is asked again after the build: when an input changed meanwhile, the dump is not what it names
 * and is not kept.
 */
export async function cachedDump(file: () => string, pattern: RegExp, build: () => Promise<Blob>): Promise<Blob> {
  const target = file();
  if (existsSync(target)) return new Blob([readFileSync(target)]);
  const dump = await build();
  if (file() !== target) return dump;
  const bytes = Buffer.from(await dump.arrayBuffer());
  const dir = path.dirname(target);
  try {
    mkdirSync(dir, { recursive: true });
    const aside = `${target}.${process.pid}.part`;
    writeFileSync(aside, bytes);
    renameSync(aside, target);
    for (const old of readdirSync(dir)) {
      if (pattern.test(old) && path.join(dir, old) !== target) rmSync(path.join(dir, old), { force: true });
    }
  } catch (e) {
    // A read-only checkout still starts; it only builds again next time.
    console.warn(`[emulator] could not keep ${path.basename(target)} in ${dir}: ${(e as Error).message}`);
  }
  return dump;
}
