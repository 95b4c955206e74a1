/**
 * `npm run test:clock`: runs the date-sensitive test files with the clock started at the instants where a
 * test that reads the wall clock breaks: the top of an hour, midnight, a month's last second and a year's
 * (the tax year) — each test file starts at the instant (SPT_TEST_CLOCK, emulator/test-clock.mjs: the
 * test process and its emulators' now() alike) and runs on across it. The last instant is 10 s before
 * the year ends, so the boundary falls after most files' set-up, between what they plant and what they check.
 * With --e2e, the e2e specs that plant or compare dated records, the same way: the e2e emulator starts on the
 * test clock and each spec file starts at the instant, its pages and the runner too (e2e/clock.ts), one file
 * at a time and without retries.
 *
 *   npm run test:clock                                  every instant, the default files
 *   npm run test:clock -- --at 2026-03-31T23:59:59Z     one instant
 *   npm run test:clock -- tests/db/trips.test.ts        other files (anything not --at goes to Vitest)
 *   npm run test:clock -- --e2e [--project=mobile] [e2e/trips.spec.ts]   the e2e specs (APP_PORT / EMULATOR_PORT honoured)
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

/**
 * The e2e specs that plant or compare dated records (today's visits and sessions, the date fields' defaults,
 * tax years, trips, limits, insights, the activity and security histories).
 */
const E2E_FILES = [
  'e2e/activity.spec.ts',
  'e2e/at-the-casino.spec.ts',
  'e2e/every-press-counts.spec.ts',
  'e2e/figures.spec.ts',
  'e2e/first-week.spec.ts',
  'e2e/insights.spec.ts',
  'e2e/machine-counters.spec.ts',
  'e2e/offline-defects.spec.ts',
  'e2e/offline.spec.ts',
  'e2e/one-night.spec.ts',
  'e2e/play-limits.spec.ts',
  'e2e/second-week.spec.ts',
  'e2e/sessions.spec.ts',
  'e2e/slips.spec.ts',
  'e2e/tax-vault.spec.ts',
  'e2e/tax-year.spec.ts',
  'e2e/trip-costs.spec.ts',
  'e2e/trips.spec.ts',
  'e2e/trustworthy-writes.spec.ts',
  'e2e/w2g.spec.ts',
];

const args = process.argv.slice(2);
const instants: string[] = [];
const passArgs: string[] = [];
let e2e = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--at') instants.push(args[++i]);
  else if (args[i] === '--e2e') e2e = true;
  else passArgs.push(args[i]);
}
const named = passArgs.some((a) => !a.startsWith('-'));
const files = named ? passArgs : [...(e2e ? E2E_FILES : FILES), ...passArgs];
// Playwright: one file at a time (a file starting moves the server's clock), no retry to hide a failure.
const command = e2e
  ? ['playwright', 'test', ...files, ...(files.some((a) => a.startsWith('--project')) ? [] : ['--project=mobile'])]
  : ['vitest', 'run', ...files];
const runEnv = e2e ? { E2E_WORKERS: '1', E2E_RETRIES: '0' } : {};

const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');
const results: { at: string; ok: boolean; seconds: number }[] = [];
for (const at of instants.length ? instants : INSTANTS) {
  console.log(`\n[clock] ${at}: npx ${command.join(' ')} (load average ${load()})`);
  const t0 = Date.now();
  const run = spawnSync('npx', command, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...runEnv, SPT_TEST_CLOCK: at, TZ: 'UTC' } });
  results.push({ at, ok: run.status === 0, seconds: Math.round((Date.now() - t0) / 1000) });
}
console.log('\n[clock] summary');
for (const r of results) console.log(`[clock]   ${r.at}  ${r.ok ? 'passed' : 'FAILED'}  ${r.seconds} s`);
console.log(`[clock] load average at the end: ${load()}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
