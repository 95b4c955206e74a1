import { expect as baseExpect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { newPinnedContext } from './clock';
import { API_URL, signInNewPlayer, uniqueEmail } from './support';
import { rgbPng } from '../scripts/png';

const expect = baseExpect.configure({ timeout: 60_000 });

export const PASSWORD = 'lucky-sevens-777';

/** The emulator's public anon key (the app's default in src/config/env.ts). */
const LOCAL_ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';

/** A new browser page with the project's viewport and device settings. */
export async function newProjectPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use;
  const context = await newPinnedContext(browser, {
    baseURL: use.baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
  });
  return context.newPage();
}

/** A fresh confirmed player, signed in on home (made through the API: sign-up itself is auth.spec's); returns the e-mail. */
export async function signUpConfirmed(page: Page, request: APIRequestContext, testInfo: TestInfo, tag: string, firstName: string) {
  const email = uniqueEmail(testInfo, tag);
  await signInNewPlayer(page, request, { firstName, lastName: 'Tester', email, password: PASSWORD });
  await expect(page.getByText(email)).toBeVisible();
  return email;
}

/** Sets the signed-in player's nickname straight through the API (the account screen is another issue's). */
export async function setNickname(page: Page, request: APIRequestContext, nickname: string): Promise<void> {
  const { token, userId } = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    const session = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string; user?: { id?: string } }) : {};
    return { token: session.access_token ?? '', userId: session.user?.id ?? '' };
  });
  expect(token, 'a stored session').not.toBe('');
  const res = await request.patch(`${API_URL}/rest/v1/profiles?id=eq.${userId}`, {
    headers: { Authorization: `Bearer ${token}`, apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    data: { nickname },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A small PNG (a gold-to-green gradient) to upload as a post image. */
export function gradientPng(width = 240, height = 160): Buffer {
  return rgbPng(width, height, (x, y) => {
    const t = x / width;
    return [Math.round(250 * (1 - t) + 20 * t), Math.round(190 * (1 - t) + 140 * t), Math.round(40 * (1 - t) + 90 * t + (y / height) * 60)];
  });
}
