/**
 * `npm start`: the embedded Supabase API (emulator) and the Vite dev server together.
 * APP_MODE=preview builds the app and serves the production build instead (used by the e2e tests).
 * Waits for the API to answer before starting the app; Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.EMULATOR_PORT ?? 54321);
const appPort = Number(process.env.APP_PORT ?? 5173);
// The app must talk to this emulator, whatever port it was given.
process.env.VITE_SUPABASE_URL ??= `http://127.0.0.1:${apiPort}`;
const children: ChildProcess[] = [];

function run(cmd: string, args: string[], name: string): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/_local/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the emulator did not answer on port ${apiPort} within ${timeoutMs} ms`);
}

const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const hostArgs = ['--host', '127.0.0.1', '--port', String(appPort), '--strictPort'];

run(process.execPath, ['--import', 'tsx', 'emulator/main.ts'], 'emulator');
if (process.env.APP_MODE === 'preview') {
  // The production build (what ships), served statically: the e2e tests use this mode.
  // Its own output folder per app port, so that runs on other ports never serve each other's build.
  // With .vite/manifest.json: e2e/bundle-budget.spec.ts checks the initial JS of /auth and / against it.
  const outDir = path.join('.data', `preview-${appPort}`);
  const build = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', outDir, '--manifest'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  const code = await new Promise<number | null>((r) => build.on('exit', r));
  if (code !== 0) {
    console.error('[start] vite build failed');
    stop(1);
  }
  await waitForApi(120_000);
  run(process.execPath, [vite, 'preview', '--outDir', outDir, ...hostArgs], 'vite preview');
} else {
  await waitForApi(120_000);
  run(process.execPath, [vite, ...hostArgs], 'vite');
}
