/**
 * `npm run bench -- restore` (issue 40): "Restore my data" of the decade player's ZIP (scripts/decade-fixture.ts:
 * ten years, 30k slot sessions, 10k casino sessions, 2k W2Gs with photos) into a new account, through the app's
 * own code (src/features/account/api/export-my-data.ts and restore-my-data.ts) over supabase-js against an
 * in-memory emulator: the ZIP's size, the time to read and check it, to match its casinos, to upload the photos
 * and write every row (restore_begin, restore_stage, restore_apply), and the same ZIP again (adds nothing), with
 * the machine's load average.
 * In Node there is no Worker: the ZIP is read where the page would hand it to the worker, so "read" here is the
 * worker's share of the work.
 *
 * The `page` part (RESTORE_PARTS=node,page; default both) measures what the player's page does: the production
 * build (`npm start`, APP_MODE=preview, on BENCH_APP_PORT / BENCH_EMULATOR_PORT, default 5186 / 55186, over a
 * temporary database with the decade player loaded), a new account signed in through the form in Chromium, the
 * decade ZIP chosen in Account > Restore my data and restored with the button, and every main-thread long task
 * (PerformanceObserver `longtask`) from choosing the file to "Restored ...": the longest against the 200 ms
 * budget, and the time from the button to the result. RESTORE_CPU_THROTTLE=4 slows the page's CPU as a phone.
 *
 * `day` and `latency` (./restore-server.ts) measure the server before (main's migrations, RESTORE_BEFORE_REF) and
 * after (this checkout): a restore of 3,500 slot sessions of one day with a loss limit per casino session, and
 * another player's request latency while the decade player's ZIP restores. Parts: RESTORE_PARTS=day,latency, or
 * `npm run bench -- restore:day,latency`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { chromium } from '@playwright/test';
import { startEmulator } from '../emulator/server';
import { findChromium } from '../e2e/browser';
import { DECADE_DEFAULTS, DECADE_PLAYER, generateDecade, loadDecade } from '../scripts/decade-fixture';
import { startDecadePreview } from './decade-preview';
import { dayPart, latencyPart } from './restore-server';
import { appApi, clientOptions, load, registerApp, secs, signIn } from './restore-support';

interface Api {
  exportMyData(input: { userId: string; year: number | null; onProgress: () => void }): Promise<{ zip: Blob }>;
  readRestoreArchive(file: Blob, userId: string): Promise<unknown>;
  planRestore(archive: unknown): Promise<{ missingCasinos: unknown[] }>;
  restoreMyData(input: {
    userId: string;
    plan: unknown;
    onProgress: (p: { step: string }) => void;
  }): Promise<{ tables: Record<string, { rows: number; added: number }>; photosUploaded: number }>;
}

const PARTS = new Set((process.env.BENCH_PARTS ?? process.env.RESTORE_PARTS ?? 'node,page').split(',').map((p) => p.trim()));
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5186);
const API_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 55186);
const CPU_THROTTLE = Number(process.env.RESTORE_CPU_THROTTLE ?? 1);
/** RESTORE_PROFILE=<file.cpuprofile> saves the page's CPU profile (CDP Profiler) from choosing the file to the result. */
const PROFILE = process.env.RESTORE_PROFILE;

export default async function main(): Promise<void> {
  console.log(`  load average ${load()} at start`);
  if (PARTS.has('node')) await nodePart();
  if (PARTS.has('page')) await pagePart();
  if (PARTS.has('day')) await dayPart();
  if (PARTS.has('latency')) await latencyPart();
}

interface WithTasks {
  __tasks?: { start: number; duration: number }[];
}

/** The restore as the player does it in Chromium on the production build, with the page's long tasks. */
async function pagePart(): Promise<void> {
  const server = await startDecadePreview(APP_PORT, API_PORT);
  const browserChoice = await findChromium();
  const browser = await chromium.launch({ executablePath: browserChoice?.executablePath });
  try {
    const { anonKey } = await import('../emulator/config').then((c) => c.makeKeys(process.env.EMULATOR_JWT_SECRET || c.DEFAULT_JWT_SECRET));
    registerApp();
    const g = globalThis as unknown as { __benchSupabase: SupabaseClient };
    const api = (await import(
      pathToFileURL(path.resolve(import.meta.dirname, '../src/features/account/api/export-my-data.ts')).href
    )) as Pick<Api, 'exportMyData'>;
    const decade = await signIn(server.apiUrl, anonKey, DECADE_PLAYER.email, DECADE_PLAYER.password);
    g.__benchSupabase = decade.client;
    const { zip } = await api.exportMyData({ userId: decade.userId, year: null, onProgress: () => undefined });
    const zipBuffer = Buffer.from(await zip.arrayBuffer());

    const email = `restore-page-${Date.now()}@test.local`;
    const password = 'restore-bench-1';
    const created = await server.service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      const w = window as unknown as WithTasks;
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks!.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${server.appUrl}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.appUrl}/`);
    await page.goto(`${server.appUrl}/account`);
    await page.getByLabel('ZIP to restore').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    if (CPU_THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    // The ZIP as a file on disk, chosen as a player chooses it: a buffer would be rebuilt from base64 by
    // Playwright's script in the page, a main-thread task of seconds that is not the app's.
    const zipPath = path.join(mkdtempSync(path.join(tmpdir(), 'restore-bench-')), 'slot-play-my-data.zip');
    writeFileSync(zipPath, zipBuffer);

    const loadBefore = load();
    const t0 = await page.evaluate(() => performance.now());
    const chosen = Date.now();
    await page.getByLabel('ZIP to restore').setInputFiles(zipPath);
    const button = page.getByRole('button', { name: 'Restore into my account' });
    await button.waitFor({ timeout: 120_000 });
    const checkedMs = Date.now() - chosen;
    const t1 = await page.evaluate(() => performance.now());
    const clicked = Date.now();
    await button.click();
    // When the photos are up and the rows are sent ("Sending your records..." under the progress bar).
    const savingSeen = page
      .getByText(/^Sending your records/)
      .waitFor({ timeout: 300_000 })
      .then(() => Date.now());
    const done = page.getByRole('main').getByText(/^Restored [\d,]+ records/);
    await done.waitFor({ timeout: 300_000 });
    const restoreMs = Date.now() - clicked;
    const photosMs = (await savingSeen.catch(() => clicked)) - clicked;
    if (PROFILE) writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    rmSync(path.dirname(zipPath), { recursive: true, force: true });
    const text = await done.textContent();
    const tasks = await page.evaluate(
      (since) => ((window as unknown as WithTasks).__tasks ?? []).filter((t) => t.start + t.duration >= since),
      t0,
    );
    const longest = (from: number, to = Infinity) =>
      Math.max(0, ...tasks.filter((t) => t.start + t.duration >= from && t.start <= to).map((t) => t.duration));
    const top = [...tasks].sort((a, b) => b.duration - a.duration).slice(0, 5);
    console.log(
      `  page (production build, Chromium${CPU_THROTTLE > 1 ? `, CPU ${CPU_THROTTLE}x slower` : ''}): ZIP ${(zipBuffer.length / 1024 / 1024).toFixed(1)} MiB`,
    );
    console.log(`  choose the file to the preview: ${secs(checkedMs)}, longest task ${longest(t0, t1).toFixed(0)} ms`);
    console.log(
      `  "Restore into my account" to "${text}": ${secs(restoreMs)} (photos ${secs(photosMs)}, then the rows and the result ${secs(restoreMs - photosMs)}), longest task ${longest(t1).toFixed(0)} ms`,
    );
    console.log(
      `  longest main-thread task, file to result: ${longest(t0).toFixed(0)} ms / 200 ms budget (${tasks.length} tasks over 50 ms; longest: ${top
        .map((t) => `${t.duration.toFixed(0)} ms`)
        .join(', ')})`,
    );
    console.log(`  load average ${loadBefore} before, ${load()} after`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function nodePart(): Promise<void> {
  // RESTORE_ON_DISK=1: the database in a directory, as `npm start` keeps it (default: in memory).
  const diskDir = process.env.RESTORE_ON_DISK === '1' ? mkdtempSync(path.join(tmpdir(), 'restore-bench-db-')) : undefined;
  const emu = await startEmulator({ port: 0, authRateLimits: false, dataDir: diskDir && path.join(diskDir, 'db') });
  console.log(`  node: the database ${diskDir ? 'on disk' : 'in memory'}`);
  try {
    const fx = generateDecade({ ...DECADE_DEFAULTS, endDate: new Date().toISOString().slice(0, 10) });
    await loadDecade(emu.ctx.db, emu.ctx.config.storageDir, fx);
    const g = globalThis as unknown as { __benchSupabase: SupabaseClient };
    const api = await appApi<Api>();

    const admin = createClient(emu.url, emu.serviceRoleKey, clientOptions);
    const email = `restore-bench-${Date.now()}@test.local`;
    const created = await admin.auth.admin.createUser({ email, password: 'restore-bench-1', email_confirm: true });
    if (created.error) throw created.error;
    const fresh = await signIn(emu.url, emu.anonKey, email, 'restore-bench-1');
    const decade = await signIn(emu.url, emu.anonKey, DECADE_PLAYER.email, DECADE_PLAYER.password);
    g.__benchSupabase = decade.client;
    let t0 = performance.now();
    const { zip } = await api.exportMyData({ userId: decade.userId, year: null, onProgress: () => undefined });
    const exportMs = performance.now() - t0;

    g.__benchSupabase = fresh.client;

    // What the page does on its main thread with the rows: take their JSON bytes from the worker (transferred
    // there; cloned here) and put them in the RPC's body (a Blob).
    const archive = (await api.readRestoreArchive(zip, fresh.userId)) as { batches: { json: Uint8Array }[] };
    let t1 = performance.now();
    structuredClone(archive.batches);
    const cloneMs = performance.now() - t1;
    t1 = performance.now();
    const bodyBytes = archive.batches.reduce(
      (s, b) => s + new Blob(['{"p_restore_id":"","p_table":"","p_rows":', b.json.slice(), '}']).size,
      0,
    );
    const stringifyMs = performance.now() - t1;

    const loadBefore = load();
    const timed = async () => {
      const t = performance.now();
      const archive = await api.readRestoreArchive(zip, fresh.userId);
      const readMs = performance.now() - t;
      const plan = await api.planRestore(archive);
      const planMs = performance.now() - t - readMs;
      let savingAt = 0;
      const result = await api.restoreMyData({
        userId: fresh.userId,
        plan,
        onProgress: (p: { step: string }) => {
          if (!savingAt && p.step.startsWith('Sending your records')) savingAt = performance.now();
        },
      });
      const writeMs = performance.now() - t - readMs - planMs;
      const rpcMs = performance.now() - savingAt;
      const parts = Object.values(result.tables);
      const added = parts.reduce((s, v) => s + v.added, 0);
      const rows = parts.reduce((s, v) => s + v.rows, 0);
      return { readMs, planMs, writeMs, rpcMs, totalMs: performance.now() - t, added, rows, photos: result.photosUploaded as number };
    };
    t0 = performance.now();
    const first = await timed();
    const second = await timed();
    console.log(
      `  decade player's ZIP: ${(zip.size / 1024 / 1024).toFixed(1)} MiB (export ${secs(exportMs)}), ${first.rows} rows, ${first.photos} photos`,
    );
    console.log(
      `  restore into a new account: ${secs(first.totalMs)} / 60 s budget (read + check ${secs(first.readMs)}, match casinos ${secs(first.planMs)}, photos ${secs(first.writeMs - first.rpcMs)}, the rows ${secs(first.rpcMs)}), ${first.added} rows added`,
    );
    console.log(
      `  main-thread work with the rows (Node, unthrottled): structured clone of their JSON batches ${cloneMs.toFixed(0)} ms, the request bodies (Blobs) around them ${stringifyMs.toFixed(0)} ms (${(bodyBytes / 1024 / 1024).toFixed(1)} MiB)`,
    );
    console.log(
      `  the same ZIP again: ${secs(second.totalMs)} (photos ${secs(second.writeMs - second.rpcMs)}, the rows ${secs(second.rpcMs)}), ${second.added} rows added, ${second.photos} photos uploaded`,
    );
    console.log(`  load average ${loadBefore} before the restores, ${load()} after`);
  } finally {
    await emu.close();
    if (diskDir) rmSync(diskDir, { recursive: true, force: true });
  }
}
