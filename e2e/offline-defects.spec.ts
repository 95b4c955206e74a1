import { expect as baseExpect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { clockNow, test } from './clock';
import { storedSession } from './casinos-support';
import { localToday, pick, signUpNewPlayer } from './sessions-support';
import { API_URL, snap } from './support';
import { goOffline, savedQueryRoots, waitForServiceWorker } from './offline-support';
import { expectServer, getJson, serverState } from './server';

// Defects of the offline use, one test each. Each fails on the code before the fix.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

const ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';

const headersFor = (token: string) => ({ apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' });

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
  const one = (query: string) => serverState(getJson<{ id: string }[]>(request, `${API_URL}/rest/v1/${query}`, headers), (rows) => rows.length === 1);
  const [casino] = await one('casinos?select=id&name=eq.Bellagio&limit=1');
  const [machine] = await one('slot_machines?select=id&limit=1');
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
  // Offline first: the open page checks its token every few seconds, and an expiry written while online was
  // refreshed by that check before the reload (seen under load).
  const expiredAt = Math.floor(clockNow() / 1000) - 3600;
  await goOffline(page, context);
  await storedExpiry(page, expiredAt);
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
  await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();
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
  await expect.poll(() => storedExpiry(page)).toBeGreaterThan(Math.floor(clockNow() / 1000));
  await expectServer(
    getJson<{ coins_in: number }[]>(request, `${API_URL}/rest/v1/gambling_sessions?select=coins_in&user_id=eq.${userId}&order=coins_in`, headers).map((rows) =>
      rows.map((r) => Number(r.coins_in)),
    ),
  ).toEqual([77, 412]);
});

/** A fresh player with the service worker installed; the API as that player, Bellagio and a slot machine. */
async function player(page: Page, request: APIRequestContext, testInfo: TestInfo, tag: string) {
  await signUpNewPlayer(page, request, testInfo, tag, 'Dana');
  const { userId, token } = await storedSession(page);
  const headers = headersFor(token);
  const get = <T>(query: string) => getJson<T>(request, `${API_URL}/rest/v1/${query}`, headers);
  const post = async <T>(table: string, data: unknown) => {
    const res = await request.post(`${API_URL}/rest/v1/${table}`, { headers, data });
    expect(res.ok(), `POST ${table}`).toBe(true);
    return ((await res.json()) as T[])[0];
  };
  const patch = async (table: string, id: string, data: unknown) => expect((await request.patch(`${API_URL}/rest/v1/${table}?id=eq.${id}`, { headers, data })).ok()).toBe(true);
  const [casino] = await serverState(get<{ id: string }[]>('casinos?select=id&name=eq.Bellagio&limit=1'), (rows) => rows.length === 1);
  const [machine] = await serverState(get<{ id: string }[]>('slot_machines?select=id&limit=1'), (rows) => rows.length === 1);
  const slot = (coins_in: number, notes: string, casino_id = casino.id) =>
    post<{ id: string }>('gambling_sessions', { user_id: userId, casino_id, slot_machine_id: machine.id, session_date: localToday(), session_time: '08:00:00', coins_in, coins_out: 0, notes });
  const rowOf = (text: string) => page.getByRole('main').locator(testInfo.project.name === 'mobile' ? 'li' : 'tr', { hasText: text });
  await waitForServiceWorker(page);
  return { userId, get, post, patch, slot, casino, rowOf, bar: page.getByRole('status', { name: 'Sync status' }) };
}

/** Opens the slot list online and waits until it is on the device. */
async function cacheSlotList(page: Page, userId: string) {
  await page.goto('/sessions?tab=slot');
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await expect.poll(() => savedQueryRoots(page, userId)).toContain('sessions/slot');
}

test('offline, cash added to a visit and then the visit ended: both apply once back online', async ({ page, context, request }, testInfo) => {
  const p = await player(page, request, testInfo, 'offline-order');
  const visit = await p.post<{ id: string }>('casino_sessions', { user_id: p.userId, casino_id: p.casino.id, arrival_date: localToday(), arrival_time: '09:00:00', starting_cash: 200 });
  await page.goto('/sessions?tab=casino');
  await expect(p.rowOf('Bellagio')).toHaveCount(1);
  await expect.poll(() => savedQueryRoots(page, p.userId)).toContain('sessions/casino');

  await goOffline(page, context);
  await p.rowOf('Bellagio').getByRole('button', { name: 'Add Cash' }).click();
  const cash = page.getByRole('dialog', { name: 'Add Cash to Session' });
  await cash.getByLabel('Amount').fill('50');
  await cash.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Marker' }).click();
  await cash.getByRole('button', { name: 'Add Cash' }).click();
  await expect(cash).toBeHidden();
  await p.rowOf('Bellagio').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Casino Session' });
  await edit.getByLabel('Final Cash (optional)').fill('350');
  await edit.getByRole('button', { name: 'Update Session' }).click();
  await expect(edit).toBeHidden();
  await expect(p.bar).toContainText('2 changes waiting to sync');

  await context.setOffline(false);
  await expect(p.bar).toBeHidden({ timeout: 60_000 });
  await expectServer(
    p
      .get<{ final_cash: number | null; additional_cash: { amount: number }[] }[]>(`casino_sessions?select=final_cash,additional_cash&id=eq.${visit.id}`)
      .map(([row]) => [row.final_cash === null ? null : Number(row.final_cash), row.additional_cash.map((e) => Number(e.amount))]),
  ).toEqual([350, [50]]);
});

test('a session recorded offline opens and edits before it syncs, and syncs once with the edit', async ({ page, context, request }, testInfo) => {
  const p = await player(page, request, testInfo, 'offline-open');
  await page.goto('/sessions?tab=slot&new=slot');
  await page.getByRole('button', { name: 'Not Now' }).click();
  await expect(page.getByRole('combobox', { name: 'Slot Machine', exact: true })).toContainText('Select a slot machine');
  await cacheSlotList(page, p.userId);

  await goOffline(page, context);
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await page.getByLabel('Money In', { exact: true }).fill('61');
  await page.getByLabel('Money Out', { exact: true }).fill('6');
  await page.getByLabel('Notes (optional)').fill('made offline');
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(p.rowOf('$61.00')).toContainText('Waiting to sync');

  // Its detail page opens (before the fix: "Loading session..." for good).
  await p.rowOf('$61.00').getByRole('link').first().click();
  await expect(page.getByText('made offline')).toBeVisible();
  await expect(page.getByText('Loading session...')).toHaveCount(0);
  // And it can be edited (before the fix only Delete was offered).
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Money In', { exact: true }).fill('64');
  await page.getByRole('button', { name: 'Update Session' }).click();
  await expect(p.rowOf('$64.00')).toContainText('Waiting to sync');
  await expect(p.bar).toContainText('1 change waiting to sync');

  await context.setOffline(false);
  await expect(p.bar).toBeHidden({ timeout: 60_000 });
  await expectServer(
    p.get<{ coins_in: number; notes: string }[]>(`gambling_sessions?select=coins_in,notes&user_id=eq.${p.userId}`).map((rows) =>
      rows.map((r) => [Number(r.coins_in), r.notes]),
    ),
  ).toEqual([[64, 'made offline']]);
});

test('a session saved online just before the page is left is in the offline copy', async ({ page, context, request }, testInfo) => {
  const p = await player(page, request, testInfo, 'offline-leave');
  await page.goto('/sessions?tab=slot&new=slot');
  await page.getByRole('button', { name: 'Not Now' }).click();
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await page.getByLabel('Money In', { exact: true }).fill('73');
  await page.getByLabel('Money Out', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(p.rowOf('$73.00')).toBeVisible();
  // At once another page is opened by its address, then the network goes.
  await page.goto('/casinos');
  await expect(page.getByRole('article', { name: 'Bellagio' })).toBeVisible();
  await goOffline(page, context);
  await page.goto('/sessions?tab=slot');
  await expect(p.bar).toContainText('Offline');
  await expect(p.rowOf('$73.00')).toBeVisible();
});

test('Discard shows the server’s row at once (a refused write and reconnecting refetch)', async ({ page, context, request }, testInfo) => {
  const p = await player(page, request, testInfo, 'offline-discard');
  const row = await p.slot(100, 'discard me');
  await cacheSlotList(page, p.userId);
  await expect(p.rowOf('$100.00')).toBeVisible();

  // Offline with the list fetched a moment ago (fresh: reconnecting alone does not refetch it).
  await goOffline(page, context);
  await p.rowOf('$100.00').getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Money In', { exact: true }).fill('150');
  await page.getByRole('button', { name: 'Update Session' }).click();
  await expect(p.rowOf('$150.00')).toContainText('Waiting to sync');
  // Meanwhile another device changes it.
  await p.patch('gambling_sessions', row.id, { coins_in: 999 });

  await context.setOffline(false);
  await expect(p.bar).toContainText('Slot session edit did not sync: This session was changed elsewhere');
  await p.bar.getByRole('button', { name: 'Discard' }).click();
  await expect(p.bar).toBeHidden();
  // Before the fix the list kept $100.00 for up to 30 s.
  await expect(p.rowOf('$999.00')).toBeVisible({ timeout: 10_000 });
  await expect(p.rowOf('$100.00')).toHaveCount(0);
});

test('the "Waiting to sync" mark is never cut off by a long casino name', async ({ page, context, request }, testInfo) => {
  const p = await player(page, request, testInfo, 'offline-mark');
  const casinos = await serverState(p.get<{ id: string; name: string }[]>('casinos?select=id,name&limit=2000'), (rows) => rows.length > 0);
  const long = casinos.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  expect(long.name.length).toBeGreaterThan(30);
  await p.slot(88, 'long name', long.id);
  await p.post('casino_sessions', { user_id: p.userId, casino_id: long.id, arrival_date: localToday(), arrival_time: '09:00:00', starting_cash: 120 });
  await cacheSlotList(page, p.userId);
  await page.goto('/sessions?tab=casino');
  await expect(p.rowOf(long.name.slice(0, 12))).toHaveCount(1);
  await expect.poll(() => savedQueryRoots(page, p.userId)).toContain('sessions/casino');

  await goOffline(page, context);
  // Marks on both lists: cash added to the visit, an edit of the slot session.
  await p.rowOf(long.name.slice(0, 12)).getByRole('button', { name: 'Add Cash' }).click();
  const cash = page.getByRole('dialog', { name: 'Add Cash to Session' });
  await cash.getByLabel('Amount').fill('5');
  await cash.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Marker' }).click();
  await cash.getByRole('button', { name: 'Add Cash' }).click();
  await expect(cash).toBeHidden();
  const fullyShown = (mark: Locator) =>
    mark.evaluate((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0) return false;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible') continue;
        const clip = a.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return false;
      }
      return box.right <= window.innerWidth;
    });
  const visitMark = p.rowOf(long.name.slice(0, 12)).getByText('Waiting to sync', { exact: true });
  await expect(visitMark).toBeVisible();
  expect(await fullyShown(visitMark)).toBe(true);
  await snap(page, testInfo, 'offline-long-name-visit');

  await page.goto('/sessions?tab=slot');
  await p.rowOf('$88.00').getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Money In', { exact: true }).fill('89');
  await page.getByRole('button', { name: 'Update Session' }).click();
  const slotMark = p.rowOf('$89.00').getByText('Waiting to sync', { exact: true });
  await expect(slotMark).toBeVisible();
  expect(await fullyShown(slotMark)).toBe(true);
  await snap(page, testInfo, 'offline-long-name-slot');
});
