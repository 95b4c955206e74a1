import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { API_URL, signUp, uniqueEmail, waitForMailLink } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

export const PLAYER_PASSWORD = 'royal-flush-2468';

/** The emulator's public anon key (.env.example). */
export const ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';

/** The emulator's service-role key (.env.example): tests only, never the browser. */
export const SERVICE_KEY =
  process.env.SUPABASE_SERVICE_ROLE_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTY2ODI3Njk5NiwiZXhwIjoxOTgzODEyOTk2fQ.z6DtshVJ3WZkLHqKevS1JFsX72vtKILTlp7lyhIlO0g';

export const serviceHeaders = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json' };

/** Signs up a fresh player, follows the confirmation link and lands signed in on home. */
export async function signUpPlayer(page: Page, request: APIRequestContext, testInfo: TestInfo, tag: string): Promise<string> {
  const email = uniqueEmail(testInfo, tag);
  await signUp(page, { firstName: 'Casey', lastName: 'Player', email, password: PLAYER_PASSWORD });
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible();
  await page.goto(await waitForMailLink(request, email, 'signup'));
  await expect(page.getByText(email)).toBeVisible();
  return email;
}

/** The signed-in user's id and access token from supabase-js's stored session. */
export async function storedSession(page: Page): Promise<{ userId: string; token: string }> {
  const session = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    const value = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string; user?: { id?: string } }) : {};
    return { userId: value.user?.id ?? '', token: value.access_token ?? '' };
  });
  expect(session.userId, 'a stored session').not.toBe('');
  return session;
}

export { API_URL };
