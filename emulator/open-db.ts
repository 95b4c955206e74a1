import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from './db';
import { openWorkerDatabase } from './db-thread';
import { schemaSnapshot, snapshotsEnabled } from './snapshot';

export interface OpenOptions {
  migrationsDir: string;
  /** Persistent PGlite directory; omitted = in memory. */
  dataDir?: string;
  /** A dumped database to start from as it is (no migrations, no seed). */
  loadDataDir?: Blob;
  /** A new database starts from the schema snapshot (default) or replays every migration (false). */
  schemaSnapshot?: boolean;
  dbThread?: 'worker' | 'main';
}

export interface OpenedDatabase {
  db: Db;
  /** Started from the schema snapshot: bootstrap.sql and every migration are in it already. */
  fromSnapshot: boolean;
}

/**
 * Opens the emulator's database: a dump as it is, an existing data folder, or a new database from the schema
 * snapshot (emulator/snapshot.ts). Its own module, light to import, so that `npm run emulator` starts it before it
 * loads the HTTP side (emulator/main.ts): PGlite opens on its thread while the main thread imports the rest.
 */
export async function openEmulatorDatabase(opts: OpenOptions): Promise<OpenedDatabase> {
  const isNew = !opts.loadDataDir && !(opts.dataDir && existsSync(path.join(opts.dataDir, 'PG_VERSION')));
  const snapshot = isNew && opts.schemaSnapshot !== false && snapshotsEnabled() ? await schemaSnapshot(opts.migrationsDir) : undefined;
  const dbOptions = { dataDir: opts.dataDir, loadDataDir: opts.loadDataDir ?? snapshot };
  const db = opts.dbThread === 'main' ? await openDatabase(dbOptions) : await openWorkerDatabase(dbOptions);
  return { db, fromSnapshot: snapshot !== undefined };
}
