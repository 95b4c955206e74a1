import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { loadDump, tableChecksum, useDumpSettings, writeDump, type DumpManifest, type SqlRunner } from '../../emulator/dump';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { nativeDbUnavailable, startNativeDb, type NativeDb } from './native-db';

/**
 * Moving an installation (npm run db:dump, emulator/dump.ts): the embedded database's dump loads into a native
 * PostgreSQL 18 set up as hosted Supabase is (migrations applied as `postgres`, then data.sql with psql's
 * semantics as `postgres`), and every table has the same rows there (count and checksum per table); an emulator
 * started from the dump (migrations, no seed, then db:load) lets the demo player sign in with their password
 * and shows the same home figures and the same W-2G photo.
 */
const unavailable = nativeDbUnavailable();
if (unavailable) console.warn(`[skip] dump into native Postgres 18: ${unavailable}`);

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const DEMO = { email: 'demo@slotplay.test', password: 'DemoPlayer123!' };
const TODAY = '2026-06-30';
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let emu: TestEmulator;
let dir: string;
let manifest: DumpManifest;
let photoPath: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  // A W-2G photo of the demo player, so the dump has a stored file.
  const demo = createClient(emu.url, emu.anonKey, clientOptions);
  const { data: session, error } = await demo.auth.signInWithPassword(DEMO);
  if (error) throw error;
  photoPath = `${session.user.id}/dump-check.png`;
  const up = await demo.storage.from('w2g-images').upload(photoPath, PNG, { contentType: 'image/png' });
  if (up.error) throw up.error;
  dir = mkdtempSync(path.join(tmpdir(), 'db-dump-'));
  manifest = await writeDump(emu.ctx.db as unknown as SqlRunner, emu.ctx.config.storageDir, dir);
}, 120_000);
afterAll(async () => {
  await emu?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run db:dump', () => {
  it('writes every table of the app (with auth users) and the stored files with a manifest', async () => {
    const tables = manifest.tables.map((t) => t.table);
    for (const t of ['auth.users', 'auth.identities', 'public.profiles', 'public.casinos', 'public.gambling_sessions', 'public.w2g_jackpots'])
      expect(tables).toContain(t);
    expect(tables).not.toContain('auth.sessions');
    // The seed's players (demo, sam, admin) at least.
    expect(manifest.tables.find((t) => t.table === 'auth.users')!.rows).toBeGreaterThanOrEqual(3);
    expect(manifest.files).toContainEqual(
      expect.objectContaining({ bucket: 'w2g-images', name: photoPath, size: PNG.length, sha256: 'c414cd0e204de974f73753c7e28d7638e7b3691bb8b1a2bab6b25bb7fed7ce77' }),
    );
    expect(await readFile(path.join(dir, 'files', 'w2g-images', ...photoPath.split('/')))).toEqual(PNG);
  });
});

describe.skipIf(unavailable)('a dump loaded into native PostgreSQL 18 as hosted Supabase', () => {
  let db: NativeDb;
  beforeAll(async () => {
    db = await startNativeDb();
    // Hosted Supabase lets `postgres` set session_replication_role (what `supabase db dump --data-only` files use).
    const admin = new pg.Client({ connectionString: db.adminConnectionString });
    await admin.connect();
    await admin.query('grant set on parameter session_replication_role to postgres');
    await admin.end();
  }, 180_000);
  afterAll(async () => db?.stop());

  it('holds the same rows: count and checksum per table', async () => {
    // As `psql "$DATABASE_URL" -f data.sql`: one connection, the script as it is.
    const client = new pg.Client({ connectionString: db.connectionString });
    await client.connect();
    try {
      await client.query(await readFile(path.join(dir, 'data.sql'), 'utf8'));
      const runner: SqlRunner = { query: async (sql, params) => client.query(sql, params as unknown[]) as never };
      await useDumpSettings(runner);
      const there = [];
      for (const t of manifest.tables) there.push(await tableChecksum(runner, t.table));
      expect(there).toEqual(manifest.tables);
    } finally {
      await client.end();
    }
  });

  it('and back: dumped from Postgres 18 over a connection and loaded into a new emulator, the same rows again', async () => {
    const back = await startTestEmulator({ fromSnapshot: false, seed: false });
    const backDir = mkdtempSync(path.join(tmpdir(), 'db-dump-back-'));
    const client = new pg.Client({ connectionString: db.connectionString });
    await client.connect();
    try {
      const runner: SqlRunner = { query: async (sql, params) => client.query(sql, params as unknown[]) as never };
      const like = back.ctx.db as unknown as SqlRunner;
      // Postgres 18 has no Storage API here and no storage.objects rows: no files to fetch.
      const noFiles = { read: async () => undefined };
      const fromPg = await writeDump(runner, noFiles, backDir, { like });
      expect(fromPg.tables).toEqual(manifest.tables);
      await loadDump(back.ctx.db, back.ctx.config.storageDir, backDir);
      const check = back.ctx.db as unknown as SqlRunner;
      await useDumpSettings(check);
      const there = [];
      for (const t of manifest.tables) there.push(await tableChecksum(check, t.table));
      expect(there).toEqual(manifest.tables);
    } finally {
      await client.end();
      await back.close();
      rmSync(backDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('an emulator started from the dump (npm run db:load)', () => {
  let restored: TestEmulator;
  beforeAll(async () => {
    restored = await startTestEmulator({ fromSnapshot: false, seed: false });
    await loadDump(restored.ctx.db, restored.ctx.config.storageDir, dir);
  }, 180_000);
  afterAll(async () => restored?.close());

  it('lets the demo player sign in with their password and shows the same home figures and photo', async () => {
    const figures = async (server: TestEmulator) => {
      const c = createClient(server.url, server.anonKey, clientOptions);
      const { error } = await c.auth.signInWithPassword(DEMO);
      if (error) throw error;
      const stats = await c.rpc('get_play_stats', { p_today: TODAY });
      if (stats.error) throw stats.error;
      const photo = await c.storage.from('w2g-images').download(photoPath);
      if (photo.error) throw photo.error;
      return { stats: stats.data as unknown, photo: Buffer.from(await photo.data.arrayBuffer()) };
    };
    const before = await figures(emu);
    const after = await figures(restored);
    expect(after.stats).toEqual(before.stats);
    expect(after.photo).toEqual(PNG);
    // Not a trivial comparison: the demo player has play on the home screen.
    expect(JSON.stringify(before.stats)).not.toBe('null');
  });
});
