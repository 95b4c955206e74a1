import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { clockNow, newPinnedContext, test } from './clock';
import { expectServer, serverState } from './server';
import { serviceHeaders, storedSession } from './casinos-support';
import { localToday, PASSWORD, pick, signUpNewPlayer } from './sessions-support';
import { API_URL, axeClean, phoneOnly, serverRows, signIn, snap } from './support';
import { goOffline, waitForServiceWorker } from './offline-support';

/**
 * At the casino: the casino session in progress on the home card, a live machine (start, money in,
 * cash out) offline through the outbox, a jackpot from the card, a reload and a second device, and two devices
 * pressing Cash out at once. The server is read with the service role at the end (what was really stored).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
phoneOnly('at-the-casino', 'the floor is a phone screen (390×844)');

/** Starts a casino session at Bellagio with `cash` through the Sessions page, then opens home. */
async function arrive(page: Page, cash: string) {
  await page.goto('/sessions?tab=casino');
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Casino Session/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Casino Session' });
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await dialog.getByLabel('Starting Cash').fill(cash);
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/');
}

/** Starts a live machine (Buffalo Gold) from the home card. */
async function startMachine(page: Page) {
  await card(page).getByRole('button', { name: 'Start a machine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a machine' });
  await expect(dialog.getByRole('combobox', { name: 'Casino', exact: true })).toContainText('Bellagio');
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(live(page)).toBeVisible();
}

const card = (page: Page) => page.getByTestId('casino-session-card');
const live = (page: Page) => page.getByTestId('live-machine');
const moneyIn = (page: Page) => page.getByTestId('live-machine-money-in');

async function cashOutDialog(page: Page, ticket: string) {
  await live(page).getByRole('button', { name: 'Cash out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cash out' });
  await dialog.getByLabel('Ticket value').fill(ticket);
  return dialog;
}

async function signedInPlayer(page: Page, request: APIRequestContext, testInfo: TestInfo, tag: string) {
  const email = await signUpNewPlayer(page, request, testInfo, tag, 'Flo');
  const { userId } = await storedSession(page);
  return { email, userId };
}

test.describe('offline on the floor', () => {
  // The installed app (its service worker has every screen's code): offline, the Jackpot's form opens from it.
  test.use({ serviceWorkers: 'allow' });

  test('a casino session on the floor: arrive, start a machine, money in ×3, offline cash out and jackpot, back online: stored once', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const { userId } = await signedInPlayer(page, request, testInfo, 'floor');
    await waitForServiceWorker(page);
    // The jackpot form's code and lists are fetched once online (offline, this page session reuses them).
    await page.goto('/w2g/new');
    await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
    await arrive(page, '200');

    await expect(card(page)).toContainText('Casino session in progress');
    await expect(card(page).getByRole('heading', { name: 'Bellagio' })).toBeVisible();
    await expect(page.getByTestId('casino-session-cash-in')).toHaveText('$200.00');
    // The time since arrival ticks (every second).
    const elapsed = page.getByTestId('casino-session-elapsed');
    const first = await elapsed.textContent();
    expect(first).toMatch(/^(\d+ min )?\d+ s$/);
    await expect(elapsed).not.toHaveText(first!);

    await startMachine(page);
    await expect(live(page)).toContainText('Buffalo Gold');
    await expect(moneyIn(page)).toHaveText('$0.00');
    // Money in three times: +$20, +$100 and Other $50.
    await live(page).getByRole('button', { name: 'Add $20 money in' }).click();
    await expect(moneyIn(page)).toHaveText('$20.00');
    await live(page).getByRole('button', { name: 'Add $100 money in' }).click();
    await expect(moneyIn(page)).toHaveText('$120.00');
    await live(page).getByRole('button', { name: 'Other' }).click();
    const other = page.getByRole('dialog', { name: 'Money in' });
    await other.getByLabel('Amount').fill('50');
    await other.getByRole('button', { name: 'Add money in' }).click();
    await expect(other).toBeHidden();
    await expect(moneyIn(page)).toHaveText('$170.00');
    const timer = page.getByTestId('live-machine-timer');
    const t1 = await timer.textContent();
    await expect(timer).not.toHaveText(t1!);

    await axeClean(page, 'home with the casino session card and a live machine');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/at-the-casino-home-card-360.png` });
    await page.setViewportSize({ width: 390, height: 844 });

    // The compact bar on another screen, above the bottom bar; a tap opens the card.
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sessions' }).click();
    const bar = page.getByTestId('floor-bar');
    // The casino, and under it the game's full name.
    await expect(bar).toContainText('Bellagio');
    await expect(bar).toContainText('Buffalo Gold');
    await expect(bar).toContainText('$200.00 in');
    await snap(page, testInfo, 'at-the-casino-floor-bar');
    await bar.click();
    await expect(card(page)).toBeVisible();

    // Offline: cash out with a $250 ticket, then a jackpot from the card.
    await goOffline(page, context);
    const dialog = await cashOutDialog(page, '250');
    await dialog.getByRole('button', { name: 'Cash out' }).click();
    await expect(dialog).toBeHidden();
    await expect(live(page)).toBeHidden();
    await expect(card(page).getByRole('button', { name: 'Start a machine' })).toBeVisible();
    await card(page).getByRole('button', { name: 'Jackpot', exact: true }).click();
    await expect(page).toHaveURL(/\/w2g\/new\?/);
    await expect(page.getByRole('combobox', { name: 'Casino', exact: true })).toContainText('Bellagio');
    await expect(page.getByRole('combobox', { name: 'Slot Machine (optional)', exact: true })).toContainText('Buffalo Gold');
    await expect(page.getByLabel('Date')).toHaveValue(localToday());
    await page.getByLabel('Amount').fill('1500');
    await page.getByRole('button', { name: 'Save Jackpot' }).click();
    await expect(page.getByText('Saved on this device. It syncs when you are back online.').first()).toBeVisible();

    await context.setOffline(false);
    const sync = page.getByRole('status', { name: 'Sync status' });
    await expect(sync).toBeHidden({ timeout: 60_000 });

    // What the server holds: one casino session, one slot session 170 in / 250 out with start and end, one W2G.
    type Slot = {
      coins_in: number;
      coins_out: number;
      net_result: number;
      is_live: boolean;
      session_date: string;
      session_time: string;
      end_date: string;
      end_time: string;
      slot_machine_id: string;
    };
    const slots = await serverState(
      serverRows<Slot>(request, `gambling_sessions?user_id=eq.${userId}&select=*`),
      (rows) => rows.length === 1 && !rows[0].is_live,
    );
    expect(
      slots.map((s) => [Number(s.coins_in), Number(s.coins_out), Number(s.net_result), s.is_live, s.session_date, s.end_date]),
    ).toEqual([[170, 250, 80, false, localToday(), localToday()]]);
    expect(slots[0].session_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(slots[0].end_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(slots[0].end_time >= slots[0].session_time).toBe(true);
    await expectServer(
      serverRows<{ starting_cash: number; final_cash: number | null }>(request, `casino_sessions?user_id=eq.${userId}&select=*`).map(
        (rows) => rows.map((v) => [Number(v.starting_cash), v.final_cash]),
      ),
    ).toEqual([[200, null]]);
    // The jackpot is queued behind the cash out, so it may reach the server a moment after the session ends.
    await expectServer(
      serverRows<{ amount: number; slot_machine_id: string; jackpot_date: string }>(
        request,
        `w2g_jackpots?user_id=eq.${userId}&select=*`,
      ).map((rows) => rows.map((j) => [Number(j.amount), j.slot_machine_id, j.jackpot_date])),
    ).toEqual([[1500, slots[0].slot_machine_id, localToday()]]);

    // End the casino session: final cash, departure now.
    await page.goto('/');
    await card(page).getByRole('button', { name: 'End session' }).click();
    const end = page.getByRole('dialog', { name: 'End Casino Session' });
    await end.getByLabel('Final cash').fill('330');
    await end.getByRole('button', { name: 'End Session' }).click();
    await expect(card(page)).toBeHidden();
    // The card goes at once and the end is sent after it: the server is read until the end has arrived.
    const ended = await serverState(
      serverRows<{ final_cash: number | null; departure_date: string; departure_time: string }>(
        request,
        `casino_sessions?user_id=eq.${userId}&select=*`,
      ),
      (rows) => rows.length === 1 && rows[0].final_cash !== null,
    );
    expect(ended.map((v) => [Number(v.final_cash), v.departure_date])).toEqual([[330, localToday()]]);
    expect(ended[0].departure_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // The slot list shows the start and end times in the app's one time format (en-US here: 9:05 PM).
    const clock = (t: string) => {
      const [h, m] = t.split(':').map(Number);
      return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    };
    await page.goto('/sessions?tab=slot');
    await expect(page.getByRole('main').locator('li', { hasText: 'Buffalo Gold' })).toContainText(
      `${clock(slots[0].session_time)}–${clock(slots[0].end_time)}`,
    );

    // Deleting the casino session: the spec's question, then what it holds (its slot session, and the
    // W2G when its time is inside the casino session's hours: the form's time has minutes only), deleted with it on request.
    await page.getByRole('tab', { name: 'Casino Sessions' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this session?');
    await expect(confirm).toContainText(/It holds 1 slot session( and 1 W2G)?\./);
    const withW2g = ((await confirm.textContent()) ?? '').includes('1 W2G');
    await axeClean(page, 'the delete question with what the casino session holds', '[role="alertdialog"]');
    await confirm.getByRole('checkbox', { name: 'Delete them with it' }).check();
    await expect(confirm).toContainText('They will be deleted too, also from Reports and Tax Year.');
    await snap(page, testInfo, 'at-the-casino-delete-with-play');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Casino session deleted successfully')).toBeVisible();
    await expectServer(serverRows(request, `casino_sessions?user_id=eq.${userId}&select=id`)).toEqual([]);
    await expectServer(serverRows(request, `gambling_sessions?user_id=eq.${userId}&select=id`)).toEqual([]);
    await expectServer(serverRows(request, `w2g_jackpots?user_id=eq.${userId}&select=id`)).toHaveLength(withW2g ? 0 : 1);
  });
});

test('a live machine survives a reload and shows on a second device; two devices press Cash out: one wins, the other is told', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { email, userId } = await signedInPlayer(page, request, testInfo, 'race');
  await arrive(page, '100');
  await startMachine(page);
  await live(page).getByRole('button', { name: 'Add $20 money in' }).click();
  await expect(moneyIn(page)).toHaveText('$20.00');

  // While a machine runs, the card offers no second start.
  await expect(card(page).getByRole('button', { name: 'Start a machine' })).toHaveCount(0);

  await page.reload();
  await expect(live(page)).toContainText('Buffalo Gold');
  await expect(moneyIn(page)).toHaveText('$20.00');
  // The card arrives after the greeting has painted: it goes under it, and the cards below wait for it, so
  // nothing on the screen jumps (the page's layout shifts add up to less than 0.1, the "good" line).
  await expect(page.getByRole('heading', { name: 'Casino Play Stats' })).toBeVisible();
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((t, e) => t + (e as unknown as { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  expect(shifted).toBeLessThan(0.1);
  await page.setViewportSize({ width: 360, height: 800 });
  await live(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/at-the-casino-live-session-360.png` });
  await page.setViewportSize({ width: 390, height: 844 });

  const other = await newPinnedContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const tablet = await other.newPage();
  await signIn(tablet, email, PASSWORD);
  await expect(tablet.getByRole('heading', { name: 'Welcome back, Flo!' })).toBeVisible();
  await expect(live(tablet)).toContainText('Buffalo Gold');
  await expect(moneyIn(tablet)).toHaveText('$20.00');

  // Both press Cash out at the same moment with different tickets.
  const [phoneDialog, tabletDialog] = [await cashOutDialog(page, '60'), await cashOutDialog(tablet, '75')];
  await Promise.all([
    phoneDialog.getByRole('button', { name: 'Cash out' }).click(),
    tabletDialog.getByRole('button', { name: 'Cash out' }).click(),
  ]);
  const told = 'This machine was already cashed out, perhaps on another device.';
  const outcome = async (p: Page) => {
    await expect(
      p
        .getByText('Cashed out', { exact: true })
        .or(p.getByText(told, { exact: false }))
        .first(),
    ).toBeVisible();
    return (await p.getByText(told, { exact: false }).count()) > 0 ? 'told' : 'won';
  };
  const results = [await outcome(page), await outcome(tablet)];
  expect(results.sort()).toEqual(['told', 'won']);
  // Both now show the truth: no live machine.
  await expect(live(page)).toBeHidden();
  await expect(live(tablet)).toBeHidden();

  // One row, not live, with the winner's ticket (the phone's 60 if the phone won, else the tablet's 75).
  const phoneWon = (await page.getByText(told, { exact: false }).count()) === 0;
  await expectServer(
    serverRows<{ coins_in: number; coins_out: number; is_live: boolean }>(request, `gambling_sessions?user_id=eq.${userId}&select=*`).map(
      (rows) => rows.map((r) => [Number(r.coins_in), Number(r.coins_out), r.is_live]),
    ),
  ).toEqual([[20, phoneWon ? 60 : 75, false]]);
  await other.close();
});

test('bad input at the machine: a start in the future and a second live machine get a clear message', async ({
  page,
  request,
}, testInfo) => {
  const { userId } = await signedInPlayer(page, request, testInfo, 'bad');
  await arrive(page, '50');
  await card(page).getByRole('button', { name: 'Start a machine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a machine' });
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  const later = new Date(clockNow() + 2 * 3_600_000);
  await dialog.getByLabel('Start date').fill(localToday());
  const hhmm = `${String(later.getHours()).padStart(2, '0')}:${String(later.getMinutes()).padStart(2, '0')}`;
  // Two hours ahead may cross midnight: then the date moves too.
  if (later.getDate() !== new Date(clockNow()).getDate()) {
    const d = later;
    await dialog
      .getByLabel('Start date')
      .fill(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
  }
  await dialog.getByLabel('Start time').fill(hhmm);
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog.getByText('The start time cannot be in the future.')).toBeVisible();
  await axeClean(page, 'start a machine dialog with an error');

  // Another device started a machine meanwhile (the row is on the server; this screen has not seen it yet).
  const token = (await storedSession(page)).token;
  const [casino] = await serverState(
    serverRows<{ id: string }>(request, 'casinos?select=id&name=eq.Bellagio&limit=1'),
    (rows) => rows.length === 1,
  );
  const made = await request.post(`${API_URL}/rest/v1/gambling_sessions`, {
    headers: { ...serviceHeaders, Authorization: `Bearer ${token}` },
    data: { user_id: userId, casino_id: casino.id, is_live: true, session_date: localToday(), session_time: '00:00:00' },
  });
  expect(made.ok()).toBe(true);
  await dialog.getByLabel('Start date').fill(localToday());
  await dialog.getByLabel('Start time').fill('00:01');
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('You already have a machine running. Cash it out first, then start the next one.')).toBeVisible();
  // Nothing lost: still one live machine, and the card shows it now (the lists refetched after the refusal).
  await expectServer(
    serverRows<{ is_live: boolean }>(request, `gambling_sessions?user_id=eq.${userId}&select=is_live`).map((rows) =>
      rows.map((r) => r.is_live),
    ),
  ).toEqual([true]);
  await expect(dialog).toBeVisible();
});

test('slow casino Wi-Fi (every API answer 1.5 s late): Start, +$20, Cash out and End session each save once, double presses included', async ({
  page,
  request,
}, testInfo) => {
  const { userId } = await signedInPlayer(page, request, testInfo, 'slow');
  await arrive(page, '300');
  await expect(card(page)).toContainText('Casino session in progress');
  // From here every REST call waits 1.5 s before it goes (the answer is real).
  await page.route(`${API_URL}/rest/v1/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });

  await card(page).getByRole('button', { name: 'Start a machine' }).click();
  const start = page.getByRole('dialog', { name: 'Start a machine' });
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await start.getByRole('button', { name: 'Start', exact: true }).dblclick();
  await expect(start).toBeHidden();
  await expect(live(page)).toContainText('Buffalo Gold');

  // One press, one $20 (its answer is slow, the figure is not).
  await live(page).getByRole('button', { name: 'Add $20 money in' }).click();
  await expect(moneyIn(page)).toHaveText('$20.00');
  await live(page).getByRole('button', { name: 'Add $100 money in' }).click();
  await expect(moneyIn(page)).toHaveText('$120.00');

  const cashOut = await cashOutDialog(page, '90');
  await cashOut.getByRole('button', { name: 'Cash out' }).dblclick();
  await expect(cashOut).toBeHidden();
  await expect(live(page)).toBeHidden();

  await card(page).getByRole('button', { name: 'End session' }).click();
  const end = page.getByRole('dialog', { name: 'End Casino Session' });
  await end.getByLabel('Final cash').fill('270');
  await end.getByRole('button', { name: 'End Session' }).dblclick();
  await expect(card(page)).toBeHidden({ timeout: 30_000 });
  await page.unroute(`${API_URL}/rest/v1/**`);

  // What the server holds once everything has answered: one slot session 120 in / 90 out, ended; one casino
  // session 300 → 270, ended.
  await expectServer(
    serverRows<{ coins_in: number; coins_out: number; is_live: boolean }>(request, `gambling_sessions?user_id=eq.${userId}&select=*`).map(
      (rows) => rows.map((r) => [Number(r.coins_in), Number(r.coins_out), r.is_live]),
    ),
  ).toEqual([[120, 90, false]]);
  // The card goes at once (the end is shown before the server answers): the end is polled too, queued behind the
  // cash out it follows.
  await expectServer(
    serverRows<{ starting_cash: number; final_cash: number; departure_date: string | null }>(
      request,
      `casino_sessions?user_id=eq.${userId}&select=*`,
    ).map((rows) => rows.map((v) => [Number(v.starting_cash), Number(v.final_cash), v.departure_date])),
  ).toEqual([[300, 270, localToday()]]);
});
