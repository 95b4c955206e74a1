/**
 * `npm run test:node24`: the unit and integration tests (vitest, every project of vitest.config.ts) on Node 24,
 * whatever Node runs npm. The Node comes from the npm registry as the package `node-<platform>-<arch>` (the
 * official binary, ~30 MB), run through `npm exec`: it lands in npm's cache on first use, is verified by the
 * registry's integrity hash, and never becomes a dependency of the project, so `npm install` stays as it was.
 * Arguments go to vitest (`npm run test:node24 -- tests/referee` runs one folder).
 *
 * The pinned version is the one CI tests with; bump it when a newer 24.x is out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isV8JitPageAbort } from './node24-abort';

export const NODE24_VERSION = '24.21.0';

const platform = process.platform === 'win32' ? 'win' : process.platform;
const pkg = `node-${platform}-${process.arch}@${NODE24_VERSION}`;
// vitest's own entry (its bin), so the Node that runs it is the one npm exec put first on PATH.
const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const npmExec = (cmd: string[]) => ['exec', '--yes', `--package=${pkg}`, '--', ...cmd];
const exec = (cmd: string[], capture: boolean) => {
  const r = spawnSync('npm', npmExec(cmd), {
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (r.error) throw r.error;
  return r;
};
// Fetches the package on first use and shows which Node the tests run on.
const version = exec(['node', '--version'], true);
if (version.status !== 0 || !version.stdout.startsWith(`v${NODE24_VERSION}`)) {
  console.error(`[node24] npm exec --package=${pkg} did not give Node ${NODE24_VERSION} (${version.stdout.trim() || `exit ${version.status}`})`);
  process.exit(1);
}
console.log(`[node24] vitest on Node ${version.stdout.trim()} (npm package ${pkg})`);
// V8 in Node 24 now and then aborts a test worker (nodejs/node#64500, no fix released): Vitest then reports "Worker
// exited unexpectedly" for a file whose tests never failed. Only that abort gets one more run, said out loud; any
// test failure, or a second abort, fails the step.
const runVitest = () =>
  new Promise<{ status: number; output: string }>((resolve, reject) => {
    const child = spawn('npm', npmExec(['node', vitest, 'run', ...process.argv.slice(2)]), {
      stdio: ['inherit', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      to.write(chunk);
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', reject);
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
let run = await runVitest();
if (run.status !== 0 && isV8JitPageAbort(run.output)) {
  console.log('[node24] V8 aborted a test worker (jit_page check, nodejs/node#64500), not a test failure: running the tests once more');
  run = await runVitest();
}
process.exit(run.status);
