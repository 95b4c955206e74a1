/**
 * `npm run bench -- start-profile`: where a cold start's main-thread time goes, by source function. The decade
 * player (as in decade.bench.ts) on the production build with source maps (BUILD_SOURCEMAP=1); for each screen
 * (PROFILE_SCREENS, default the decade screens and /insights): the device state cleared (service worker, Cache
 * Storage, IndexedDB; the session kept), 4x CPU throttling, a CPU profile from navigation for PROFILE_WAIT_MS
 * (default 9 s), then the page's long tasks and the self time of the top functions and files, mapped to `src/` and
 * `node_modules/` through the source maps. A reading for choosing what to move, not a budget (that is Lighthouse's,
 * in decade.bench.ts). Prints; never asserts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { DECADE_PLAYER } from '../scripts/decade-fixture';
import { chromePath } from './lighthouse.bench';
import { startDecadePreview } from './decade-preview';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5187);
const API_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 55187);
const SCREENS = (process.env.PROFILE_SCREENS ?? '/,/sessions,/w2g/reports,/tax-year,/casinos,/insights').split(',').map((s) => s.trim());
const WAIT_MS = Number(process.env.PROFILE_WAIT_MS ?? 9000);
const TOP = 25;

type Profile = Awaited<ReturnType<typeof stopProfile>>;
async function stopProfile(cdp: CDPSession) {
  return (await cdp.send('Profiler.stop')).profile;
}

/** Self time (ms) per source function and per source file, through the build's source maps. */
async function selfTimes(profile: Profile, distDir: string): Promise<{ byFunction: Map<string, number>; byFile: Map<string, number> }> {
  const ticks = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => ticks.set(id, (ticks.get(id) ?? 0) + (deltas[i] ?? 0)));
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = async (url: string) => {
    if (!maps.has(url)) {
      const file = path.join(distDir, `${new URL(url).pathname}.map`);
      maps.set(url, existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(url) ?? null;
  };
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
  for (const node of profile.nodes) {
    const ms = (ticks.get(node.id) ?? 0) / 1000;
    if (!ms) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let file = url.split('/').pop() || functionName;
    let name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    const map = url.startsWith('http') ? await mapOf(url) : null;
    const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (original?.source) {
      file = original.source.replace(/^.*node_modules\//, 'node_modules/').replace(/^.*\/src\//, 'src/');
      name = `${original.name ?? (functionName || '(anonymous)')} ${file}:${original.line}`;
    }
    add(byFunction, name, ms);
    add(byFile, file, ms);
  }
  return { byFunction, byFile };
}

const top = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${k}`)
    .join('\n');

export default async function startProfileBench(): Promise<void> {
  process.env.BUILD_SOURCEMAP = '1'; // the preview's build (startPreview passes the environment on)
  const server = await startDecadePreview(APP_PORT, API_PORT);
  const distDir = path.resolve(import.meta.dirname, '..', '.data', `preview-${APP_PORT}`);
  const browser = await chromium.launch({
    executablePath: await chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const signIn = await context.newPage();
    await signIn.goto(`${server.appUrl}/auth`);
    await signIn.getByLabel('Email').fill(DECADE_PLAYER.email);
    await signIn.getByLabel('Password', { exact: true }).fill(DECADE_PLAYER.password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await signIn.waitForURL(`${server.appUrl}/`);
    await signIn.close();
    console.log(
      `decade player, cold start, 4x CPU, ${WAIT_MS} ms from navigation; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const screen of SCREENS) {
      const clear = await context.newPage();
      const clearCdp = await context.newCDPSession(clear);
      await clearCdp.send('Storage.clearDataForOrigin', { origin: server.appUrl, storageTypes: 'service_workers,cache_storage,indexeddb' });
      await clear.close();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: [number, number][] = [];
        (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.appUrl}${screen}`);
      await page.waitForTimeout(WAIT_MS);
      const profile = await stopProfile(cdp);
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
      await page.close();
      const blocking = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      const { byFunction, byFile } = await selfTimes(profile, distDir);
      console.log(
        `\n${screen}: ${tasks.length} long tasks, ${blocking} ms over 50 ms (4x): ${tasks.map(([s, d]) => `${s}+${d}`).join(' ')}`,
      );
      console.log(`  self time by function:\n${top(byFunction)}`);
      console.log(`  self time by file:\n${top(byFile)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
