import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './clock';
import { serviceHeaders, storedSession } from './casinos-support';
import { localToday, pick, signUpNewPlayer } from './sessions-support';
import { API_URL, snap } from './support';
import { formPng } from './w2g-support';
import { goOffline, savedQueryRoots, waitForServiceWorker } from './offline-support';
import { expectServer, getJson, getResponse, serverState } from './server';

// Many steps, each may wait on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// The one spec that lets the service worker run (playwright.config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 420_000 });

const ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';

/** supabase REST as the signed-in player. */
function rest(request: APIRequestContext, token: string) {
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };
  return {
    /** A read (e2e/server.ts: polled by expectServer / serverState, never read once). */
    get: <T>(query: string) => getJson<T>(request, `${API_URL}/rest/v1/${query}`, headers),
    post: async <T>(table: string, body: unknown) => {
      const res = await request.post(`${API_URL}/rest/v1/${table}`, { headers, data: body });
      expect(res.ok(), `POST ${table}`).toBe(true);
      return (await res.json()) as T;
    },
  };
}

interface Row {
  id: string;
  coins_in: number;
  coins_out: number;
  notes: string | null;
}

/** Fills and saves the new slot session form (the casino is preselected after the first). */
async function logSlotSession(page: Page, moneyIn: string, note: string) {
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();
  await expect(page.getByRole('heading', { name: 'Start or Edit Gambling Session' })).toBeVisible();
  const casino = page.getByRole('combobox', { name: 'Casino', exact: true });
  if ((await casino.textContent())?.includes('Select a casino')) await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await page.getByLabel('Money In', { exact: true }).fill(moneyIn);
  await page.getByLabel('Money Out', { exact: true }).fill('50');
  await page.getByLabel('Notes (optional)').fill(note);
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByRole('heading', { name: 'Start or Edit Gambling Session' })).toBeHidden();
}

test('offline: installed shell, cached reads, outbox of slot session writes synced exactly once, a conflict reported', async ({
  page,
  context,
  request,
}, testInfo) => {
  // A loaded machine can take longer than the default 10 s for the first signed-in render.
  await signUpNewPlayer(page, request, testInfo, 'offline', 'Olive').catch(async () => {
    await expect(page.getByRole('heading', { name: /^Welcome( back)?, Olive!$/ })).toBeVisible();
  });
  const { userId, token } = await storedSession(page);
  const api = rest(request, token);
  const [casino] = await serverState(api.get<{ id: string }[]>('casinos?select=id&name=eq.Bellagio&limit=1'), (rows) => rows.length === 1);
  const [machine] = await serverState(api.get<{ id: string }[]>('slot_machines?select=id&limit=1'), (rows) => rows.length === 1);
  const seed = (notes: string, coins_in: number) =>
    api.post<Row[]>('gambling_sessions', {
      user_id: userId,
      casino_id: casino.id,
      slot_machine_id: machine.id,
      session_date: localToday(),
      session_time: '08:00:00',
      coins_in,
      coins_out: 0,
      notes,
    });
  const [[editMe], [conflictMe], [deleteMe]] = [await seed('edit me', 111), await seed('conflict me', 222), await seed('delete me', 333)];

  const rowOf = (text: string) => page.getByRole('main').locator(testInfo.project.name === 'mobile' ? 'li' : 'tr', { hasText: text });

  // Installability: the manifest with its icons, and a service worker.
  // The app's own static files (not the API's state): one read each.
  // eslint-disable-next-line no-restricted-syntax
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Slot Play Tracker', short_name: 'Slot Play', start_url: '/', display: 'standalone', theme_color: '#065f46' });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  // eslint-disable-next-line no-restricted-syntax
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  await waitForServiceWorker(page);
  // Chromium's own installability check (manifest, icons, service worker with a fetch handler): no errors.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  await cdp.detach();

  // One online visit of the sessions list and the new-session form (their data is kept on the device).
  await page.goto('/sessions?tab=slot&new=slot');
  await page.getByRole('button', { name: 'Not Now' }).click();
  await expect(page.getByRole('combobox', { name: 'Slot Machine', exact: true })).toContainText('Select a slot machine');
  // The pickers' lists have loaded (they are kept for offline use).
  for (const [label, search, option] of [['Casino', 'Bellagio', /^Bellagio/], ['Slot Machine', 'buffalo gold', /^Buffalo Gold/]] as const) {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByPlaceholder(/^Search (casinos|slot machines)\.\.\.$/).fill(search);
    await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.goto('/sessions?tab=slot');
  await expect(rowOf('Bellagio')).toHaveCount(3);
  await expect.poll(() => savedQueryRoots(page, userId)).toContain('sessions/slot');
  await page.goto('/sessions?tab=casino');
  await expect(page.getByText('No casino sessions found. Create one to get started!')).toBeVisible();
  await expect.poll(() => savedQueryRoots(page, userId)).toContain('sessions/casino');
  await page.goto('/w2g/reports');
  await expect(page.getByText('No W2G jackpots recorded yet.')).toBeVisible();
  await expect.poll(() => savedQueryRoots(page, userId)).toContain('w2g_jackpots');
  await page.goto('/casinos');
  await expect(page.getByRole('article', { name: 'Bellagio' })).toBeVisible();
  // Everything read online so far is on the device before the page is left.
  await expect.poll(() => savedQueryRoots(page, userId)).toEqual(expect.arrayContaining(['casinos', 'sessions', 'w2g_jackpots', 'options']));
  await page.goto('/');
  // The home screen itself (its cards come once the first steps are known), not index.html's route shell,
  // which shows the greeting before any script.
  await expect(page.getByRole('heading', { name: 'Casino Play Stats' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back, Olive!' })).toBeVisible();
  const bar = page.getByRole('status', { name: 'Sync status' });
  await expect(bar).toBeHidden();

  // Offline: / and a deep link load, with the time of the data shown.
  await goOffline(page, context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Olive!' })).toBeVisible();
  await expect(bar).toContainText('Offline');
  await expect(bar).toContainText(/Last updated \d{1,2}:\d{2}/);
  await page.goto('/sessions?tab=slot');
  await expect(rowOf('Bellagio')).toHaveCount(3);
  await page.goto('/casinos');
  await expect(page.getByRole('article', { name: 'Bellagio' })).toBeVisible();
  await snap(page, testInfo, 'offline-casinos');
  await page.goto('/sessions?tab=slot');

  // Three new sessions, an edit, another edit (to be changed elsewhere meanwhile) and a delete: all wait.
  for (const [i, amount] of ['10', '20', '30'].entries()) await logSlotSession(page, amount, `offline ${i + 1}`);
  const editRow = async (money: string, newIn: string) => {
    await rowOf(money).getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Money In', { exact: true }).fill(newIn);
    await page.getByRole('button', { name: 'Update Session' }).click();
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  };
  await editRow('$111.00', '115');
  await editRow('$222.00', '225');
  await rowOf('$333.00').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(bar).toContainText('6 changes waiting to sync');
  await expect(page.getByText('Waiting to sync', { exact: true })).toHaveCount(5);
  await expect(rowOf('$333.00')).toHaveCount(0);

  // A casino visit started offline, with cash added to it twice.
  await page.goto('/sessions?tab=casino');
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Casino Session/ }).click();
  const visit = page.getByRole('dialog', { name: 'New Casino Session' });
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await visit.getByLabel('Starting Cash').fill('200');
  await visit.getByRole('button', { name: 'Save Session' }).click();
  await expect(visit).toBeHidden();
  await expect(rowOf('Bellagio')).toHaveCount(1);
  for (const amount of ['25', '35']) {
    await rowOf('Bellagio').getByRole('button', { name: 'Add Cash' }).click();
    const cash = page.getByRole('dialog', { name: 'Add Cash to Session' });
    await cash.getByLabel('Amount').fill(amount);
    await cash.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Marker' }).click();
    await cash.getByRole('button', { name: 'Add Cash' }).click();
    await expect(cash).toBeHidden();
  }
  // Total cash in 200 + 25 + 35, shown before the server has seen any of it.
  await expect(rowOf('Bellagio')).toContainText('$260.00');
  await expect(bar).toContainText('9 changes waiting to sync');

  // A W2G jackpot with its document photo, recorded offline: listed in Reports, marked.
  await page.goto('/w2g/new');
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await page.getByLabel('Amount').fill('4321');
  await page.getByLabel('Tax Withheld').fill('1037');
  await page.getByLabel('W2G document photo (optional)').setInputFiles({ name: 'w2g-form.png', mimeType: 'image/png', buffer: formPng() });
  await expect(page.getByRole('img', { name: 'Preview of the W2G document' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Jackpot' }).click();
  await expect(page.getByText('Saved on this device. It syncs when you are back online.')).toBeVisible();
  // Kept on the device, it opens where it is listed (marked).
  await expect(page.getByRole('dialog', { name: 'W2G Jackpot Details' })).toContainText('$4,321.00');
  await page.keyboard.press('Escape');
  await expect(bar).toContainText('10 changes waiting to sync');
  await page.goto('/w2g/reports');
  const jackpot = page.getByRole('main').locator(testInfo.project.name === 'mobile' ? 'li' : 'tr', { hasText: '$4,321.00' });
  await expect(jackpot).toContainText('Waiting to sync');
  await snap(page, testInfo, 'offline-w2g-outbox');

  // Still there after a reload without network (the photo too: it waits in IndexedDB as the file it was).
  await page.reload();
  await expect(jackpot).toContainText('Waiting to sync');
  await page.goto('/sessions?tab=casino');
  await expect(bar).toContainText('10 changes waiting to sync');
  await expect(rowOf('Bellagio')).toContainText('$260.00');
  await expect(page.getByText('Waiting to sync', { exact: true })).toHaveCount(1);
  await snap(page, testInfo, 'offline-visit-outbox');
  await page.goto('/sessions?tab=slot');
  await expect(page.getByText('Waiting to sync', { exact: true })).toHaveCount(5);
  await expect(rowOf('$115.00')).toBeVisible();
  await snap(page, testInfo, 'offline-outbox');

  // Signing out with unsynced changes asks first.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Sign out with unsynced changes?' })).toContainText('10 changes waiting to sync');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Meanwhile another device changes one of the edited sessions.
  const patched = await request.patch(`${API_URL}/rest/v1/gambling_sessions?id=eq.${conflictMe.id}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: { coins_in: 999 },
  });
  expect(patched.ok()).toBe(true);

  // The network drops in the middle of the sync: the first create reaches the server but its answer is lost.
  let dropped = 0;
  await page.route(`${API_URL}/rest/v1/gambling_sessions*`, async (route) => {
    if (route.request().method() === 'POST' && dropped === 0) {
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await context.setOffline(false);
  await expect(bar).toContainText('Slot session edit did not sync: This session was changed elsewhere', { timeout: 60_000 });
  await expect(bar).not.toContainText('waiting to sync');
  expect(dropped).toBe(1);

  const rows = await serverState(api.get<Row[]>(`gambling_sessions?select=id,coins_in,coins_out,notes&user_id=eq.${userId}&order=coins_in`), (r) => r.length === 5);
  expect(rows.map((r) => [Number(r.coins_in), r.notes])).toEqual([
    [10, 'offline 1'],
    [20, 'offline 2'],
    [30, 'offline 3'],
    [115, 'edit me'],
    [999, 'conflict me'],
  ]);
  expect(rows.some((r) => r.id === deleteMe.id || (r.id === editMe.id && Number(r.coins_in) !== 115))).toBe(false);
  await expectServer(
    api
      .get<{ starting_cash: number; additional_cash: { amount: number; note: string }[] }[]>(`casino_sessions?select=starting_cash,additional_cash&user_id=eq.${userId}`)
      .map((visits) => visits.map((v) => [Number(v.starting_cash), v.additional_cash.map((e) => Number(e.amount))])),
  ).toEqual([[200, [25, 35]]]);
  // The jackpot once, with its photo stored (uploaded before the row, under the jackpot's id).
  const jackpots = await serverState(
    api.get<{ id: string; amount: number; tax_withheld: number; images: string[] }[]>(`w2g_jackpots?select=id,amount,tax_withheld,images&user_id=eq.${userId}`),
    (rows) => rows.length > 0,
  );
  expect(jackpots.map((j) => [Number(j.amount), Number(j.tax_withheld), j.images.length])).toEqual([[4321, 1037, 1]]);
  expect(jackpots[0].images[0]).toMatch(new RegExp(`^${userId}/${jackpots[0].id}\\.(png|jpg|webp)$`));
  const photo = await serverState(getResponse(request, `${API_URL}/storage/v1/object/w2g-images/${jackpots[0].images[0]}`, serviceHeaders), (r) => r.status === 200);
  expect(photo.headers['content-type']).toMatch(/^image\/(png|jpeg|webp)/);
  expect(photo.body.length).toBeGreaterThan(100);

  // The refused edit stays until discarded; the list shows the server's truth.
  await expect(page.getByText('Not synced', { exact: true })).toHaveCount(1);
  await bar.getByRole('button', { name: 'Discard' }).click();
  await expect(bar).toBeHidden();
  await expect(rowOf('$999.00')).toBeVisible();
  await expect(page.getByText('Waiting to sync', { exact: true })).toHaveCount(0);
});
