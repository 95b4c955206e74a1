import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from './db';
import { openWorkerDatabase } from './db-thread';
import { seededSnapshot } from './seeded-snapshot';
import { schemaSnapshot, snapshotsEnabled } from './snapshot';

export interface OpenOptions {
  migrationsDir: string;
  /** Persistent PGlite directory; omitted = in memory. */
  dataDir?: string;
  /** A dumped database to start from as it is (no migrations, no seed). */
  loadDataDir?: Blob;
  /** A new database starts from the schema snapshot (default) or replays every migration (false). */
  schemaSnapshot?: boolean;
  /** A new database starts from today's seeded snapshot of this seed (seeded-snapshot.ts) instead of the schema snapshot. */
  seedFile?: string;
  dbThread?: 'worker' | 'main';
}

export interface OpenedDatabase {
  db: Db;
  /** Started from the schema snapshot: bootstrap.sql and every migration are in it already (and the seed, from the seeded one). */
  fromSnapshot: boolean;
}

/**
 * Opens the emulator's database: a dump as it is, an existing data folder, or a new database from the schema
 * snapshot (emulator/snapshot.ts) or, given a seed file, the seeded one (emulator/seeded-snapshot.ts). Its own module, light to import, so that `npm run emulator` starts it before it
 * loads the HTTP side (emulator/main.ts): PGlite opens on its thread while the main thread imports the rest.
 */
export async function openEmulatorDatabase(opts: OpenOptions): Promise<OpenedDatabase> {
  const isNew = !opts.loadDataDir && !(opts.dataDir && existsSync(path.join(opts.dataDir, 'PG_VERSION')));
  const snapshot = isNew && opts.schemaSnapshot !== false && snapshotsEnabled() ? await newDatabaseSnapshot(opts) : undefined;
  const dbOptions = { dataDir: opts.dataDir, loadDataDir: opts.loadDataDir ?? snapshot };
  const db = opts.dbThread === 'main' ? await openDatabase(dbOptions) : await openWorkerDatabase(dbOptions);
  return { db, fromSnapshot: snapshot !== undefined };
}

function newDatabaseSnapshot(opts: OpenOptions): Promise<Blob | undefined> {
  if (opts.seedFile === undefined) return schemaSnapshot(opts.migrationsDir);
  return seededSnapshot(opts.migrationsDir, opts.seedFile).then((seeded) => seeded ?? schemaSnapshot(opts.migrationsDir));
}
