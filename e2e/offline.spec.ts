import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storedSession } from './casinos-support';
import { localToday, signUpNewPlayer } from './sessions-support';
import { API_URL, snap } from './support';

// The one spec that lets the service worker run (playwright.config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

const ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';

/** supabase REST as the signed-in player. */
function rest(request: APIRequestContext, token: string) {
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };
  return {
    get: async <T>(query: string) => {
      const res = await request.get(`${API_URL}/rest/v1/${query}`, { headers });
      expect(res.ok(), `GET ${query}`).toBe(true);
      return (await res.json()) as T;
    },
    post: async <T>(table: string, body: unknown) => {
      const res = await request.post(`${API_URL}/rest/v1/${table}`, { headers, data: body });
      expect(res.ok(), `POST ${table}`).toBe(true);
      return (await res.json()) as T;
    },
  };
}

/** Waits until the service worker controls the page's scope and has precached the shell. */
async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 30_000 })
    .toBe(true);
}

test('offline: the installed shell opens / and a deep link, cached data shows with its time, the sync bar tells the state', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signUpNewPlayer(page, request, testInfo, 'offline', 'Olive');
  const { userId, token } = await storedSession(page);
  const api = rest(request, token);
  const [casino] = await api.get<{ id: string }[]>('casinos?select=id&name=eq.Bellagio&limit=1');
  const [machine] = await api.get<{ id: string }[]>('slot_machines?select=id&limit=1');
  await api.post('gambling_sessions', {
    user_id: userId,
    casino_id: casino.id,
    slot_machine_id: machine.id,
    session_date: localToday(),
    session_time: '20:00:00',
    coins_in: 300,
    coins_out: 450,
    notes: 'Seen offline',
  });

  // Installability: the manifest with its icons, and a service worker.
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Slot Play Tracker', short_name: 'Slot Play', start_url: '/', display: 'standalone', theme_color: '#065f46' });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  await waitForServiceWorker(page);

  // One online visit of the lists (their data is saved on the device).
  await page.goto('/sessions');
  await page.getByRole('tab', { name: 'Slot Sessions' }).click();
  await expect(page.getByRole('main').getByText('Bellagio').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Sync status' })).toBeHidden();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Olive!' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Olive!' })).toBeVisible();
  const bar = page.getByRole('status', { name: 'Sync status' });
  await expect(bar).toContainText('Offline');
  await expect(bar).toContainText(/Last updated \d{1,2}:\d{2}/);

  // A deep link typed while offline.
  await page.goto('/sessions');
  await page.getByRole('tab', { name: 'Slot Sessions' }).click();
  await expect(page.getByRole('main').getByText('Bellagio').first()).toBeVisible();
  await expect(bar).toContainText('Offline');
  await snap(page, testInfo, 'offline-sessions');

  await context.setOffline(false);
  await expect(bar).toBeHidden();
});
