/**
 * Reports in a real browser (the e2e tests' Chromium, see e2e/browser.ts) against the production build (`npm start`, APP_MODE=preview,
 * ports 5182 / 55182, a temporary database), for a player with 5,000 W2G jackpots in the current year:
 * - time to first render of /w2g/reports (W2G tab): from navigation start (performance.now() of the new
 *   document) to the first DOM state with grid rows AND the three summary cards filled (a MutationObserver
 *   installed before the app runs), plus the next animation frame; full page loads, 2 warm-ups + 10 runs;
 * - the search keystroke: from the keydown (performance.now() in a capture listener) to the DOM commit in
 *   which the grid reflects the filter ('Showing X of Y' / 'No jackpots match your search.' changes to what
 *   the app's own filter gives for that query), and to the next animation frame after it. Keys are typed at
 *   a human pace (100 ms apart); keystrokes that leave the result unchanged are typed but not timed.
 */
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../e2e/browser';
import { importApp } from './reports-support';
import { createPlayerWithJackpots, startPreview } from './reports-ui-support';
import { fmt, percentile } from './stats-util';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5182);
const API_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 55182);
const N = 5000;
const PAGE = 50;
const RUNS = 10;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const REPORT_COLUMNS =
  'id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount, tax_withheld, notes, images, casino:casinos(name), slot_machine:slot_machines(name, slot_name)';

interface Jackpot {
  jackpot_date: string;
  amount: number;
  notes: string | null;
  casino: { name: string | null } | null;
  slot_machine: { name: string | null; slot_name: string | null } | null;
}
interface SearchModule {
  buildJackpotHaystacks(rows: Jackpot[]): string[];
  filterJackpots(rows: Jackpot[], haystacks: string[], query: string, range: { start: string; end: string }): Jackpot[];
}
interface KeyRecord {
  sig: string;
  dom: number;
  frame: number;
}
interface BenchWindow {
  __grid?: number;
  __cards?: number;
  __ready?: number;
  __readyFrame?: number;
  __keys?: KeyRecord[];
}

/** Runs in every new document before the app: records when the grid and the cards are first filled. */
function installReadyProbe(expectedCount: string) {
  const w = window as unknown as BenchWindow;
  const grid = (main: Element) =>
    /Showing \d+ of \d+/.test(main.textContent ?? '') && main.querySelector('tbody tr, ul[aria-label="W2G jackpots"] > li') !== null;
  const cards = (main: Element) => {
    const value = (title: string) => {
      const h = Array.from(main.querySelectorAll('h3')).find((e) => e.textContent === title);
      const p = h?.nextElementSibling;
      return p && p.tagName === 'P' ? (p.textContent ?? '') : '';
    };
    return value('Total Jackpots') === expectedCount && value('Total Amount').startsWith('$') && value('Tax Withheld').startsWith('$');
  };
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main) return;
    if (w.__grid === undefined && grid(main)) w.__grid = performance.now();
    if (w.__cards === undefined && cards(main)) w.__cards = performance.now();
    if (w.__grid !== undefined && w.__cards !== undefined) {
      w.__ready = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        w.__readyFrame = performance.now();
      });
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** Installs the keystroke probe on the loaded report: keydown time, then the commit that changes the result line. */
function installKeyProbe() {
  const w = window as unknown as BenchWindow;
  const main = document.querySelector('main')!;
  const sig = () => (main.textContent ?? '').match(/Showing \d+ of \d+|No jackpots match your search\./)?.[0] ?? '';
  const input = main.querySelector('input[aria-label="Search jackpots"]')!;
  let t0 = 0;
  let last = sig();
  w.__keys = [];
  input.addEventListener('keydown', () => (t0 = performance.now()), true);
  new MutationObserver(() => {
    const s = sig();
    if (s === last) return;
    last = s;
    const record = { sig: s, dom: performance.now() - t0, frame: 0 };
    requestAnimationFrame(() => {
      record.frame = performance.now() - t0;
      w.__keys!.push(record);
    });
  }).observe(main, { subtree: true, childList: true, characterData: true });
  return last;
}

const line = (xs: number[]) => `p50 ${fmt(percentile(xs, 50))}, p95 ${fmt(percentile(xs, 95))}, max ${fmt(Math.max(...xs))}`;

async function measureFirstRender(page: Page, url: string) {
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(() => (window as unknown as BenchWindow).__readyFrame !== undefined, null, { timeout: 60_000, polling: 50 });
  } catch (e) {
    const state = await page.evaluate(() => ({ url: location.href, main: document.querySelector('main')?.textContent?.slice(-700) ?? '(no main)' }));
    throw new Error(`the report never showed its rows and totals: ${JSON.stringify(state)}`, { cause: e });
  }
  return page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const data = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/rest/v1/w2g_jackpots') || r.name.includes('/rest/v1/rpc/get_w2g_summary'))
      .map((r) => (r as PerformanceResourceTiming).responseEnd);
    return {
      grid: w.__grid!,
      cards: w.__cards!,
      ready: w.__ready!,
      frame: w.__readyFrame!,
      fcp,
      domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN,
      dataDone: data.length ? Math.max(...data) : NaN,
      requests: data.length,
    };
  });
}

export default async function main(): Promise<void> {
  const t0 = performance.now();
  const server = await startPreview(APP_PORT, API_PORT);
  console.log(`npm start (APP_MODE=preview: vite build + preview, emulator on a fresh seeded database) ready in ${fmt(performance.now() - t0)}`);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: (await findChromium())?.executablePath, args: CHROMIUM_ARGS });
    const email = `bench-reports-${Date.now()}@example.com`;
    const password = 'BenchPlayer123!';
    const s0 = performance.now();
    const userId = await createPlayerWithJackpots(server.service, email, password, N);
    console.log(`created a player with ${N} jackpots through the service role in ${fmt(performance.now() - s0)}`);

    // The rows exactly as the report reads them, to know what each search query must show.
    const rows: Jackpot[] = [];
    for (let from = 0; ; from += 1000) {
      const { data, error } = await server.service.from('w2g_jackpots').select(REPORT_COLUMNS).eq('user_id', userId).range(from, from + 999);
      if (error) throw error;
      rows.push(...(data as unknown as Jackpot[]));
      if (data.length < 1000) break;
    }
    const search = await importApp<SearchModule>('features/reports/lib/jackpot-search.ts');
    const haystacks = search.buildJackpotHaystacks(rows);
    const everything = { start: '0000-01-01', end: '9999-12-31' };
    const expectedSig = (query: string) => {
      const n = search.filterJackpots(rows, haystacks, query, everything).length;
      return n === 0 ? (query.trim() ? 'No jackpots match your search.' : '') : `Showing ${Math.min(PAGE, n)} of ${n}`;
    };

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.appUrl}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 60_000 });
    // tsx (esbuild keepNames) wraps named inner functions in __name(...): give the page a no-op one, so that
    // the probes below can be passed as functions.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await context.addInitScript(installReadyProbe, String(N));

    // --- time to first render ---
    const url = `${server.appUrl}/w2g/reports`;
    for (let i = 0; i < 2; i++) await measureFirstRender(page, url);
    const runs: Awaited<ReturnType<typeof measureFirstRender>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureFirstRender(page, url));
    const pick = (k: keyof (typeof runs)[number]) => runs.map((r) => r[k]);
    console.log(`Reports W2G tab, ${N} jackpots, desktop 1280x800, full page load, ${RUNS} runs (after 2 warm-ups), from navigation start:`);
    console.log(`  grid rows + summary cards in the DOM: ${line(pick('ready'))}`);
    console.log(`  ... and the next animation frame:    ${line(pick('frame'))}`);
    console.log(`  summary cards alone ${line(pick('cards'))}; grid alone ${line(pick('grid'))}`);
    console.log(
      `  context: first contentful paint p50 ${fmt(percentile(pick('fcp'), 50))}; DOMContentLoaded p50 ${fmt(percentile(pick('domContentLoaded'), 50))}; last data response (${runs[0].requests} requests: the list in 1000-row pages + the summary RPC) p50 ${fmt(percentile(pick('dataDone'), 50))}`,
    );

    // --- search keystrokes ---
    const casino = rows[0].casino?.name ?? 'Casino';
    const machine = rows.find((r) => r.slot_machine)?.slot_machine?.name ?? 'Slot';
    const queries = [casino.slice(0, 8), machine.slice(0, 8), '$2,4', 'hand p', 'zzz'];
    let current = await page.evaluate(installKeyProbe);
    const input = page.getByRole('searchbox', { name: 'Search jackpots' });
    await input.focus();
    let typed = '';
    let sent = 0;
    let mismatches = 0;
    const keys: string[] = [];
    for (const q of queries) {
      keys.push(...q.split(''));
      keys.push(...q.split('').map(() => 'Backspace'));
    }
    for (const key of keys) {
      typed = key === 'Backspace' ? typed.slice(0, -1) : typed + key;
      const expected = expectedSig(typed);
      const before = await page.evaluate(() => (window as unknown as BenchWindow).__keys!.length);
      if (key === 'Backspace') await page.keyboard.press('Backspace');
      else await page.keyboard.type(key);
      sent++;
      if (expected !== current) {
        await page.waitForFunction((n) => (window as unknown as BenchWindow).__keys!.length > n, before, { timeout: 30_000 });
        const got = await page.evaluate(() => (window as unknown as BenchWindow).__keys!.at(-1)!.sig);
        if (got !== expected) mismatches++;
        current = got;
      }
      await page.waitForTimeout(100);
    }
    const records = await page.evaluate(() => (window as unknown as BenchWindow).__keys!);
    console.log(
      `Reports search keystrokes in the browser (${N} rows, queries ${queries.map((q) => JSON.stringify(q)).join(', ')} typed then erased): ${sent} keys sent, ${records.length} changed the grid and were timed${mismatches ? `, ${mismatches} showed an unexpected result` : ''}:`,
    );
    console.log(`  keydown -> grid updated in the DOM: ${line(records.map((r) => r.dom))}`);
    console.log(`  keydown -> next animation frame:   ${line(records.map((r) => r.frame))} (target <= 100 ms)`);
    await context.close();
  } finally {
    await browser?.close();
    await server.stop();
  }
}
