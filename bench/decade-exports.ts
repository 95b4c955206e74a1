/**
 * The export and sync budgets of issue 29 on the heavy player, for bench/decade.bench.ts (DECADE_PARTS
 * `exports` and `sync`). Everything goes through the app's own buttons and file inputs in Chromium with 4× CPU
 * throttling (CDP), as a phone would:
 * - a year's diary PDF: Tax Year's "Diary PDF" button to the download (≤ 3 s);
 * - "Download my data", Everything: the button to the download, the longest main-thread task while it runs
 *   (PerformanceObserver `longtask`), and whether the progress bar was shown;
 * - CSV import of 5,000 rows: choosing the file to the per-row report, then "Import 5000 sessions" to
 *   "Imported 5000 new sessions." (≤ 10 s in all), then the same file again must say "0 ready, 5000 already
 *   imported" (exactly once);
 * - sync: 200 slot sessions saved through the form while offline, then the network back: until no change waits
 *   (≤ 20 s); the rows are then counted through the service role (each exactly once, created in the order made).
 */
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DECADE_CASINOS } from '../scripts/decade-fixture';

export const EXPORT_PARTS = ['exports', 'sync'] as const;

export interface ExportsContext {
  appUrl: string;
  cdpPort: number;
  runs: number;
  service: SupabaseClient;
  withPage<T>(cdpPort: number, fn: (page: Page) => Promise<T>): Promise<T>;
  median(xs: number[]): number;
  load(): string;
  line(name: string, measured: string, budget: string, note?: string): void;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const log = (s: string) => process.stderr.write(`  ${s}\n`);

interface WithTasks {
  __tasks?: { start: number; duration: number }[];
}

/** Records every long task (> 50 ms) of the main thread from the document's start. */
function installLongTaskProbe() {
  const w = window as unknown as WithTasks;
  w.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__tasks!.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function throttled(page: Page): Promise<void> {
  await page.addInitScript(installLongTaskProbe);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const now = (page: Page) => page.evaluate(() => performance.now());
const longestTaskSince = (page: Page, since: number) =>
  page.evaluate((t0) => Math.max(0, ...((window as unknown as WithTasks).__tasks ?? []).filter((t) => t.start + t.duration >= t0).map((t) => t.duration)), since);

/** Clicks `button` and resolves with the ms until the download starts and the longest task meanwhile. */
async function timedDownload(page: Page, click: () => Promise<void>, timeoutMs: number): Promise<{ ms: number; longest: number; bytes: number }> {
  const t0 = await now(page);
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: timeoutMs }), click()]);
  const ms = Date.now() - started;
  const longest = await longestTaskSince(page, t0);
  const path = await download.path();
  const { statSync } = await import('node:fs');
  return { ms, longest, bytes: path ? statSync(path).size : 0 };
}

async function diaryPdf(ctx: ExportsContext, year: number): Promise<{ ms: number; longest: number; bytes: number }> {
  return ctx.withPage(ctx.cdpPort, async (page) => {
    await throttled(page);
    await page.goto(`${ctx.appUrl}/tax-year?year=${year}`);
    const button = page.getByRole('button', { name: 'Diary PDF' });
    await button.waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    return timedDownload(page, () => button.click(), 120_000);
  });
}

async function myData(ctx: ExportsContext): Promise<{ ms: number; longest: number; bytes: number; progressShown: boolean }> {
  return ctx.withPage(ctx.cdpPort, async (page) => {
    await throttled(page);
    await page.goto(`${ctx.appUrl}/account`);
    const button = page.getByRole('button', { name: 'Download my data' });
    await button.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.locator('#my-data-scope').selectOption('all');
    const profiling = await startProfile(await page.context().newCDPSession(page));
    let progressShown = false;
    const watch = page
      .getByRole('progressbar')
      .first()
      .waitFor({ timeout: 300_000 })
      .then(() => (progressShown = true))
      .catch(() => undefined);
    const r = await timedDownload(page, () => button.click(), 600_000);
    await profiling?.('my-data');
    await watch;
    return { ...r, progressShown };
  });
}

/** 5,000 slot sessions at the fixture's casinos in `year` (before the decade), each row its own (the nonce). */
export function importCsv(nonce: string, rows = 5000, year = 2015): string {
  const lines = ['Date,Time,Casino,City,Machine number,Money in,Money out,With,Notes'];
  for (let i = 0; i < rows; i++) {
    const [name, city] = DECADE_CASINOS[i % (DECADE_CASINOS.length - 1)];
    const day = new Date(Date.UTC(year, 0, 1 + (i % 365))).toISOString().slice(0, 10);
    const time = `${String(9 + (i % 14)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`;
    lines.push(`${day},${time},${name},${city},M-${i % 97},${20 + (i % 400)},${(i * 37) % 500}.50,,import ${nonce} row ${i + 1}`);
  }
  return lines.join('\r\n');
}

interface ImportFigures {
  checkMs: number;
  importMs: number;
  longest: number;
  created: number;
  again: boolean;
}

async function csvImport(ctx: ExportsContext): Promise<ImportFigures> {
  const nonce = `${Date.now().toString(36)}`;
  const file = { name: `decade-${nonce}.csv`, mimeType: 'text/csv', buffer: Buffer.from(importCsv(nonce)) };
  return ctx.withPage(ctx.cdpPort, async (page) => {
    await throttled(page);
    await page.goto(`${ctx.appUrl}/account`);
    const input = page.getByLabel('CSV file to check');
    await input.waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !(document.querySelector('#import-file') as HTMLInputElement | null)?.disabled, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const t0 = await now(page);
    let started = Date.now();
    await input.setInputFiles(file);
    await page.getByText(`${file.name}: 5000 ready to import, 0 already imported, 0 need a casino, 0 refused.`).waitFor({ timeout: 300_000 });
    const checkMs = Date.now() - started;
    started = Date.now();
    await page.getByRole('button', { name: 'Import 5000 sessions' }).click();
    await page.getByRole('main').getByText('Imported 5000 new sessions.', { exact: true }).waitFor({ timeout: 300_000 });
    const importMs = Date.now() - started;
    const longest = await longestTaskSince(page, t0);
    const { count, error } = await ctx.service.from('gambling_sessions').select('id', { count: 'exact', head: true }).like('notes', `import ${nonce} row %`);
    if (error) throw error;
    // The same file again: nothing new.
    await input.setInputFiles(file);
    const again = await page
      .getByText(`${file.name}: 0 ready to import, 5000 already imported, 0 need a casino, 0 refused.`)
      .waitFor({ timeout: 300_000 })
      .then(() => true)
      .catch(() => false);
    return { checkMs, importMs, longest, created: count ?? -1, again };
  });
}

interface SyncFigures {
  ms: number;
  rows: number;
  distinct: number;
  inOrder: boolean;
}

/** 200 slot sessions through the form while offline (not throttled: making them is not the budget), then online. */
async function offlineSync(ctx: ExportsContext, writes = 200): Promise<SyncFigures> {
  const nonce = `${Date.now().toString(36)}`;
  return ctx.withPage(ctx.cdpPort, (page) =>
    offlineSyncOn(ctx, page, nonce, writes).catch(async (e: unknown) => {
      await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/decade-sync-failed.png` }).catch(() => undefined);
      throw e;
    }),
  );
}

/**
 * In the page: finds the saved outbox write whose note is `sync <nonce> 1` in IndexedDB `slotplay-offline`, and
 * puts `writes` copies of it in its place (the first is itself; copy i gets a new id, amount i and note
 * `sync <nonce> i`), in order. Returns how many it wrote (0 when the write was not found).
 */
const COPY_OUTBOX_WRITE = `async function ({ nonce, writes }) {
  const db = await new Promise((resolve, reject) => {
    const r = indexedDB.open('slotplay-offline');
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  const ask = (r) => new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  const store = () => db.transaction('query-cache', 'readwrite').objectStore('query-cache');
  for (const key of await ask(store().getAllKeys())) {
    if (!String(key).startsWith('outbox:')) continue;
    const value = await ask(store().get(key));
    const mutations = (value && value.mutations) || [];
    const mine = mutations.find((m) => m.state.variables && m.state.variables.input && m.state.variables.input.notes === 'sync ' + nonce + ' 1');
    if (!mine) continue;
    const copies = [];
    for (let i = 0; i < writes; i++) {
      const m = structuredClone(mine);
      if (i > 0) {
        m.state.variables.input.id = crypto.randomUUID();
        m.state.variables.input.coins_in = i + 1;
        m.state.variables.input.notes = 'sync ' + nonce + ' ' + (i + 1);
      }
      copies.push(m);
    }
    value.mutations = [...mutations.filter((m) => m !== mine), ...copies];
    await ask(store().put(value, key));
    db.close();
    return copies.length;
  }
  db.close();
  return 0;
}`;

/**
 * One slot session is saved through the form while offline (the app puts it in its outbox, kept in IndexedDB);
 * then, on a static page of the app's origin (so the app cannot save over it), that saved write is copied into
 * `writes` writes, each with its own id, amount and note, in order; the app is opened again offline and restores
 * them as its outbox (as after a closed tab). Making 200 writes through the form took minutes a run on this
 * machine, and that is not the budget: the budget starts when the network is back.
 */
async function offlineSyncOn(ctx: ExportsContext, page: Page, nonce: string, writes: number): Promise<SyncFigures> {
  {
    await page.goto(`${ctx.appUrl}/sessions?tab=slot`);
    const start = page.getByRole('button', { name: 'Start Slot/Casino Session' });
    await start.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.context().setOffline(true);
    await start.click();
    await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();
    const heading = page.getByRole('heading', { name: 'Start or Edit Gambling Session' });
    await heading.waitFor();
    const casino = page.getByRole('combobox', { name: 'Casino', exact: true });
    if ((await casino.textContent())?.includes('Select a casino')) await pick(page, 'Casino', 'Decade Bellagio', /^Decade Bellagio/);
    await pick(page, 'Slot Machine', 'Decade', /^Decade/);
    await page.getByLabel('Money In', { exact: true }).fill('1');
    await page.getByLabel('Money Out', { exact: true }).fill('0');
    await page.getByLabel('Notes (optional)').fill(`sync ${nonce} 1`);
    await page.getByRole('button', { name: 'Save Session' }).click();
    await heading.waitFor({ state: 'hidden' });
    const bar = page.getByRole('status', { name: 'Sync status' });
    await bar.getByText('1 change waiting to sync').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000); // the outbox is saved the moment it changes

    // Copy the saved write on a page that does not run the app (online for it: no service worker needed). The app
    // is left first: online, it would send the write at once.
    await page.goto('about:blank');
    await page.context().setOffline(false);
    await page.goto(`${ctx.appUrl}/manifest.webmanifest`);
    // As source text: tsx names the functions of a callback (`__name(...)`), which the page does not have.
    const copied = (await page.evaluate(`(${COPY_OUTBOX_WRITE})(${JSON.stringify({ nonce, writes })})`)) as number;
    if (copied !== writes) throw new Error(`the saved outbox write was not found in IndexedDB (copied ${copied})`);

    // The app again, offline: it restores the outbox.
    await page.context().setOffline(true);
    await page.goto(`${ctx.appUrl}/sessions?tab=slot`);
    await page.getByRole('status', { name: 'Sync status' }).getByText(`${writes} changes waiting to sync`).waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const profiling = await startProfile(cdp);
    const started = Date.now();
    await page.context().setOffline(false);
    await page.waitForFunction(() => !document.querySelector('[data-testid="waiting-count"]'), null, { timeout: 600_000, polling: 100 });
    const ms = Date.now() - started;
    await profiling?.('sync');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { data, error } = await ctx.service
      .from('gambling_sessions')
      .select('coins_in, notes, created_at')
      .like('notes', `sync ${nonce} %`)
      .order('created_at')
      .order('id');
    if (error) throw error;
    const seq = data.map((r) => Number(String(r.notes).split(' ').pop()));
    return {
      ms,
      rows: data.length,
      distinct: new Set(seq).size,
      inOrder: seq.every((n, i) => n === i + 1),
    };
  }
}

type Cdp = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

/**
 * DECADE_PROFILE=<dir>: a CPU profile of the page (CDP Profiler) from here to the returned stop, saved as
 * <dir>/<name>.cpuprofile (open in Chrome DevTools), with its ten heaviest functions by self time on stderr.
 */
async function startProfile(cdp: Cdp): Promise<((name: string) => Promise<void>) | undefined> {
  const dir = process.env.DECADE_PROFILE;
  if (!dir) return undefined;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  return async (name) => {
    const { profile } = await cdp.send('Profiler.stop');
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${name}.cpuprofile`, JSON.stringify(profile));
    const hits = new Map<number, number>();
    profile.samples?.forEach((id, i) => hits.set(id, (hits.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
    const self = new Map<string, number>();
    for (const n of profile.nodes) {
      const k = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      self.set(k, (self.get(k) ?? 0) + (hits.get(n.id) ?? 0));
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 10);
    log(`${name} profile (${dir}/${name}.cpuprofile), self time: ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(0)} ms`).join('; ')}`);
  };
}

async function pick(page: Page, label: string, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByPlaceholder(/^Search (casinos|slot machines)\.\.\.$/).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function repeat<T>(ctx: ExportsContext, name: string, fn: () => Promise<T>): Promise<(T | undefined)[]> {
  const out: (T | undefined)[] = [];
  for (let i = 0; i < ctx.runs; i++) {
    try {
      out.push(await fn());
      log(`${name} run ${i + 1}: ${JSON.stringify(out[out.length - 1])} (load ${ctx.load()})`);
    } catch (e) {
      log(`${name} run ${i + 1} failed: ${(e as Error).message.split('\n')[0]}`);
      out.push(undefined);
    }
  }
  return out;
}

/** Runs the parts asked for and returns the lines to print with the other budgets. */
export async function exportAndSyncBudgets(ctx: ExportsContext, parts: ReadonlySet<string>, endDate: string): Promise<() => void> {
  const year = Number(endDate.slice(0, 4)) - 1;
  const pdf = parts.has('exports') ? await repeat(ctx, 'diary PDF', () => diaryPdf(ctx, year)) : [];
  const zip = parts.has('exports') ? await repeat(ctx, 'Download my data', () => myData(ctx)) : [];
  const imp = parts.has('exports') ? await repeat(ctx, 'CSV import', () => csvImport(ctx)) : [];
  const sync = parts.has('sync') ? await repeat(ctx, 'offline sync', () => offlineSync(ctx)) : [];
  const loadAt = ctx.load();

  return () => {
    const NOT = 'not measured';
    const ok = <T>(xs: (T | undefined)[]) => xs.filter((x): x is T => x !== undefined);
    const runsOf = <T>(xs: (T | undefined)[], f: (x: T) => string) => `[${xs.map((x) => (x === undefined ? 'failed' : f(x))).join(', ')}]`;
    const med = <T>(xs: (T | undefined)[], f: (x: T) => number) => (ok(xs).length ? ctx.median(ok(xs).map(f)) : NaN);
    const fig = (n: number, fmt: (n: number) => string) => (Number.isNaN(n) ? NOT : fmt(n));
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(`-- exports and sync (4× CPU; load average when they ended: ${loadAt}) --`);
    ctx.line(`A year's diary PDF (${year}, click to download)`, fig(med(pdf, (r) => r.ms), secs), '≤ 3 s', pdf.length ? runsOf(pdf, (r) => secs(r.ms)) : '');
    ctx.line('  its longest main-thread task', fig(med(pdf, (r) => r.longest), ms), '(no budget)');
    ctx.line('"Download my data" (everything, incl. photos)', fig(med(zip, (r) => r.ms), secs), 'with progress, page not frozen', zip.length ? `${runsOf(zip, (r) => secs(r.ms))}, ZIP ${(ok(zip)[0]?.bytes ?? 0) / 1024 / 1024 < 0.01 ? '?' : `${((ok(zip)[0]?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MiB`}` : '');
    ctx.line('  its longest main-thread task', fig(med(zip, (r) => r.longest), ms), '"not frozen": ≤ 200 ms (our reading)', zip.length ? runsOf(zip, (r) => ms(r.longest)) : '');
    ctx.line('  progress bar shown', zip.length ? (ok(zip).every((r) => r.progressShown) ? 'yes' : 'NO') : NOT, 'yes');
    ctx.line('CSV import of 5,000 rows (with per-row report)', fig(med(imp, (r) => r.checkMs + r.importMs), secs), '≤ 10 s', imp.length ? runsOf(imp, (r) => `check ${secs(r.checkMs)} + import ${secs(r.importMs)}`) : '');
    ctx.line('  its longest main-thread task', fig(med(imp, (r) => r.longest), ms), '(no budget)');
    ctx.line('  rows created / same file again adds none', ok(imp).length ? ok(imp).map((r) => `${r.created}/${r.again ? 'none' : 'SOME'}`).join(' ') : NOT, '5000/none');
    ctx.line('200 offline writes synced (in order, exactly once)', fig(med(sync, (r) => r.ms), secs), '≤ 20 s', sync.length ? runsOf(sync, (r) => secs(r.ms)) : '');
    ctx.line('  rows / distinct / in order', ok(sync).length ? ok(sync).map((r) => `${r.rows}/${r.distinct}/${r.inOrder ? 'yes' : 'NO'}`).join(' ') : NOT, '200/200/yes');
  };
}
