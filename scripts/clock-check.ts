/**
 * `npm run test:clock`: runs the date-sensitive test files with the clock started at the instants where a
 * test that reads the wall clock breaks: the top of an hour, midnight, a month's last second and a year's
 * (the tax year) — each test file starts at the instant (SPT_TEST_CLOCK, emulator/test-clock.mjs: the
 * test process and its emulators' now() alike) and runs on across it. The last instant is 10 s before
 * the year ends, so the boundary falls after most files' set-up, between what they plant and what they check.
 *
 *   npm run test:clock                                  every instant, the default files
 *   npm run test:clock -- --at 2026-03-31T23:59:59Z     one instant
 *   npm run test:clock -- tests/db/trips.test.ts        other files (anything not --at goes to Vitest)
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The instants (UTC; the database's time zone and the run's TZ are UTC too). */
const INSTANTS = ['2026-06-15T13:59:59Z', '2026-06-15T23:59:59Z', '2026-06-30T23:59:59Z', '2026-12-31T23:59:50Z'];

/**
 * The files that plant or compare dated records (sessions, casino sessions, W2Gs, trips, limits, insights,
 * the seed's play relative to today, tax years), and the unit tests of the date logic. Not tests/edge: the edge
 * functions run in a Deno process whose clock the test clock does not move (there the clocks would disagree
 * by the distance to the instant, which a real run never sees).
 */
const FILES = [
  'tests/db',
  'tests/seed',
  'tests/storage',
  'tests/emulator/auth-mfa.test.ts',
  'tests/emulator/auth-refresh.test.ts',
  'tests/emulator/rest-request-context.test.ts',
  'src/lib',
  'src/features',
];

const args = process.argv.slice(2);
const instants: string[] = [];
const vitestArgs: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--at') instants.push(args[++i]);
  else vitestArgs.push(args[i]);
}
const files = vitestArgs.some((a) => !a.startsWith('-')) ? vitestArgs : [...FILES, ...vitestArgs];

const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');
const results: { at: string; ok: boolean; seconds: number }[] = [];
for (const at of instants.length ? instants : INSTANTS) {
  console.log(`\n[clock] ${at}: npx vitest run ${files.join(' ')} (load average ${load()})`);
  const t0 = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', ...files], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, SPT_TEST_CLOCK: at, TZ: 'UTC' } });
  results.push({ at, ok: run.status === 0, seconds: Math.round((Date.now() - t0) / 1000) });
}
console.log('\n[clock] summary');
for (const r of results) console.log(`[clock]   ${r.at}  ${r.ok ? 'passed' : 'FAILED'}  ${r.seconds} s`);
console.log(`[clock] load average at the end: ${load()}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
