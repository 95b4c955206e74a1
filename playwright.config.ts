import { defineConfig, devices } from '@playwright/test';
import { findChromium, INSTALL_HINT } from './e2e/browser';

// The config is loaded by the runner and again by each worker: the runner's choice travels in E2E_CHROMIUM.
if (process.env.E2E_CHROMIUM === undefined) {
  const found = await findChromium();
  if (found) console.log(`[e2e] Chromium (${found.source}): ${found.executablePath ?? "Playwright's cache"}`);
  else console.error(`[e2e] No Chromium found (PLAYWRIGHT_CHROMIUM_PATH, system, Playwright's cache, @sparticuz/chromium). Run: ${INSTALL_HINT}`);
  process.env.E2E_CHROMIUM = found?.executablePath ?? '';
}

const launchOptions = {
  executablePath: process.env.E2E_CHROMIUM || undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
};

// APP_PORT / EMULATOR_PORT let several e2e runs share one machine (defaults 5173 / 54321).
const appPort = Number(process.env.APP_PORT ?? 5173);
const apiPort = Number(process.env.EMULATOR_PORT ?? 54321);
const dataDir = `.data/e2e-${appPort}`;
process.env.E2E_API_URL ??= `http://127.0.0.1:${apiPort}`;

/** E2E: a real Chromium against `npm start` (emulator + Vite) on a fresh database under .data/e2e-<port>. */
export default defineConfig({
  testDir: 'e2e',
  // One folder per app port: Playwright empties its outputDir at start, so parallel runs keep their own artifacts.
  outputDir: `test-results/port-${appPort}`,
  // Two spec files at a time (tests inside a file stay in order): every spec makes its own users and names, and
  // most of a test's time is spent waiting on the app, so two workers fit 2 cores. E2E_WORKERS=1 runs them one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // E2E_RETRIES=0 (npm run test:under-load) lets no retry hide a test that fails once.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The offline spec allows the service worker; elsewhere it would only add precache downloads per test.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})" && npm start`,
    env: {
      EMULATOR_DATA_DIR: `${dataDir}/db`,
      APP_PORT: String(appPort),
      EMULATOR_PORT: String(apiPort),
      VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
      // Test the production build (fast page loads, no dev-server reloads while files change).
      APP_MODE: process.env.APP_MODE ?? 'preview',
      // Every spec signs in from 127.0.0.1: GoTrue's per-IP limits are tested in tests/emulator/auth-rate-limit.test.ts.
      EMULATOR_AUTH_RATE_LIMITS: 'off',
    },
    url: `http://127.0.0.1:${appPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
