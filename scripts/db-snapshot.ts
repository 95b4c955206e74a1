/**
 * `postinstall` (and `npm run db:snapshot`): builds the schema snapshot (emulator/snapshot.ts) and today's seeded
 * snapshot (emulator/seeded-snapshot.ts) now, so that the first `npm start` on a new data folder loads the latter
 * instead of replaying every migration and the seed. Snapshots already there for these inputs are kept. Never fails
 * the install: without them the emulator builds them itself on its first new database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../emulator/config';
import { seededSnapshot, seededSnapshotFile } from '../emulator/seeded-snapshot';
import { schemaSnapshot, snapshotFile } from '../emulator/snapshot';

const migrationsDir = path.join(ROOT_DIR, 'supabase/migrations');
const seedFile = path.join(ROOT_DIR, 'supabase/seed.sql');

async function keep(what: string, file: string, build: () => Promise<unknown>): Promise<void> {
  if (existsSync(file)) {
    console.log(`[db:snapshot] up to date: ${path.relative(ROOT_DIR, file)}`);
    return;
  }
  const t0 = Date.now();
  await build();
  console.log(`[db:snapshot] built ${what} ${path.relative(ROOT_DIR, file)} in ${Date.now() - t0} ms`);
}

try {
  await keep('the schema snapshot', snapshotFile(migrationsDir), () => schemaSnapshot(migrationsDir));
  if (existsSync(seedFile))
    await keep('the seeded snapshot', seededSnapshotFile(migrationsDir, seedFile), () => seededSnapshot(migrationsDir, seedFile));
} catch (e) {
  console.warn(`[db:snapshot] not built (${(e as Error).message}); the emulator builds it on its first new database instead.`);
}
