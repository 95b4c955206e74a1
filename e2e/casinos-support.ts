import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ANON_KEY, API_URL, SERVICE_KEY, serviceHeaders, signInNewPlayer, uniqueEmail } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });

export const PLAYER_PASSWORD = 'royal-flush-2468';

export { ANON_KEY, SERVICE_KEY, serviceHeaders };

/** A fresh confirmed player, signed in on home (made through the API: sign-up itself is auth.spec's). */
export async function signUpPlayer(page: Page, request: APIRequestContext, testInfo: TestInfo, tag: string): Promise<string> {
  const email = uniqueEmail(testInfo, tag);
  await signInNewPlayer(page, request, { firstName: 'Casey', lastName: 'Player', email, password: PLAYER_PASSWORD });
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
