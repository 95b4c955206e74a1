import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { applySeed, openDatabase } from '../../emulator/db';
import { ROOT_DIR } from '../../emulator/config';
import { schemaSnapshot } from '../../emulator/snapshot';
import { installTestClock, setTestClock, testClockInstant } from '../../emulator/test-clock.mjs';
import { SETUP_LEAD_MS } from './test-clock';

/**
 * Seeds the schema snapshot (emulator/snapshot.ts: bootstrap + every migration, cached under
 * node_modules/.cache) once per test run and dumps it to a tarball; each test file's emulator starts from
 * that instead of re-running migrations and the seed. The seed runs per run, not per cache, because it
 * plants the demo player's play relative to today.
 */
export default async function setup(project: TestProject) {
  // Under SPT_TEST_CLOCK the run's seed is planted before any test file's set-up (tests/helpers/test-clock.ts).
  const instant = testClockInstant();
  if (instant !== undefined) {
    installTestClock();
    setTestClock(instant - 2 * SETUP_LEAD_MS);
  }
  const db = await openDatabase({ loadDataDir: await schemaSnapshot(path.join(ROOT_DIR, 'supabase/migrations')) });
  await applySeed(db, path.join(ROOT_DIR, 'supabase/seed.sql'));
  const dump = await db.dumpDataDir('none');
  await db.close();
  const file = path.join(tmpdir(), `spt-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('snapshotPath', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
  }
}
