import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { ROOT_DIR, DEFAULT_JWT_SECRET, makeKeys } from '../../emulator/config';

const { serviceRoleKey } = makeKeys(DEFAULT_JWT_SECRET);
const dataRoot = mkdtempSync(path.join(tmpdir(), 'emu-durability-'));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `emulator/main.ts` as its own process on a persistent data dir and waits for it. */
async function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, EMULATOR_PORT: String(port), EMULATOR_DATA_DIR: path.join(dataRoot, 'db'), EMULATOR_SEED: 'false' },
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/_local/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('emulator did not start');
}

async function kill9(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataRoot, { recursive: true, force: true });
});

describe('durability', () => {
  it('keeps every write the API acknowledged across a kill -9 of the backend', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const first = await startProcess(port);
    const admin = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

    const names = Array.from({ length: 20 }, (_, i) => `Durability Casino ${i}`);
    for (const name of names) {
      const { error } = await admin.from('casinos').insert({ name, city: 'Reno', state: 'NV' });
      expect(error).toBeNull();
    }
    const { data: user, error: userError } = await admin.auth.admin.createUser({ email: 'durable@test.local', password: 'password123', email_confirm: true });
    expect(userError).toBeNull();
    await kill9(first);

    await startProcess(port);
    const { data, error } = await admin.from('casinos').select('name').like('name', 'Durability Casino %');
    expect(error).toBeNull();
    expect(data!.map((r) => r.name).sort()).toEqual([...names].sort());

    const signIn = createClient(url, makeKeys(DEFAULT_JWT_SECRET).anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { data: session, error: signInError } = await signIn.auth.signInWithPassword({ email: 'durable@test.local', password: 'password123' });
    expect(signInError).toBeNull();
    expect(session.user?.id).toBe(user.user!.id);
  }, 240_000);
});
