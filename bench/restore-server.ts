/**
 * The server side of "Restore my data", before and after (`npm run bench -- restore:day,latency`):
 *
 *   day       a restore of RESTORE_DAY_ROWS (3,500) slot sessions of one day, held by an active casino session,
 *             for a player with a loss limit per casino session: the time, and the crossings recorded (the
 *             same before and after). Before: the one call of the app of before (restore_my_data) on the
 *             migrations of RESTORE_BEFORE_REF (default main); after: this checkout, the same one call and the
 *             app's calls (restore_begin, restore_stage, restore_apply).
 *   latency   another player's requests, one after another, while the decade player's ZIP (photos and rows)
 *             restores into a new account: their p50, p99 and longest wait. Before: the photos then the one
 *             restore_my_data call, as the app of before sent it; after: the app's code (restore-my-data.ts).
 *
 * Each run starts an emulator served as `npm start` serves it (PGlite on its own thread) over an in-memory
 * database migrated from that code's supabase/ folder. RESTORE_SIDES=before,after picks the sides.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ROOT_DIR } from '../emulator/config';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import { DECADE_DEFAULTS, DECADE_PLAYER, generateDecade, loadDecade } from '../scripts/decade-fixture';
import { RASTER_TYPE, sniffRaster } from '../src/lib/image-sniff';
import { fmt, percentile } from './stats-util';
import { appApi, clientOptions, load, restoreInOneCall, secs, signIn } from './restore-support';

const BEFORE_REF = process.env.RESTORE_BEFORE_REF ?? 'main';
const SIDES = (process.env.RESTORE_SIDES ?? 'before,after').split(',').map((s) => s.trim());
const DAY_ROWS = Number(process.env.RESTORE_DAY_ROWS ?? 3500);

/** A folder holding `ref`'s supabase/ (migrations, seed, functions, config), for an emulator's rootDir. */
function checkoutSupabase(ref: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'restore-before-'));
  execFileSync('bash', ['-c', `git -C "${ROOT_DIR}" archive "${ref}" supabase | tar -x -C "${dir}"`]);
  return dir;
}

async function withEmulator<T>(side: string, run: (emu: RunningEmulator) => Promise<T>): Promise<T> {
  const rootDir = side === 'before' ? checkoutSupabase(BEFORE_REF) : ROOT_DIR;
  const emu = await startEmulator({ port: 0, authRateLimits: false, rootDir });
  try {
    return await run(emu);
  } finally {
    await emu.close();
    if (rootDir !== ROOT_DIR) rmSync(rootDir, { recursive: true, force: true });
  }
}

async function newPlayer(emu: RunningEmulator, name: string): Promise<{ client: SupabaseClient; userId: string }> {
  const admin = createClient(emu.url, emu.serviceRoleKey, clientOptions);
  const email = `${name}-${Date.now()}@bench.local`;
  const created = await admin.auth.admin.createUser({ email, password: 'restore-bench-1', email_confirm: true });
  if (created.error) throw created.error;
  return signIn(emu.url, emu.anonKey, email, 'restore-bench-1');
}

async function must<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw error;
  return data;
}

/** The app's calls of today: begin, stage 1,000 rows a call, apply until done. */
async function restoreInSteps(client: SupabaseClient, tables: Record<string, unknown[]>, casinoMap: Record<string, string>) {
  const counts = Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length]));
  const { restore_id: id } = (await must(
    client.rpc('restore_begin', { p_casino_map: casinoMap, p_machine_map: {}, p_counts: counts }),
  )) as {
    restore_id: string;
  };
  for (const [t, rows] of Object.entries(tables))
    for (let i = 0; i < rows.length; i += 1000)
      await must(client.rpc('restore_stage', { p_restore_id: id, p_table: t, p_rows: rows.slice(i, i + 1000) }));
  let calls = 0;
  for (;;) {
    calls++;
    const p = (await must(client.rpc('restore_apply', { p_restore_id: id }))) as { state: string };
    if (p.state === 'done') return calls;
  }
}

export async function dayPart(): Promise<void> {
  const day = '2025-06-14';
  for (const side of SIDES) {
    const ways = side === 'before' ? ['one call'] : ['one call', 'steps'];
    for (const way of ways) {
      await withEmulator(side, async (emu) => {
        const p = await newPlayer(emu, 'day');
        const casino = (await must(p.client.from('casinos').select('id').order('name').limit(1))) as { id: string }[];
        const casinoId = casino[0].id;
        await must(p.client.from('play_limits').insert({ id: p.userId, casino_session_loss_limit: 500 }));
        await must(
          p.client
            .from('casino_sessions')
            .insert({ user_id: p.userId, casino_id: casinoId, arrival_date: day, arrival_time: '09:00:00', starting_cash: 1000 }),
        );
        // Each a $1 loss, from 10:00 on, ten seconds apart: the casino session's loss reaches 500 and ends at DAY_ROWS.
        const rows = Array.from({ length: DAY_ROWS }, (_, i) => {
          const s = 36000 + i * 10;
          const time = [Math.floor(s / 3600) % 24, Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
          return {
            id: crypto.randomUUID(),
            user_id: p.userId,
            casino_id: casinoId,
            session_date: day,
            session_time: time,
            coins_in: 20,
            coins_out: 19,
          };
        });
        const loadBefore = load();
        const t0 = performance.now();
        let calls = 1;
        if (way === 'one call')
          await restoreInOneCall(
            p.client,
            emu.url,
            emu.anonKey,
            JSON.stringify({ p_data: { casino_map: { [casinoId]: casinoId }, machine_map: {}, tables: { gambling_sessions: rows } } }),
          );
        else calls = await restoreInSteps(p.client, { gambling_sessions: rows }, { [casinoId]: casinoId });
        const ms = performance.now() - t0;
        const crossings = (await must(p.client.from('play_limit_crossings').select('loss, loss_limit'))) as {
          loss: number;
          loss_limit: number;
        }[];
        console.log(
          `  day, ${side} (${side === 'before' ? BEFORE_REF : 'this checkout'}), ${way}: ${DAY_ROWS.toLocaleString('en-US')} slot sessions of one day in ${secs(ms)}` +
            `${way === 'steps' ? ` (${calls} restore_apply calls)` : ''}; crossings ${JSON.stringify(crossings)}; load ${loadBefore} before, ${load()} after`,
        );
      });
    }
  }
}

interface Archive {
  casinos: unknown[];
  photoPaths: string[];
  photos: Record<string, Uint8Array>;
  ownMachines: unknown[];
  batches: { table: string; json: Uint8Array }[];
}
interface Api {
  exportMyData(input: { userId: string; year: number | null; onProgress: () => void }): Promise<{ zip: Blob }>;
  readRestoreArchive(file: Blob, userId: string): Promise<Archive>;
  planRestore(archive: Archive): Promise<{ archive: Archive; casinoMap: Record<string, string>; machineMap: Record<string, string> }>;
  restoreMyData(input: { userId: string; plan: unknown; onProgress: () => void }): Promise<unknown>;
  restoredPhotoPath(userId: string, path: string): string;
}

/** The body the app of before sent: every kind in one restore_my_data call (the profile an object). */
function oneCallBody(plan: Awaited<ReturnType<Api['planRestore']>>): Blob {
  const kinds = new Map<string, string[]>();
  const text = new TextDecoder();
  for (const b of plan.archive.batches) kinds.set(b.table, [...(kinds.get(b.table) ?? []), text.decode(b.json).slice(1, -1)]);
  const members = [`"slot_machines":${JSON.stringify(plan.archive.ownMachines)}`];
  for (const [t, parts] of kinds) members.push(t === 'profile' ? `"profile":${parts[0]}` : `"${t}":[${parts.filter((p) => p).join(',')}]`);
  return new Blob([
    `{"p_data":{"casino_map":${JSON.stringify(plan.casinoMap)},"machine_map":${JSON.stringify(plan.machineMap)},"tables":{${members.join(',')}}}}`,
  ]);
}

export async function latencyPart(): Promise<void> {
  const g = globalThis as unknown as { __benchSupabase: SupabaseClient };
  const api = await appApi<Api>();
  const fx = generateDecade({ ...DECADE_DEFAULTS, endDate: new Date().toISOString().slice(0, 10) });
  for (const side of SIDES) {
    await withEmulator(side, async (emu) => {
      await loadDecade(emu.ctx.db, emu.ctx.config.storageDir, fx);
      const decade = await signIn(emu.url, emu.anonKey, DECADE_PLAYER.email, DECADE_PLAYER.password);
      g.__benchSupabase = decade.client;
      const { zip } = await api.exportMyData({ userId: decade.userId, year: null, onProgress: () => undefined });
      const fresh = await newPlayer(emu, 'restored');
      const other = await newPlayer(emu, 'other');
      g.__benchSupabase = fresh.client;
      const plan = await api.planRestore(await api.readRestoreArchive(zip, fresh.userId));

      // The other player: one request after another, each timed, until the restore ends.
      let running = true;
      const waits: number[] = [];
      const probe = (async () => {
        while (running) {
          const t = performance.now();
          await must(other.client.from('casinos').select('id, name').order('name').limit(20));
          waits.push(performance.now() - t);
        }
      })();
      const loadBefore = load();
      const t0 = performance.now();
      if (side === 'before') {
        // The photos as the app sends them (their type from their bytes), one after another.
        for (const path of plan.archive.photoPaths) {
          const bytes = plan.archive.photos[path];
          const type = RASTER_TYPE[sniffRaster(bytes) ?? 'jpeg'];
          await must(
            fresh.client.storage
              .from('w2g-images')
              .upload(api.restoredPhotoPath(fresh.userId, path), new Blob([bytes.slice()], { type }), { contentType: type, upsert: false }),
          );
        }
        await restoreInOneCall(fresh.client, emu.url, emu.anonKey, oneCallBody(plan));
      } else {
        await api.restoreMyData({ userId: fresh.userId, plan, onProgress: () => undefined });
      }
      const ms = performance.now() - t0;
      running = false;
      await probe;
      console.log(
        `  latency, ${side} (${side === 'before' ? `${BEFORE_REF}: photos, then one restore_my_data call` : "this checkout: the app's calls"}): decade ZIP restored in ${secs(ms)}; ` +
          `another player's ${waits.length} requests: p50 ${fmt(percentile(waits, 50))}, p99 ${fmt(percentile(waits, 99))}, longest ${fmt(Math.max(...waits))}; load ${loadBefore} before, ${load()} after`,
      );
    });
  }
}
