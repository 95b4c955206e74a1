/**
 * Runs the emulator the way `npm run emulator` does — its own Node process (emulator/main.ts) —
 * so a bench's client work (supabase-js, undici, JSON.parse, GC) never runs on the server's event loop.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { ROOT_DIR, makeKeys } from '../emulator/config';

export interface EmulatorProcess {
  url: string;
  /** The emulator's process id (benches read its CPU time). */
  pid: number;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

export interface SpawnOptions {
  /** A PGlite dumpDataDir tarball the emulator serves as an in-memory database. */
  loadDataDir: string;
  jwtSecret: string;
  /** Extra node flags for the emulator process (e.g. --cpu-prof). */
  nodeArgs?: string[];
}

const READY = /Supabase API ready at (http:\/\/\S+)/;

export async function spawnEmulator(opts: SpawnOptions): Promise<EmulatorProcess> {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', path.join(ROOT_DIR, 'emulator/main.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      EMULATOR_PORT: '0',
      EMULATOR_DATA_DIR: ':memory:',
      EMULATOR_LOAD_DATA_DIR: opts.loadDataDir,
      EMULATOR_JWT_SECRET: opts.jwtSecret,
      EMULATOR_SEED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave the emulator running if the bench dies.
  const killChild = () => child.kill();
  process.once('exit', killChild);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = READY.exec(output);
      if (m) resolve(m[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`emulator exited (${code}) before it was ready:\n${output}`)));
  });
  const exited = once(child, 'exit');
  return {
    url,
    pid: child.pid ?? 0,
    ...makeKeys(opts.jwtSecret),
    async close() {
      process.off('exit', killChild);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
