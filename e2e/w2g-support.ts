import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Download, type Page, type TestInfo } from '@playwright/test';
import { signUp, uniqueEmail, waitForMailLink } from './support';

export const W2G_PASSWORD = 'jackpot-hand-pay-1200';

/** Signs up a fresh player, confirms the e-mail link and lands signed in on home; returns the e-mail. */
export async function signUpPlayer(page: Page, request: APIRequestContext, testInfo: TestInfo, tag: string, firstName: string) {
  const email = uniqueEmail(testInfo, tag);
  await signUp(page, { firstName, lastName: 'Tester', email, password: W2G_PASSWORD });
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible();
  await page.goto(await waitForMailLink(request, email, 'signup'));
  await expect(page.getByText(email)).toBeVisible();
  return email;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A small RGB PNG (a paper-coloured "form" with dark lines), built in memory. */
export function formPng(width = 160, height = 100): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const line = y % 12 === 0 || x < 4 || x >= width - 4;
      raw.fill(line ? 60 : 245, row + 1 + x * 3, row + 4 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Clicks `trigger`, waits for the download it starts and returns its file name and bytes. */
export async function download(page: Page, trigger: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { name: (file as Download).suggestedFilename(), body: await readFile(await (file as Download).path()) };
}

/** Chooses an option in a searchable picker (the shared casino / slot machine pickers). */
export async function pick(page: Page, label: string, search: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('textbox', { name: /^Search / }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Cuts the page off from Vite's HMR socket (a mocked socket that never sends), so files other engineers
 * save in the shared tree during a run cannot full-reload the page mid-test. The realtime socket of the
 * API is left alone.
 */
export async function isolateFromDevServerReloads(page: Page): Promise<void> {
  await page.routeWebSocket(
    (url) => url.pathname === '/' && url.searchParams.has('token'),
    () => undefined,
  );
}
