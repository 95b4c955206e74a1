import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API_URL } from './support';

/**
 * "Another server" for the e2e tests (a ZIP restored on a server other than the one it came from): a
 * second emulator in its own process on its own port (E2E_OTHER_EMULATOR_PORT, default this run's emulator
 * port + 10), over a fresh in-memory database (migrated and seeded) with its own stored files. It signs its JWTs
 * with the same default secret, so the anon and service keys are the same as this run's.
 *
 * The app under test is one production build whose API address is fixed at build time; `useServer` points a
 * page at the other server by rewriting the address of every API request the page makes (Playwright routing,
 * the service worker being blocked in the e2e config): the same app and code, talking to the other server.
 */
export interface AnotherServer {
  url: string;
  stop(): Promise<void>;
}

export const OTHER_PORT = Number(process.env.E2E_OTHER_EMULATOR_PORT ?? Number(new URL(API_URL).port) + 10);

export async function startAnotherServer(timeoutMs = 120_000): Promise<AnotherServer> {
  const url = `http://127.0.0.1:${OTHER_PORT}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, EMULATOR_PORT: String(OTHER_PORT), EMULATOR_DATA_DIR: ':memory:', EMULATOR_AUTH_RATE_LIMITS: 'off' },
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
  };
  const until = performance.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the other emulator exited (${child.exitCode}) before it answered:\n${stderr}`);
    try {
      // A start-up wait (already a loop), not a read of what a test did.
      // eslint-disable-next-line no-restricted-syntax
      if ((await fetch(`${url}/_local/health`)).ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    if (performance.now() > until) {
      await stop();
      throw new Error(`the other emulator did not answer on ${url} within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Sends every API request of `page` (REST, auth, storage, functions) to `server` instead of this run's emulator. */
export async function useServer(page: Page, server: AnotherServer): Promise<void> {
  await page.route(
    (u) => u.origin === API_URL,
    (route) => route.continue({ url: server.url + route.request().url().slice(API_URL.length) }),
  );
}
