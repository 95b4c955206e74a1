import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { applyMigrations, applySeed, bootstrap, openDatabase } from '../../emulator/db';
import { ROOT_DIR } from '../../emulator/config';

/**
 * Builds one migrated + seeded database once per test run and dumps it to a tarball;
 * each test file's emulator starts from that snapshot instead of re-running migrations.
 */
export default async function setup(project: TestProject) {
  const db = await openDatabase();
  await bootstrap(db);
  await applyMigrations(db, path.join(ROOT_DIR, 'supabase/migrations'));
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
