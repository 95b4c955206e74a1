import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { rgbPng } from '../scripts/png';
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

/** A small RGB PNG (a paper-coloured "form" with dark lines), built in memory. */
export function formPng(width = 160, height = 100): Buffer {
  return rgbPng(width, height, (x, y) => {
    const v = y % 12 === 0 || x < 4 || x >= width - 4 ? 60 : 245;
    return [v, v, v];
  });
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

/** Saves the PDF and renders its pages to PNG (pdftoppm from poppler-utils, when installed) for a human to look at. */
export function renderPdf(body: Buffer, project: string, name: string) {
  const dir = `e2e/screenshots/${project}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.pdf`, body);
  if (existsSync('/usr/bin/pdftoppm')) execFileSync('/usr/bin/pdftoppm', ['-r', '70', '-png', `${dir}/${name}.pdf`, `${dir}/${name}`]);
  else console.log(`pdftoppm not installed: ${name}.pdf is saved but not rendered to PNG`);
}
