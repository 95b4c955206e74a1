import { expect as baseExpect, test, type Page } from '@playwright/test';
import { storedSession } from './casinos-support';
import { localToday, pick, signUpNewPlayer } from './sessions-support';
import { API_URL, snap } from './support';

// Issue 25's defects of the offline use, one test each. Each fails on the code before the fix.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

const ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';

const headersFor = (token: string) => ({ apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' });

async function waitForServiceWorker(page: Page) {
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active))).toBe(true);
}

/** The query roots of the player's device copy (IndexedDB), e.g. 'sessions/slot'. */
function savedQueryRoots(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(
    (key) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('slotplay-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
          const get = db.transaction('query-cache').objectStore('query-cache').get(key);
          get.onerror = () => resolve([]);
          get.onsuccess = () => {
            const saved = get.result as { state?: { queries?: { queryKey: unknown[] }[] } } | undefined;
            resolve([...new Set((saved?.state?.queries ?? []).map((q) => q.queryKey.slice(0, 2).join('/')))]);
          };
        };
      }),
    `cache:${userId}`,
  );
}

/** The stored session's access-token expiry (seconds); `set` moves it (an hour away from the app). */
function storedExpiry(page: Page, set?: number): Promise<number> {
  return page.evaluate((to) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!;
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    if (to !== undefined) localStorage.setItem(key, JSON.stringify({ ...session, expires_at: to }));
    return to ?? session.expires_at;
  }, set);
}

test('an expired access token, offline, reopen: the cached screens and the outbox, and the token is refreshed once back online', async ({ page, context, request }, testInfo) => {
  await signUpNewPlayer(page, request, testInfo, 'offline-expired', 'Ezra');
  const { userId, token } = await storedSession(page);
  const headers = headersFor(token);
  const [casino] = (await (await request.get(`${API_URL}/rest/v1/casinos?select=id&name=eq.Bellagio&limit=1`, { headers })).json()) as { id: string }[];
  const [machine] = (await (await request.get(`${API_URL}/rest/v1/slot_machines?select=id&limit=1`, { headers })).json()) as { id: string }[];
  const seeded = await request.post(`${API_URL}/rest/v1/gambling_sessions`, {
    headers,
    data: { user_id: userId, casino_id: casino.id, slot_machine_id: machine.id, session_date: localToday(), session_time: '08:00:00', coins_in: 412, coins_out: 0 },
  });
  expect(seeded.ok()).toBe(true);
  const rowOf = (text: string) => page.getByRole('main').locator(testInfo.project.name === 'mobile' ? 'li' : 'tr', { hasText: text });

  await waitForServiceWorker(page);
  await page.goto('/sessions?tab=slot&new=slot');
  await page.getByRole('button', { name: 'Not Now' }).click();
  await expect(page.getByRole('combobox', { name: 'Slot Machine', exact: true })).toContainText('Select a slot machine');
  await page.goto('/sessions?tab=slot');
  await expect(rowOf('$412.00')).toBeVisible();
  await expect.poll(() => savedQueryRoots(page, userId)).toContain('sessions/slot');

  // An hour later (the access token has expired), on the casino floor without network, the app is opened.
  const expiredAt = Math.floor(Date.now() / 1000) - 3600;
  await storedExpiry(page, expiredAt);
  await context.setOffline(true);
  await page.reload();
  const bar = page.getByRole('status', { name: 'Sync status' });
  // Before the fix: a spinner for about 20 s, then the Sign In form.
  await expect(rowOf('$412.00')).toBeVisible({ timeout: 5_000 });
  await expect(bar).toContainText('Offline', { timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  // The stored expiry is the real one (the app never writes a made-up one).
  expect(await storedExpiry(page)).toBe(expiredAt);

  // A session logged offline waits in the outbox.
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await page.getByLabel('Money In', { exact: true }).fill('77');
  await page.getByLabel('Money Out', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(bar).toContainText('1 change waiting to sync');
  await snap(page, testInfo, 'offline-expired-token');

  // Back online: the token is refreshed and the waiting session is sent, once.
  await context.setOffline(false);
  await expect(bar).toBeHidden({ timeout: 60_000 });
  await expect.poll(() => storedExpiry(page)).toBeGreaterThan(Math.floor(Date.now() / 1000));
  const rows = (await (await request.get(`${API_URL}/rest/v1/gambling_sessions?select=coins_in&user_id=eq.${userId}&order=coins_in`, { headers })).json()) as { coins_in: number }[];
  expect(rows.map((r) => Number(r.coins_in))).toEqual([77, 412]);
});
