import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR } from '../config';

const HOST_SCRIPT = path.join(import.meta.dirname, 'deno-host.ts');
const IMPORT_MAP = path.join(import.meta.dirname, 'import_map.json');

/** The Deno binary of the `deno` npm package (installed beside its bin.cjs). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('deno/package.json'));
  const exe = path.join(dir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(exe)) return exe;
  const api = require('deno/install_api.cjs') as { runInstall(): string };
  return api.runInstall();
}

/**
 * Deno flags. `--node-modules-dir=manual` with the repository root as cwd makes `npm:` imports
 * resolve from the repo's package.json + node_modules; `--cached-only` forbids any download
 * (so `https:`/`jsr:` imports fail fast); the import map stubs the edge-runtime types import.
 */
export const DENO_ARGS = [
  'run',
  `--import-map=${IMPORT_MAP}`,
  '--node-modules-dir=manual',
  '--cached-only',
  '--no-prompt',
  '--allow-net',
  '--allow-env',
  '--allow-read',
  HOST_SCRIPT,
];

export interface DenoHostProcess {
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Spawns deno-host.ts and waits for its `{"ready":true,"port":N}` line. */
export function spawnDenoHost(env: Record<string, string>, verbose: boolean): Promise<DenoHostProcess> {
  const child = spawn(denoBinary(), DENO_ARGS, {
    cwd: ROOT_DIR,
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (verbose) process.stderr.write(`[functions] ${chunk.toString()}`);
    else stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!ready && line.startsWith('{"ready":true')) {
        ready = true;
        resolve({ port: (JSON.parse(line) as { port: number }).port, child, exited });
      } else if (verbose) {
        process.stdout.write(`[functions] ${line}\n`);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`Deno host exited (${code}) before it was ready: ${stderr.trim()}`));
    });
  });
}
