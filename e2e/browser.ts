/**
 * Which Chromium the e2e tests (and the browser bench) drive, first found wins:
 *   1. PLAYWRIGHT_CHROMIUM_PATH
 *   2. a system Chromium or Chrome (Debian's /usr/bin/chromium, google-chrome, the macOS and Windows installs)
 *   3. Playwright's own cache (`npx playwright install chromium`, PLAYWRIGHT_BROWSERS_PATH honoured)
 *   4. on Linux, the headless Chromium shipped by the optional npm dependency @sparticuz/chromium, unpacked
 *      to the temp dir on first use.
 * E2E_BROWSER_SKIP (comma list of `env`, `system`, `cache`, `npm`) turns steps off, to check a fallback on a
 * machine that has the earlier ones.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export interface ChromiumChoice {
  /** Undefined: Playwright launches its own cached browser. */
  executablePath?: string;
  source: 'env' | 'system' | 'cache' | 'npm';
}

export const INSTALL_HINT = 'npx playwright install chromium';

function systemCandidates(env: NodeJS.ProcessEnv): string[] {
  if (process.platform === 'darwin') {
    return [
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ];
  }
  if (process.platform === 'win32') {
    return [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA]
      .filter((dir): dir is string => !!dir)
      .map((dir) => path.join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  }
  const names = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...names.map((n) => `/usr/bin/${n}`), ...dirs.flatMap((d) => names.map((n) => path.join(d, n)))];
}

async function npmChromium(): Promise<string | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const name = '@sparticuz/chromium'; // a variable: typecheck and bundling must not need the optional package
    const mod = (await import(name)) as { default: { executablePath(): Promise<string> } };
    const file = await mod.default.executablePath();
    warnMissingLibraries(file);
    return file;
  } catch {
    return undefined; // optional dependency not installed (other arch, --omit=optional, old Node)
  }
}

/** The npm Chromium uses the system's shared libraries (nss, atk, cups...); name the ones a bare machine lacks. */
function warnMissingLibraries(file: string): void {
  try {
    const missing = execFileSync('ldd', [file], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes('not found'))
      .map((l) => l.trim().split(' ')[0]);
    if (missing.length) console.warn(`[e2e] ${file} lacks shared libraries: ${missing.join(', ')} (install them with the system's package manager, or run ${INSTALL_HINT})`);
  } catch {
    // no ldd: let the launch report it
  }
}

/** Finds a Chromium; undefined when there is none (then run INSTALL_HINT). */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumChoice | undefined> {
  const skip = new Set((env.E2E_BROWSER_SKIP ?? '').split(',').map((s) => s.trim()));
  if (!skip.has('env') && env.PLAYWRIGHT_CHROMIUM_PATH) return { executablePath: env.PLAYWRIGHT_CHROMIUM_PATH, source: 'env' };
  if (!skip.has('system')) {
    const found = systemCandidates(env).find((p) => existsSync(p));
    if (found) return { executablePath: found, source: 'system' };
  }
  if (!skip.has('cache') && existsSync(chromium.executablePath())) return { source: 'cache' };
  if (!skip.has('npm')) {
    const unpacked = await npmChromium();
    if (unpacked) return { executablePath: unpacked, source: 'npm' };
  }
  return undefined;
}
