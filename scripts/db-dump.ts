/**
 * `npm run db:dump [-- --data-dir .data/db --out .data/dump]`: the embedded database as a plain SQL data dump
 * (data.sql), the storage.objects rows (storage-objects.sql), the stored files (files/) and manifest.json,
 * to move an installation to hosted Supabase (README: "Moving an installation"). Stop `npm start` first: one
 * process at a time may open the database folder.
 *
 * `npm run db:dump -- --database-url "$DATABASE_URL" --out <dir>` (with SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY set) dumps a hosted project the same way, for `npm run db:load`: the rows over a
 * Postgres connection, the files through the Storage API, auth and storage columns limited to the emulator's.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createClient } from '@supabase/supabase-js';
import { ROOT_DIR } from '../emulator/config';
import { applyMigrations, bootstrap, openDatabase } from '../emulator/db';
import { writeDump, type DumpManifest, type SqlRunner } from '../emulator/dump';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'storage-dir': { type: 'string' }, out: { type: 'string' }, 'database-url': { type: 'string' } },
});
const outDir = path.resolve(values.out ?? path.join(ROOT_DIR, '.data/dump'));
const started = performance.now();
let manifest: DumpManifest;

if (values['database-url']) {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    console.error('[db:dump] with --database-url, set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY too (the files come through the Storage API)');
    process.exit(1);
  }
  const storage = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } }).storage;
  const client = new pg.Client({ connectionString: values['database-url'] });
  await client.connect();
  const like = await openDatabase();
  try {
    await bootstrap(like);
    await applyMigrations(like, path.join(ROOT_DIR, 'supabase/migrations'));
    const runner: SqlRunner = { query: async (sql, params) => (await client.query(sql, params as unknown[])) as never };
    manifest = await writeDump(
      runner,
      {
        async read(bucket, name) {
          const { data, error } = await storage.from(bucket).download(name);
          if (error) throw new Error(`${bucket}/${name}: ${error.message}`);
          return new Uint8Array(await data.arrayBuffer());
        },
      },
      outDir,
      { like },
    );
  } finally {
    await client.end();
    await like.close();
  }
} else {
  const dataDir = path.resolve(values['data-dir'] ?? path.join(ROOT_DIR, '.data/db'));
  const storageDir = path.resolve(values['storage-dir'] ?? path.join(path.dirname(dataDir), 'storage'));
  if (!existsSync(dataDir)) {
    console.error(`[db:dump] no database in ${dataDir} (start the app once, or pass --data-dir)`);
    process.exit(1);
  }
  const db = await openDatabase({ dataDir });
  try {
    manifest = await writeDump(db, storageDir, outDir);
  } finally {
    await db.close();
  }
}
const rows = manifest.tables.reduce((s, t) => s + t.rows, 0);
console.log(
  `[db:dump] ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files -> ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
