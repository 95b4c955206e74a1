/**
 * `npm run test:under-load`: `npm test` on a machine kept busy — two CPU-bound processes run beside it the
 * whole time (on 2 cores, the suite gets at most half the machine) — with Playwright's retries off, so a
 * test that passes only on a second try fails the run. The busy processes stop however the run ends (they
 * also stop by themselves once this script is gone). Prints when it ran, how long, and the load averages.
 *
 *   npm run test:under-load              `npm test` with 2 busy processes
 *   BUSY_PROCESSES=3 npm run test:under-load
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUSY = Number(process.env.BUSY_PROCESSES ?? 2);
/** Spins; every few million turns it checks that its parent is still there, and ends when it is not. */
const SPIN = `const p = ${process.pid}; for (let i = 0; ; i++) if ((i & 0x3fffff) === 0) { try { process.kill(p, 0); } catch { process.exit(0); } }`;

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const stamp = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

const busy: ChildProcess[] = [];
function stopBusy() {
  for (const child of busy) if (child.exitCode === null) child.kill('SIGKILL');
}
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });
}

const t0 = Date.now();
console.log(`[under-load] start ${stamp()}, load average ${load()} (1, 5, 15 min); ${BUSY} busy processes; Playwright retries off`);
for (let i = 0; i < BUSY; i++) busy.push(spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));

const test = spawn('npm', ['test'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, E2E_RETRIES: '0' } });
const code = await new Promise<number>((resolve) => test.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
const loadAtEnd = load();
stopBusy();
const seconds = Math.round((Date.now() - t0) / 1000);
console.log(
  `[under-load] end ${stamp()}: npm test ${code === 0 ? 'PASSED' : `FAILED (exit ${code})`} in ${seconds} s ` +
    `(${Math.floor(seconds / 60)} min ${seconds % 60} s), load average ${loadAtEnd} (1, 5, 15 min) with the busy processes`,
);
process.exit(code);
