import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { getJson, serverState, type ServerRead } from './server';
import { clockNow } from './clock';

export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321';

/** The emulator's public anon key (.env.example). */
export const ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';

/** The emulator's service-role key (.env.example): tests only, never the browser. */
export const SERVICE_KEY =
  process.env.SUPABASE_SERVICE_ROLE_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTY2ODI3Njk5NiwiZXhwIjoxOTgzODEyOTk2fQ.z6DtshVJ3WZkLHqKevS1JFsX72vtKILTlp7lyhIlO0g';

export const serviceHeaders = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' };

/** Where supabase-js keeps the app's session (src/lib/supabase.ts: its default key for the API's host). */
const AUTH_STORAGE_KEY = `sb-${new URL(API_URL).hostname.split('.')[0]}-auth-token`;

/** A unique address per run, project and purpose. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `e2e-${tag}-${testInfo.project.name}-${clockNow()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Saves e2e/screenshots/<project>/<name>.png (git-ignored) for a human to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
}

interface InboxMail {
  to: string;
  type: string;
  link: string;
}

/** Waits for the newest e-mail of `type` sent to `email` in the emulator's local inbox and returns its link. */
export async function waitForMailLink(request: APIRequestContext, email: string, type: string): Promise<string> {
  const inbox = getJson<InboxMail[]>(request, `${API_URL}/_local/inbox?to=${encodeURIComponent(email)}`);
  return serverState(
    inbox.map((mails) => mails.find((m) => m.type === type)?.link ?? ''),
    (link) => link !== '',
    { message: `a ${type} e-mail to ${email}` },
  );
}

/**
 * A new confirmed player made through the API (GoTrue's admin endpoint, with the names the sign-up form sends)
 * and signed in on `page` with a password grant, the session stored where the app keeps it; lands on home.
 * For tests that are not about signing up (auth.spec and first-week walk the sign-up form and its e-mail): one
 * page load instead of the form, the inbox and the link's second load.
 */
export async function signInNewPlayer(
  page: Page,
  request: APIRequestContext,
  user: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  const created = await request.post(`${API_URL}/auth/v1/admin/users`, {
    headers: serviceHeaders,
    data: {
      email: user.email,
      password: user.password,
      email_confirm: true,
      user_metadata: { first_name: user.firstName, last_name: user.lastName, user_type: 'app_user' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const grant = await request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    data: { email: user.email, password: user.password },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const session = (await grant.json()) as { expires_in: number; expires_at?: number };
  const stored = JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.floor(clockNow() / 1000) + session.expires_in });
  // The app's origin without starting the app (a static file of it), to store the session before it starts.
  await page.goto('/manifest.webmanifest');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, stored] as const);
  await page.goto('/');
}

export async function signUp(page: Page, user: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Chooses `option` in a Radix Select by keyboard (open, type ahead, Enter), as a keyboard user would. A pointer
 * click on an option far down a long list (the 50 states) sometimes did not take under load: the list was still
 * scrolling itself into place when the click landed.
 */
export async function chooseByKeyboard(page: Page, combobox: Locator, option: string) {
  // The pointer out of the way: the list scrolls the typed option into view, and a pointer resting where the list
  // opens would then highlight the option that scrolls under it (the next state) just before Enter.
  await page.mouse.move(0, 0);
  await combobox.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(item).toBeVisible();
  // Radix's typeahead forgets what was typed after a second without a key: on a loaded machine the letters can
  // arrive further apart than that and land on another option, so a miss is typed again once it has forgotten.
  await expect(async () => {
    await page.keyboard.type(option);
    await expect(item).toHaveAttribute('data-highlighted', '', { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(combobox).toContainText(option);
}

/**
 * axe (WCAG 2.1 A/AA) finds no serious or critical violation on the page, or inside `include` (a modal's
 * overlay dims the page behind it: check the dialog itself). It runs once CSS transitions have ended: a toast
 * still fading in is measured at part opacity and fails colour contrast although it settles at 6:1.
 */
export async function axeClean(page: Page, what: string, include?: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const axe = await builder.analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`),
    `${what}: axe serious/critical`,
  ).toEqual([]);
}

/** The spec's tests run on the mobile project only; elsewhere each is skipped with `why` printed in the run's log. */
export function phoneOnly(tag: string, why: string) {
  test.beforeEach(({ isMobile }, testInfo) => {
    if (!isMobile) console.log(`[${tag}] skipped on ${testInfo.project.name}: ${why}`);
    test.skip(!isMobile, why);
  });
}

/** The elements reaching past the right edge at the page's width (what a clipping or scrolling box holds does not count); [] when none. */
export function wideElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 1 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 1),
      )
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
  });
}

/** Rows of a REST query as the service role reads them (what the server really holds): a ServerRead, polled by
 * expectServer / serverState (e2e/server.ts), never read once. */
export function serverRows<T>(request: APIRequestContext, query: string): ServerRead<T[]> {
  return getJson<T[]>(request, `${API_URL}/rest/v1/${query}`, serviceHeaders);
}
