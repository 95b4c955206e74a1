import { expect as baseExpect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from './clock';
import { ANON_KEY, storedSession } from './casinos-support';
import { localToday, pick, signUpNewPlayer } from './sessions-support';
import { API_URL, serverRows, snap } from './support';
import { expectServer, serverState } from './server';
import { goOffline } from './offline-support';

/**
 * Every press counts on slow casino Wi-Fi, and a row the server has acknowledged stays listed whatever
 * the network does next. The server is read with the service role (what was really stored).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 420_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh player with a casino session in progress at Bellagio and a live machine in it, through the API. */
async function playerAtAMachine(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  await signUpNewPlayer(page, request, testInfo, 'presses', 'Penny');
  const { userId, token } = await storedSession(page);
  const headers = {
    apikey: ANON_KEY,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const [casino] = await serverState(
    serverRows<{ id: string }>(request, 'casinos?select=id&name=eq.Bellagio&limit=1'),
    (rows) => rows.length === 1,
  );
  const [machine] = await serverState(serverRows<{ id: string }>(request, 'slot_machines?select=id&limit=1'), (rows) => rows.length === 1);
  const post = async (table: string, data: object) => {
    const res = await request.post(`${API_URL}/rest/v1/${table}`, { headers, data: { user_id: userId, casino_id: casino.id, ...data } });
    expect(res.ok(), table).toBe(true);
    return ((await res.json()) as { id: string }[])[0].id;
  };
  await post('casino_sessions', { arrival_date: localToday(), arrival_time: '00:01:00', starting_cash: 300 });
  const machineId = await post('gambling_sessions', {
    slot_machine_id: machine.id,
    session_date: localToday(),
    session_time: '00:02:00',
    coins_in: 0,
    coins_out: 0,
    is_live: true,
  });
  return machineId;
}

test('slow casino Wi-Fi (every API answer 0.7 s late): five fast taps on +$20 then Other $35 make $135, each press once; the same offline, then online', async ({
  page,
  context,
  request,
}, testInfo) => {
  const machineId = await playerAtAMachine(page, request, testInfo);
  const live = page.getByTestId('live-machine');
  const moneyIn = page.getByTestId('live-machine-money-in');
  /** What the server holds of the machine: money in, and the amount of each press (each entry's id once). */
  const stored = serverRows<{ coins_in: number; money_in_entries: { id: string; amount: number }[] }>(
    request,
    `gambling_sessions?id=eq.${machineId}&select=coins_in,money_in_entries`,
  ).map(([row]) => {
    const ids = new Set(row.money_in_entries.map((e) => e.id));
    return { moneyIn: Number(row.coins_in), presses: row.money_in_entries.map((e) => Number(e.amount)), distinctIds: ids.size };
  });
  await page.goto('/');
  await expect(moneyIn).toHaveText('$0.00');

  // From here every REST call waits 0.7 s before it goes (the answer is real).
  await page.route(`${API_URL}/rest/v1/**`, async (route) => {
    await sleep(700);
    await route.continue().catch(() => undefined);
  });
  const plus20 = live.getByRole('button', { name: 'Add $20 money in' });
  const tap = (button: Locator) => (testInfo.project.name === 'mobile' ? button.tap() : button.click());
  const pressAll = async () => {
    for (let i = 0; i < 5; i++) await tap(plus20);
    // No press waits for the one before: the button stays enabled, the card counts all five at once.
    await expect(plus20).toBeEnabled();
    await tap(live.getByRole('button', { name: 'Other' }));
    const other = page.getByRole('dialog', { name: 'Money in' });
    await other.getByLabel('Amount').fill('35');
    await other.getByRole('button', { name: 'Add money in' }).click();
    await expect(other).toBeHidden();
  };

  await pressAll();
  // 5 × $20 + $35 = $135.
  await expect(moneyIn).toHaveText('$135.00');
  await expectServer(stored).toEqual({ moneyIn: 135, presses: [20, 20, 20, 20, 20, 35], distinctIds: 6 });
  await expect(moneyIn).toHaveText('$135.00');
  await snap(page, testInfo, 'every-press-counts-135');

  // The same offline: shown at once, sent once each when the network is back.
  await goOffline(page, context);
  await pressAll();
  await expect(moneyIn).toHaveText('$270.00');
  await expect(live).toContainText('Waiting to sync');
  await expectServer(stored.map((s) => s.moneyIn)).toBe(135);
  await context.setOffline(false);
  await expectServer(stored, { timeout: 60_000 }).toEqual({
    moneyIn: 270,
    presses: [20, 20, 20, 20, 20, 35, 20, 20, 20, 20, 20, 35],
    distinctIds: 12,
  });
  await expect(live).not.toContainText('Waiting to sync');
  await expect(moneyIn).toHaveText('$270.00');
  await page.unroute(`${API_URL}/rest/v1/**`);
});

/** Fills and saves the new slot session form (the casino is preselected after the first). */
async function logSlotSession(page: Page, moneyIn: number) {
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();
  const casino = page.getByRole('combobox', { name: 'Casino', exact: true });
  if ((await casino.textContent())?.includes('Select a casino')) await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await page.getByLabel('Money In', { exact: true }).fill(String(moneyIn));
  await page.getByLabel('Money Out', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByRole('heading', { name: 'Start or Edit Gambling Session' })).toBeHidden();
}

test('30 slot sessions saved offline, back online, the API stopped after the first five answers and restarted: the answered rows stay listed throughout, the rest sync once', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signUpNewPlayer(page, request, testInfo, 'drop', 'Dora');
  const { userId } = await storedSession(page);
  const bar = page.getByRole('status', { name: 'Sync status' });
  const marks = page.getByRole('main').getByText('Waiting to sync', { exact: true });
  const shown = page.getByText(/^Showing \d+ sessions?$/);
  const onServer = serverRows<{ coins_in: number }>(request, `gambling_sessions?user_id=eq.${userId}&select=coins_in&order=coins_in`).map(
    (rows) => rows.map((r) => Number(r.coins_in)),
  );
  // The pickers' lists are on the device once the form was opened online.
  await page.goto('/sessions?tab=slot&new=slot');
  await page.getByRole('button', { name: 'Not Now' }).click();
  await expect(page.getByRole('combobox', { name: 'Slot Machine', exact: true })).toContainText('Select a slot machine');
  await page.goto('/sessions?tab=slot');
  await expect(page.getByText('No slot sessions found. Start one to get started!')).toBeVisible();

  await goOffline(page, context);
  for (let i = 1; i <= 30; i++) await logSlotSession(page, i);
  await expect(bar).toContainText('30 changes waiting to sync');
  await expect(shown).toHaveText('Showing 30 sessions');
  await expect(marks).toHaveCount(30);

  // The API answers five of the writes, then stops (every request fails, the health probe too) until restarted.
  let answered = 0;
  let stopped = false;
  await page.route(`${API_URL}/**`, async (route) => {
    if (stopped) return route.abort('connectionrefused');
    const req = route.request();
    if (req.method() === 'POST' && req.url().includes('/rest/v1/gambling_sessions')) {
      const response = await route.fetch();
      await route.fulfill({ response });
      answered += 1;
      if (answered === 5) stopped = true;
      return;
    }
    await route.continue().catch(() => undefined);
  });
  await context.setOffline(false);
  await expect.poll(() => answered).toBe(5);
  await expectServer(onServer).toEqual([1, 2, 3, 4, 5]);

  // While the API is down: every row stays listed, the five answered ones without the mark.
  const allListed = async () => {
    await expect(shown).toHaveText('Showing 30 sessions');
    await expect(marks).toHaveCount(25);
    for (const i of [1, 5, 6, 30]) await expect(page.getByRole('main').getByText(`$${i}.00`).first()).toBeVisible();
  };
  await allListed();
  await expect(bar).toContainText('Offline');
  await allListed();
  await snap(page, testInfo, 'every-press-counts-api-down');
  // A reload meanwhile: the answered rows come back from the device's cache, the waiting ones from the outbox.
  await page.reload();
  await expect(bar).toContainText('25 changes waiting to sync');
  await allListed();
  await expectServer(onServer).toEqual([1, 2, 3, 4, 5]);

  // The API restarted: the other 25 sync, each once.
  stopped = false;
  await page.unroute(`${API_URL}/**`);
  await expect(bar).toBeHidden({ timeout: 120_000 });
  await expectServer(onServer).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  await expect(shown).toHaveText('Showing 30 sessions');
  await expect(marks).toHaveCount(0);
});
