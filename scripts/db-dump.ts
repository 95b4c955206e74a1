/**
 * `npm run db:dump [-- --data-dir .data/db --out .data/dump]`: the embedded database as a plain SQL data dump
 * (data.sql), the storage.objects rows (storage-objects.sql), the stored files (files/) and manifest.json,
 * to move an installation to hosted Supabase (README: "Moving an installation"). Stop `npm start` first: one
 * process at a time may open the database folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../emulator/config';
import { openDatabase } from '../emulator/db';
import { writeDump } from '../emulator/dump';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, 'storage-dir': { type: 'string' }, out: { type: 'string' } } });
const dataDir = path.resolve(values['data-dir'] ?? path.join(ROOT_DIR, '.data/db'));
const storageDir = path.resolve(values['storage-dir'] ?? path.join(path.dirname(dataDir), 'storage'));
const outDir = path.resolve(values.out ?? path.join(ROOT_DIR, '.data/dump'));
if (!existsSync(dataDir)) {
  console.error(`[db:dump] no database in ${dataDir} (start the app once, or pass --data-dir)`);
  process.exit(1);
}
const started = performance.now();
const db = await openDatabase({ dataDir });
try {
  const manifest = await writeDump(db, storageDir, outDir);
  const rows = manifest.tables.reduce((s, t) => s + t.rows, 0);
  console.log(
    `[db:dump] ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files -> ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
