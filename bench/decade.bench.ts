/**
 * `npm run bench -- decade` (issue 29): every budget of "a decade of play on a phone", measured on the heavy
 * player (scripts/decade-fixture.ts: ten years, 30k slot sessions, 10k casino sessions, 2k W2Gs with photos)
 * against the production build (`npm start`, APP_MODE=preview, its own ports and a temporary database), and
 * printed as `measured / budget`, median of 3 runs (DECADE_RUNS), with the machine's load average.
 *
 * - Lighthouse mobile preset (simulated slow 4G, 4× CPU) on each player screen, returning (service worker and
 *   device cache present, HTTP cache empty) and cold (service worker, Cache Storage and IndexedDB cleared; the
 *   session in localStorage kept, or the screen would be /auth).
 * - Device cache: the size of the saved React Query cache (IndexedDB `slotplay-offline`, JSON bytes) after
 *   visiting every screen, and the time to read it back from IndexedDB with 4× CPU throttling (the read only:
 *   hydrating it happens inside the app, which marks nothing yet).
 * Budgets not measured yet print `not measured`.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { DECADE_DEFAULTS, DECADE_PLAYER, generateDecade, loadDecade } from '../scripts/decade-fixture';
import { startEmulator } from '../emulator/server';
import { CHROME_FLAGS, chromePath, median, runOnce, signInPlayer, type Figures } from './lighthouse.bench';
import { startPreview } from './reports-ui-support';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5185);
const API_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 55185);
const RUNS = Number(process.env.DECADE_RUNS ?? 3);
const SCREENS = ['/', '/sessions', '/w2g/reports', '/tax-year', '/casinos'];

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
function line(name: string, measured: string, budget: string, note = ''): void {
  console.log(`${name.padEnd(52)} ${measured.padStart(12)} / ${budget}${note ? `   ${note}` : ''}`);
}
const NOT = 'not measured';

async function withPage<T>(cdpPort: number, fn: (page: import('@playwright/test').Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    try {
      return await fn(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** Visits every screen once, so the service worker is installed and the device cache holds each screen's data. */
async function warmUp(appUrl: string, cdpPort: number): Promise<void> {
  await withPage(cdpPort, async (page) => {
    for (const s of SCREENS) {
      await page.goto(`${appUrl}${s}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // the cache is saved 300 ms after data arrives, when idle
    }
  });
}

/** Cold: no service worker, Cache Storage or IndexedDB (device cache) for the app's origin; localStorage stays. */
async function clearDeviceState(appUrl: string, cdpPort: number): Promise<void> {
  await withPage(cdpPort, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: appUrl, storageTypes: 'service_workers,cache_storage,indexeddb' });
  });
}

interface CacheFigures {
  bytes: number;
  entries: number;
  readMs: number;
}

/** The saved cache's JSON size and the time to read it from IndexedDB with 4× CPU throttling. */
async function deviceCache(appUrl: string, cdpPort: number): Promise<CacheFigures> {
  return withPage(cdpPort, async (page) => {
    await page.goto(`${appUrl}/auth?bench`, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const read = () =>
      page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open('slotplay-offline');
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        const t0 = performance.now();
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const r = db.transaction('query-cache').objectStore('query-cache').getAll();
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        const readMs = performance.now() - t0;
        db.close();
        return { bytes: new Blob([JSON.stringify(values)]).size, entries: values.length, readMs };
      });
    const runs: CacheFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await read());
    return { bytes: runs[0].bytes, entries: runs[0].entries, readMs: median(runs.map((r) => r.readMs)) };
  });
}

export default async function decadeBench(): Promise<void> {
  console.log(`load average before: ${load()}`);
  const endDate = new Date().toISOString().slice(0, 10);
  let loadMs = 0;
  const server = await startPreview(APP_PORT, API_PORT, async (dbDir) => {
    const t0 = Date.now();
    const emu = await startEmulator({ port: 0, dataDir: dbDir });
    try {
      await loadDecade(emu.ctx.db, emu.ctx.config.storageDir, generateDecade({ ...DECADE_DEFAULTS, endDate }));
    } finally {
      await emu.close();
    }
    loadMs = Date.now() - t0;
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: await chromePath(), chromeFlags: CHROME_FLAGS });
    const lhVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
    console.log(
      `heavy player: ${DECADE_DEFAULTS.years} years to ${endDate}, ${DECADE_DEFAULTS.slotSessions} slot sessions, ${DECADE_DEFAULTS.visits} casino sessions, ` +
        `${DECADE_DEFAULTS.jackpots} W2Gs with photos (seed ${DECADE_DEFAULTS.seed}); fresh database migrated + seeded + loaded in ${secs(loadMs)}`,
    );
    console.log(`Lighthouse ${lhVersion}, mobile preset, production build, ${RUNS} runs each, medians (runs in brackets)\n`);
    await signInPlayer(server.appUrl, chrome.port, DECADE_PLAYER.email, DECADE_PLAYER.password);
    await warmUp(server.appUrl, chrome.port);
    const cache = await deviceCache(server.appUrl, chrome.port);

    const results = new Map<string, Figures[]>();
    for (const mode of ['returning', 'cold'] as const) {
      for (const screen of SCREENS) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) {
          if (mode === 'returning') await warmUp(server.appUrl, chrome.port);
          else await clearDeviceState(server.appUrl, chrome.port);
          runs.push(await runOnce(`${server.appUrl}${screen}`, chrome.port, true));
          const r = runs[runs.length - 1];
          process.stderr.write(`  ${screen} ${mode} run ${i + 1}: ${r.score}, TBT ${r.tbt.toFixed(0)} ms, LCP ${secs(r.lcp)} (load ${load()})\n`);
        }
        results.set(`${screen} ${mode}`, runs);
      }
    }

    console.log(`\n== budgets: measured / budget (load average now: ${load()}) ==`);
    for (const mode of ['returning', 'cold'] as const) {
      for (const screen of SCREENS) {
        const runs = results.get(`${screen} ${mode}`)!;
        const pick = (k: keyof Figures) => median(runs.map((r) => r[k]));
        line(`Lighthouse performance ${screen} (${mode})`, String(pick('score')), '≥ 95', `[${runs.map((r) => r.score).join(', ')}]`);
        line(`  TBT ${screen} (${mode})`, `${pick('tbt').toFixed(0)} ms`, '≤ 200 ms', `[${runs.map((r) => r.tbt.toFixed(0)).join(', ')}]`);
        line(`  LCP ${screen} (${mode})`, secs(pick('lcp')), '≤ 2.00 s', `[${runs.map((r) => secs(r.lcp)).join(', ')}]`);
      }
    }
    line('Device cache size (all five screens visited)', `${(cache.bytes / 1024).toFixed(0)} KiB`, 'what the screens need (no budget figure)', `${cache.entries} entries`);
    line('Device cache read from IndexedDB (4× CPU)', `${cache.readMs.toFixed(0)} ms`, 'must not block the main thread', 'read only; hydrate not timed');
    line('Device cache restore (read + hydrate) in the app', NOT, 'must not block the main thread');
    for (const i of ['switching Sessions tabs', 'typing in Reports search', 'changing the tax year', 'opening a session']) line(`INP ${i} (4× CPU)`, NOT, '≤ 100 ms');
    line("A year's diary PDF", NOT, '≤ 3 s');
    line('"Download my data" (everything, incl. photos)', NOT, 'with progress, page not frozen');
    line('CSV import of 5,000 rows (with per-row report)', NOT, '≤ 10 s');
    line('200 offline writes synced (in order, exactly once)', NOT, '≤ 20 s');
    console.log(`load average after: ${load()}`);
  } finally {
    chrome?.kill();
    await server.stop();
  }
}
