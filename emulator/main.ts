/**
 * `npm run emulator`: the embedded Supabase API on http://127.0.0.1:54321 over PGlite in .data/.
 * Env: EMULATOR_PORT, EMULATOR_JWT_SECRET, EMULATOR_DATA_DIR (":memory:" for none),
 * EMULATOR_SEED ("false" skips supabase/seed.sql on a new database),
 * EMULATOR_LOAD_DATA_DIR (a PGlite dumpDataDir tarball to start an in-memory database from, as is;
 * used by the benches to serve a prepared database from its own process),
 * EMULATOR_AUTH_RATE_LIMITS ("off" turns GoTrue's rate limits off; the e2e run uses it),
 * SPT_TEST_CLOCK (an ISO instant: the API and its now() start there and run on, and PUT /_local/clock moves
 * them; `npm run test:clock -- --e2e` runs the e2e specs so, emulator/test-clock.mjs).
 */
import path from 'node:path';
import { mkdirSync, readFileSync } from 'node:fs';
import { ROOT_DIR } from './config';
import { MigrationError } from './db';
import { openEmulatorDatabase } from './open-db';
import { installTestClock, setTestClock, testClockInstant } from './test-clock.mjs';

// Before the database thread starts: it is handed the clock's cell.
const clockAt = testClockInstant();
if (clockAt !== undefined) {
  installTestClock();
  setTestClock(clockAt);
}

const dataEnv = process.env.EMULATOR_DATA_DIR ?? path.join(ROOT_DIR, '.data/db');
const dataDir = dataEnv === ':memory:' ? undefined : path.resolve(dataEnv);
if (dataDir) mkdirSync(dataDir, { recursive: true });
const loadFile = process.env.EMULATOR_LOAD_DATA_DIR;
const loadDataDir = loadFile ? new Blob([readFileSync(loadFile)]) : undefined;

const t0 = Date.now();
// The database opens on its thread (a new one from the schema snapshot) while this one loads the HTTP side.
// A new database starts from today's seeded snapshot (emulator/seeded-snapshot.ts) unless the seed is off.
const seed = process.env.EMULATOR_SEED !== 'false';
const database = openEmulatorDatabase({
  migrationsDir: path.join(ROOT_DIR, 'supabase/migrations'),
  dataDir,
  loadDataDir,
  seedFile: seed ? path.join(ROOT_DIR, 'supabase/seed.sql') : undefined,
});
database.catch(() => undefined); // awaited (and reported) by startEmulator below
try {
  const { startEmulator } = await import('./server');
  const emu = await startEmulator({
    database,
    port: Number(process.env.EMULATOR_PORT ?? 54321),
    dataDir,
    loadDataDir,
    jwtSecret: process.env.EMULATOR_JWT_SECRET || undefined,
    seed,
    verbose: true,
    ...(process.env.EMULATOR_AUTH_RATE_LIMITS === 'off' ? { authRateLimits: false as const } : {}),
  });
  console.log(`[emulator] Supabase API ready at ${emu.url} in ${Date.now() - t0} ms`);
  console.log(`[emulator] anon key:         ${emu.anonKey}`);
  console.log(`[emulator] service_role key: ${emu.serviceRoleKey}`);
  console.log(`[emulator] local inbox:      ${emu.url}/_local/inbox`);
  if (clockAt !== undefined) console.log(`[emulator] test clock:       started at ${process.env.SPT_TEST_CLOCK}`);
  const stop = async () => {
    try {
      await emu.close();
      process.exit(0);
    } catch (error) {
      console.error('[emulator] did not close cleanly:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  if (e instanceof MigrationError) {
    console.error(`[emulator] ${e.file} failed: ${e.pgMessage}`);
  } else {
    console.error('[emulator] failed to start:', e);
  }
  process.exit(1);
}
