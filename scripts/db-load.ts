/**
 * `npm run db:load -- <dump dir> [--data-dir .data/db]`: a new embedded database from a dump made by
 * `npm run db:dump` (or a hosted project's data, see README "Moving an installation"): bootstrap and migrations
 * (no seed), then the dump's rows and files. The database folder must not exist yet (`npm run db:reset` first).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../emulator/config';
import { applyMigrations, bootstrap, openDatabase } from '../emulator/db';
import { loadDump } from '../emulator/dump';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' }, 'storage-dir': { type: 'string' } } });
const dumpDir = path.resolve(positionals[0] ?? path.join(ROOT_DIR, '.data/dump'));
const dataDir = path.resolve(values['data-dir'] ?? path.join(ROOT_DIR, '.data/db'));
const storageDir = path.resolve(values['storage-dir'] ?? path.join(path.dirname(dataDir), 'storage'));
if (existsSync(dataDir)) {
  console.error(`[db:load] ${dataDir} already exists: run npm run db:reset (or pass another --data-dir) first`);
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true });
const db = await openDatabase({ dataDir });
try {
  await bootstrap(db);
  await applyMigrations(db, path.join(ROOT_DIR, 'supabase/migrations'));
  const manifest = await loadDump(db, storageDir, dumpDir);
  console.log(`[db:load] ${manifest.tables.length} tables and ${manifest.files.length} files from ${dumpDir} into ${dataDir}`);
} finally {
  await db.close();
}
