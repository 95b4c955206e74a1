/**
 * For bench/reports-ui.bench.ts: `npm start` in APP_MODE=preview (the production build) on its own ports and
 * a temporary database, and a player with many W2G jackpots created through the service role.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_JWT_SECRET, makeKeys } from '../emulator/config';

// supabase-js on Node 20 needs a WebSocket implementation for its realtime client.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

export interface PreviewServer {
  appUrl: string;
  apiUrl: string;
  service: SupabaseClient;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `npm start` (emulator + vite build + vite preview) on the given ports over a fresh seeded database.
 * `prepare`, when given, runs first on the database folder the emulator will open (e.g. to load a fixture).
 */
export async function startPreview(appPort: number, apiPort: number, prepare?: (dbDir: string) => Promise<void>): Promise<PreviewServer> {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-reports-ui-'));
  if (prepare) await prepare(path.join(dataDir, 'db'));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      APP_MODE: 'preview',
      APP_PORT: String(appPort),
      EMULATOR_PORT: String(apiPort),
      EMULATOR_DATA_DIR: path.join(dataDir, 'db'),
      VITE_SUPABASE_URL: apiUrl,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/_local/health`, child, 300_000);
    await waitFor(`http://127.0.0.1:${appPort}/`, child, 600_000);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${stderr}`, { cause: e });
  }
  const { serviceRoleKey } = makeKeys(process.env.EMULATOR_JWT_SECRET || DEFAULT_JWT_SECRET);
  const service = createClient(apiUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  // Everything after this point is the caller's: it must call stop() in a finally.
  return { appUrl: `http://127.0.0.1:${appPort}`, apiUrl, service, stop };
}

const NOTES = ['Hand pay, ID checked and W-2G signed at the machine', 'Grand jackpot on max bet', 'Bonus round hit the major', null];

/**
 * A confirmed player with `count` jackpots spread over the current year up to today (so inside the Reports
 * default range), at 40 seeded casinos and the seeded slot machines (every 7th without a machine).
 */
export async function createPlayerWithJackpots(service: SupabaseClient, email: string, password: string, count: number): Promise<string> {
  const { data: created, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const userId = created.user.id;
  const casinos = await service.from('casinos').select('id').order('name').limit(40);
  if (casinos.error) throw casinos.error;
  const machines = await service.from('slot_machines').select('id').order('name');
  if (machines.error) throw machines.error;
  const now = new Date();
  const days = Math.floor((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(now.getFullYear(), 0, 1)) / 86_400_000) + 1;
  const rows = Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(now.getFullYear(), 0, 1 + (i % days)));
    return {
      user_id: userId,
      casino_id: casinos.data[i % casinos.data.length].id,
      slot_machine_id: i % 7 === 0 ? null : machines.data[(i * 13) % machines.data.length].id,
      jackpot_date: day.toISOString().slice(0, 10),
      jackpot_time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`,
      amount: 1200 + ((i * 7919) % 8800) + (i % 4) * 0.25,
      tax_withheld: i % 3 === 0 ? 288 : 0,
      notes: NOTES[i % NOTES.length],
    };
  });
  for (let from = 0; from < rows.length; from += 1000) {
    const { error: insertError } = await service.from('w2g_jackpots').insert(rows.slice(from, from + 1000));
    if (insertError) throw insertError;
  }
  return userId;
}
