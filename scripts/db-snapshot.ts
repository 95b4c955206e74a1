/**
 * `postinstall` (and `npm run db:snapshot`): builds the schema snapshot (emulator/snapshot.ts) now, so that
 * the first `npm start` on a new data folder loads it instead of replaying every migration. A snapshot that
 * is already there for these migrations is kept. Never fails the install: without it the emulator replays
 * the migrations and writes the snapshot itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../emulator/config';
import { schemaSnapshot, snapshotFile } from '../emulator/snapshot';

const migrationsDir = path.join(ROOT_DIR, 'supabase/migrations');
try {
  const file = snapshotFile(migrationsDir);
  if (existsSync(file)) {
    console.log(`[db:snapshot] up to date: ${path.relative(ROOT_DIR, file)}`);
  } else {
    const t0 = Date.now();
    await schemaSnapshot(migrationsDir);
    console.log(`[db:snapshot] built ${path.relative(ROOT_DIR, file)} in ${Date.now() - t0} ms`);
  }
} catch (e) {
  console.warn(`[db:snapshot] not built (${(e as Error).message}); the emulator replays the migrations on a new database instead.`);
}
