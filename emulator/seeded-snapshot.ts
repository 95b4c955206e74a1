/**
 * The seeded snapshot: the schema snapshot (snapshot.ts) with supabase/seed.sql applied, dumped once. `npm start`
 * (and so the e2e server) starts a new data folder from it instead of replaying the seed on it, which took as
 * long as loading the schema itself.
 *
 * The seed plants the demo player's play relative to the day it runs (current_date, and now() for a few instants
 * such as "4 hours ago"), so the file is named by the UTC day it was made on (PGlite's TimeZone is UTC) as well as
 * by the schema snapshot's key and the seed's text: one made on another day is never read, the first new database
 * of a day makes that day's. A database started from it is the seed as run when the file was made, earlier that
 * day. `tests/emulator/seeded-snapshot.test.ts` proves it equal to replaying the seed on the schema snapshot.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applySeed, openDatabase } from './db';
import { cachedDump, schemaSnapshot, snapshotKey, SNAPSHOT_DIR } from './snapshot';

/** The seeded snapshot's file for `seedFile` over the migrations as they are, on today's UTC date. */
export function seededSnapshotFile(migrationsDir: string, seedFile: string, dir = SNAPSHOT_DIR): string {
  const seed = createHash('sha256').update(readFileSync(seedFile)).digest('hex').slice(0, 12);
  const day = new Date().toISOString().slice(0, 10);
  return path.join(dir, `seeded-${snapshotKey(migrationsDir)}-${seed}-${day}.tar`);
}

/** The schema snapshot (from its own cache) with the seed applied, in memory, dumped. */
export async function buildSeededDump(migrationsDir: string, seedFile: string): Promise<Blob> {
  const db = await openDatabase({ loadDataDir: await schemaSnapshot(migrationsDir) });
  try {
    await applySeed(db, seedFile);
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/**
 * Today's seeded snapshot: read from the cache, or built and kept there (older days' and stale ones are removed).
 * Undefined without a seed file.
 */
export async function seededSnapshot(migrationsDir: string, seedFile: string, dir = SNAPSHOT_DIR): Promise<Blob | undefined> {
  if (!existsSync(seedFile)) return undefined;
  const file = () => seededSnapshotFile(migrationsDir, seedFile, dir);
  return cachedDump(file, /^seeded-[0-9a-f]+-[0-9a-f]+-\d{4}-\d{2}-\d{2}\.tar$/, () => buildSeededDump(migrationsDir, seedFile));
}
