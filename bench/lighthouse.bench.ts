/**
 * Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown, Moto G-sized screen) against the production
 * build (`npm start`, APP_MODE=preview, a temporary seeded database) in the Chromium the tests use:
 * `/auth` signed out and `/` signed in as the demo player, 3 runs each, median of each figure.
 * Every run starts from an empty HTTP cache; the signed-in runs keep localStorage (the session).
 * LIGHTHOUSE_REPORT_DIR=<dir> also writes each run's full JSON report there.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { findChromium, INSTALL_HINT } from '../e2e/browser';
import { startPreview } from './reports-ui-support';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5183);
const API_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 55183);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The Chromium the e2e tests use (env, system, Playwright's cache, or @sparticuz/chromium from npm). */
export async function chromePath(): Promise<string> {
  const found = await findChromium();
  if (!found) throw new Error(`No Chromium found. Run: ${INSTALL_HINT}`);
  return found.executablePath ?? chromium.executablePath();
}
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this host's CPU (environment.benchmarkIndex): ~2,750–3,200 on a 2-core host like CI's. */
  benchmarkIndex: number;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function clearHttpCache(cdpPort: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run. `throttlingMethod` 'devtools' applies the preset's slow 4G and 4x CPU to the real page
 * instead of simulating them (Lantern cannot model responses the service worker serves: with one, its
 * simulated LCP is near zero).
 */
export async function runOnce(
  url: string,
  cdpPort: number,
  keepStorage: boolean,
  throttlingMethod: 'simulate' | 'devtools' = 'simulate',
): Promise<Figures> {
  if (keepStorage) await clearHttpCache(cdpPort);
  const result = await lighthouse(url, {
    port: cdpPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    throttlingMethod,
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const file = path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${new URL(url).pathname.replace(/\W/g, '_')}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(lhr));
  }
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

function report(name: string, runs: Figures[]): void {
  const pick = (k: keyof Figures) => median(runs.map((r) => r[k]));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${name.padEnd(14)} score ${pick('score')}  FCP ${s(pick('fcp'))}  LCP ${s(pick('lcp'))}  TBT ${pick('tbt').toFixed(0)} ms  CLS ${pick('cls').toFixed(3)}  benchmarkIndex ${pick('benchmarkIndex')}` +
      `   (runs: ${runs.map((r) => `${r.score}/${s(r.lcp)}`).join(', ')})`,
  );
}

/** Signs in through the app's form in the Chromium at `cdpPort` (the session stays in its localStorage). */
export async function signInPlayer(
  appUrl: string,
  cdpPort: number,
  email = 'demo@slotplay.test',
  password = 'DemoPlayer123!',
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${appUrl}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${appUrl}/`);
    await page.close();
  } finally {
    await browser.close();
  }
}

export default async function lighthouseBench(): Promise<void> {
  const server = await startPreview(APP_PORT, API_PORT);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: await chromePath(), chromeFlags: CHROME_FLAGS });
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${RUNS} runs per page, medians`,
    );
    const auth: Figures[] = [];
    for (let i = 0; i < RUNS; i++) auth.push(await runOnce(`${server.appUrl}/auth`, chrome.port, false));
    report('/auth', auth);
    await signInPlayer(server.appUrl, chrome.port);
    const home: Figures[] = [];
    for (let i = 0; i < RUNS; i++) home.push(await runOnce(`${server.appUrl}/`, chrome.port, true));
    report('/ (signed in)', home);
  } finally {
    chrome?.kill();
    await server.stop();
  }
}
