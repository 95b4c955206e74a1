import { test as base, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { testClockInstant } from '../emulator/test-clock.mjs';
import { API_URL } from './support';

/**
 * The e2e clock. Under SPT_TEST_CLOCK=<instant> (`npm run test:clock -- --e2e`) each spec file starts at the
 * instant and runs on from there, on three clocks that agree: the server's (the emulator was started on the
 * test clock, emulator/main.ts; PUT /_local/clock moves it and its now()), this runner's clockNow() (localToday(),
 * the dates a spec plants, TOTP codes) and every page's (Playwright's clock, installed at clockNow(); it runs on,
 * so the app's timers still fire). The runner's own Date is left alone: Playwright, in this process, stamps its
 * clock's log with it and moves a page's clock on by the real time since (a replaced Date put pages back on the
 * real clock). The file, not the test, restarts the clock: a file's tests may share a page
 * (beforeAll), whose clock cannot go back. One worker at a time (the clock check runs E2E_WORKERS=1): a file
 * starting would move the server's clock under the other worker's file. Without SPT_TEST_CLOCK nothing here
 * changes anything: all three read the real clock.
 *
 * Every spec imports `test` from here (ESLint refuses it from @playwright/test in e2e/) and makes other browser
 * contexts with newPinnedContext.
 */
const instant = testClockInstant();
/** The test clock's lead over the real one (ms): set when a file starts. */
let offsetMs = 0;
let pinnedFile: string | undefined;

/** Now on the spec file's clock (ms since the epoch): the real clock when no test clock is set. Specs read it, never Date. */
export function clockNow(): number {
  // eslint-disable-next-line no-restricted-syntax -- the one reading of the real clock
  return Date.now() + offsetMs;
}

/** Starts the clocks of the server and this runner at the instant when `file` has not started them yet. */
async function startFileClock(request: APIRequestContext, file: string): Promise<void> {
  if (instant === undefined || pinnedFile === file) return;
  const res = await request.put(`${API_URL}/_local/clock`, { data: { at: new Date(instant).toISOString() } });
  if (!res.ok()) {
    throw new Error(
      `SPT_TEST_CLOCK is set but the e2e server is not on the test clock (HTTP ${res.status()} ${await res.text()}): ` +
        'was a server already running on the port (reuseExistingServer)? Stop it, or use other ports.',
    );
  }
  // eslint-disable-next-line no-restricted-syntax -- the real clock, to lead it by the offset
  offsetMs = instant - Date.now();
  pinnedFile = file;
}

/** Puts `context`'s pages on this runner's clock (a no-op on the real clock). */
async function pinContext(context: BrowserContext): Promise<void> {
  if (instant !== undefined) await context.clock.install({ time: clockNow() });
}

/** A browser context (a second device, another player) on the file's clock: use it instead of browser.newContext. */
export async function newPinnedContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  // eslint-disable-next-line no-restricted-syntax -- the one place a context is made
  const context = await browser.newContext(options);
  if (instant !== undefined) {
    await startFileClock(context.request, base.info().file);
    await pinContext(context);
  }
  return context;
}

export const test = base.extend<{ pinnedClock: void }>({
  pinnedClock: [
    async ({ context, request }, use, testInfo) => {
      await startFileClock(request, testInfo.file);
      await pinContext(context);
      await use();
    },
    { auto: true },
  ],
});

/** Sets another emulator (e2e/another-server.ts, started on the test clock too) to this runner's now. */
export async function pinServerClock(request: APIRequestContext, url: string): Promise<void> {
  if (instant === undefined) return;
  const res = await request.put(`${url}/_local/clock`, { data: { at: new Date(clockNow()).toISOString() } });
  if (!res.ok()) throw new Error(`the emulator at ${url} is not on the test clock: HTTP ${res.status()} ${await res.text()}`);
}
