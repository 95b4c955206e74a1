import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './clock';
import { pdfTextRuns } from '../supabase/functions/export-w2g-pdf/test-pdf-text';
import { serviceHeaders, signUpPlayer, storedSession } from './casinos-support';
import { expectServer, getJson, serverState } from './server';
import { API_URL, axeClean, phoneOnly, snap } from './support';
import { download } from './w2g-support';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 420_000 });

/**
 * Figures that add up where a Reno player reads them, on a phone (390 and 360 px), taps only. The clock is
 * pinned to Friday 2026-03-13, 19:25 (after the evening's machine started, 19:10: a cash out before it is refused).
 * Records planted as the app writes them (two casinos made for the test, P and A), then the evening at A played on
 * the phone:
 *
 *   S1 03-10 P, Buffalo Gold:                    coin in 200, money out 180                      -> -20
 *   S2 03-11 P, Lightning Link - Happy Lantern:  coin in 150, money out 100                      -> -50
 *   S3 03-12 P, Buffalo Gold:                    coin in 100, money out 160                      -> +60
 *   03-13 A: a casino session V from 19:00 with $300, a live Lightning Link - Happy Lantern S4 from 19:10 with $40;
 *   on the phone: "Other" $25 of free play (coin in 65, of it 25 free play: own money in 40); the card's Jackpot:
 *   a $2,500 hand pay, a W-2G in 2026 (threshold $2,000), back at the card, its jackpot counter 1; Cash out with a
 *   $33 ticket: S4 = 33 - 65 + 25 + 2,500 = +2,493; End session with $2,793 (300 - 40 + 33 + 2,500): V +2,493.
 *   A trip "Reno trip" 03-10 .. 03-13.
 *
 * Every screen adds up (money out - coin in + free play + hand pays = net):
 *   Home, This Month: Coin In $515, Coin Out $473 (180 + 100 + 160 + 33), Net +$2,483:
 *     473 - 515 + 25 + 2,500 = 2,483 = -20 - 50 + 60 + 2,493. Casino Sessions: 1 visit, $300 in, $2,793 out, +$2,493.
 *     Most Won Casino A (+2,493; P is -10 overall); Most Won Slot "Lightning Link - Happy Lantern" (-50 + 2,493),
 *     its full name, not its family "Lightning Link".
 *   Sessions: each card, e.g. S4 "money out $33.00 − coin in $65.00 + free play $25.00 + hand pays $2,500.00 = net +$2,493.00".
 *   Insights, this year: own money in 490 (515 - 25), money out + hand pays 2,973 (473 + 2,500), net +2,483.
 *   Trip page: slot sessions 473 - 515 + 25 + 2,500 = +2,483.00; gambling net +$2,483.00 (V's cash, +2,493, holds S4's
 *     +2,493: the same), so no difference is said.
 *   Tax Year 2026: sessions -20, -50, +60 (P) and +2,493 (A): report $2,553.00; 1 form, $2,500.00; "Your $2,500.00
 *     W-2G, less $7.00 of losses on that day at that casino, plus $60.00 won in a session without a W-2G: $2,553.00
 *     to report." (2,500 - 7 + 60); deductible 90% x 70 = $63.00.
 *   Diary PDF: S4 lost $7.00 of the player's own money (33 - 40), free play $25.00 listed apart; gains $2,553.00,
 *     losses $70.00, net $2,483.00.
 */
phoneOnly('figures', 'the issue reads the figures on a phone, 390 and 360 px, taps only');

const NOW = new Date(2026, 2, 13, 19, 25);
const LANTERN = 'Lightning Link - Happy Lantern';

type Ids = { P: { id: string; name: string }; A: { id: string; name: string }; userId: string; S4: string };

async function plant(request: APIRequestContext, page: Page): Promise<Ids> {
  const { userId, token } = await storedSession(page);
  // Casino names unique to this player (no clock read): the id's first part.
  const tag = userId.slice(0, 8);
  const asPlayer = { apikey: serviceHeaders.apikey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const post = async <T>(path: string, data: unknown, headers: Record<string, string> = asPlayer) => {
    const res = await request.post(`${API_URL}/rest/v1/${path}`, { headers: { ...headers, Prefer: 'return=representation' }, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const [P, A] = await post<{ id: string; name: string }[]>(
    'casinos',
    [
      { name: `Peppermill Resort Spa Casino ${tag}`, street_address: '2707 S Virginia St', city: 'Reno', state: 'NV', zip_code: '89502' },
      { name: `Atlantis Casino Resort Spa ${tag}`, street_address: '3800 S Virginia St', city: 'Reno', state: 'NV', zip_code: '89502' },
    ],
    serviceHeaders,
  );
  const machine = async (name: string) => {
    const read = getJson<{ id: string }[]>(
      request,
      `${API_URL}/rest/v1/slot_machines?select=id&name=eq.${encodeURIComponent(name)}&added_by=is.null`,
      serviceHeaders,
    );
    return (await serverState(read, (rows) => rows.length === 1))[0].id;
  };
  const [buffalo, lantern] = [await machine('Buffalo Gold'), await machine(LANTERN)];
  const slot = (casino: string, m: string, date: string, time: string, coinsIn: number, coinsOut: number, live = false) => ({
    user_id: userId,
    casino_id: casino,
    slot_machine_id: m,
    session_date: date,
    session_time: time,
    coins_in: coinsIn,
    coins_out: coinsOut,
    is_live: live,
  });
  await post('gambling_sessions', [
    slot(P.id, buffalo, '2026-03-10', '14:00:00', 200, 180),
    slot(P.id, lantern, '2026-03-11', '15:00:00', 150, 100),
    slot(P.id, buffalo, '2026-03-12', '16:00:00', 100, 160),
  ]);
  await post('casino_sessions', [
    { user_id: userId, casino_id: A.id, arrival_date: '2026-03-13', arrival_time: '19:00:00', starting_cash: 300 },
  ]);
  const [S4] = await post<{ id: string }[]>('gambling_sessions', [slot(A.id, lantern, '2026-03-13', '19:10:00', 40, 0, true)]);
  await post('trips', [{ user_id: userId, name: 'Reno trip', start_date: '2026-03-10', end_date: '2026-03-13' }]);
  return { P, A, userId, S4: S4.id };
}

/** Rows as the server holds them, read through e2e/server.ts (polled until the expected state arrives). */
const serverRows = <T>(request: APIRequestContext, query: string) => getJson<T[]>(request, `${API_URL}/rest/v1/${query}`, serviceHeaders);

/** The element's words are all on screen: no ellipsis, nothing past the right edge, no word broken across lines. */
async function wholeWords(locator: Locator) {
  const cut = await locator.evaluate((el) => {
    const cs = getComputedStyle(el);
    const ellipsis = cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth;
    const past = el.getBoundingClientRect().right > window.innerWidth;
    // Each word on one line: a range over the word has one client rect per line it is on.
    const text = el.firstChild;
    let broken = false;
    if (text && text.nodeType === Node.TEXT_NODE) {
      const words = (text.textContent ?? '').matchAll(/\S+/g);
      for (const w of words) {
        const range = document.createRange();
        range.setStart(text, w.index);
        range.setEnd(text, w.index + w[0].length);
        if (new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size > 1) broken = true;
      }
    }
    return ellipsis || past || broken;
  });
  expect(cut, 'words cut').toBe(false);
}

/**
 * Nothing on the page is wider than the screen. Against the width set, not innerWidth: a phone widens its layout to
 * hold what overflows (innerWidth grows with it), and its fixed bottom bar then no longer takes taps where it is drawn.
 */
const fits = (page: Page) => {
  const width = page.viewportSize()?.width ?? 0;
  return expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

const menu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Account menu' }).tap();
  await page.getByRole('menuitem', { name: item }).tap();
};
const bottom = (page: Page, item: string) => page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: item }).tap();

/** Home's This Month: the spec's labels, and the line under them that makes them add up. */
async function readHome(page: Page, ids: Ids) {
  await bottom(page, 'Home');
  const panel = page.getByRole('tabpanel', { name: 'This Month' });
  const stat = (block: string, label: string) =>
    panel
      .getByRole('region', { name: block })
      .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(stat('Slot Play Sessions', 'Sessions')).toHaveText('4');
  await expect(stat('Slot Play Sessions', 'Coin In')).toHaveText('$515');
  await expect(stat('Slot Play Sessions', 'Coin Out')).toHaveText('$473');
  await expect(stat('Slot Play Sessions', 'Net')).toHaveText('+$2,483');
  // 473 - 515 + 25 + 2,500 = +2,483.
  await expect(panel.getByTestId('home-slot-sum')).toHaveText(
    'Coin Out $473.00 − Coin In $515.00 + free play $25.00 + hand pays $2,500.00 = Net +$2,483.00',
  );
  await expect(stat('Casino Sessions', 'Visits')).toHaveText('1');
  await expect(stat('Casino Sessions', 'Cash In')).toHaveText('$300');
  await expect(stat('Casino Sessions', 'Cash Out')).toHaveText('$2,793');
  await expect(stat('Casino Sessions', 'Net')).toHaveText('+$2,493');
  const mostWon = (label: string) => panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(mostWon('Most Won Casino:')).toHaveText(ids.A.name);
  await expect(mostWon('Most Won Slot:')).toHaveText(LANTERN);
}

/** Sessions: each slot session's money in the app's words, adding up to its net. */
async function readSessions(page: Page, ids: Ids) {
  await bottom(page, 'Sessions');
  await page.getByRole('tab', { name: 'Slot Sessions' }).tap();
  const list = page.getByRole('list', { name: 'Slot sessions' });
  const card = (casino: string, date: string) => list.getByRole('listitem').filter({ hasText: casino }).filter({ hasText: date });
  const sums = [
    [ids.A.name, 'Mar 13, 2026', 'money out $33.00 − coin in $65.00 + free play $25.00 + hand pays $2,500.00 = net +$2,493.00'],
    [ids.P.name, 'Mar 12, 2026', 'money out $160.00 − coin in $100.00 = net +$60.00'],
    [ids.P.name, 'Mar 11, 2026', 'money out $100.00 − coin in $150.00 = net -$50.00'],
    [ids.P.name, 'Mar 10, 2026', 'money out $180.00 − coin in $200.00 = net -$20.00'],
  ];
  for (const [casino, date, sum] of sums) await expect(card(casino, date).getByTestId('slot-session-sum')).toHaveText(sum);
  await expect(card(ids.A.name, 'Mar 13, 2026')).toContainText(LANTERN);
}

/** Insights, this year: own money in, money out with the hand pays, net (2,973 - 490 = 2,483). */
async function readInsights(page: Page) {
  await menu(page, 'Insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${name.replace(/[+]/g, '\\+')} `) }).first();
  await expect(row('Own money in')).toContainText('$490');
  await expect(row('Money out + hand pays')).toContainText('$2,973');
  await expect(row('Net')).toContainText('+$2,483');
  await expect(row('Sessions')).toContainText('4');
}

/** The trip page: the slot sessions add up, and the gambling net beside them is the same here. */
async function readTrip(page: Page) {
  await menu(page, 'Trips');
  await page
    .getByRole('list', { name: 'Trips' })
    .getByRole('link', { name: /Reno trip/ })
    .tap();
  await expect(page.getByTestId('trip-money-in')).toHaveText('$515.00');
  await expect(page.getByTestId('trip-free-play')).toHaveText('$25.00');
  await expect(page.getByTestId('trip-money-out')).toHaveText('$473.00');
  await expect(page.getByTestId('trip-hand-pays')).toHaveText('$2,500.00');
  await expect(page.getByTestId('trip-slot-sum')).toHaveText(
    'Slot sessions: money out $473.00 − coin in $515.00 + free play $25.00 + hand pays $2,500.00 = slot net +$2,483.00',
  );
  await expect(page.getByTestId('trip-gambling-net')).toHaveText('+$2,483.00');
  // No costs: the whole result is the gambling net, whole on the screen at 360 px too (never "+$2,483…").
  await expect(page.getByTestId('trip-whole-result')).toHaveText('+$2,483.00');
  for (const figure of ['trip-gambling-net', 'trip-whole-result']) await wholeWords(page.getByTestId(figure));
  await expect(page.getByTestId('trip-net-apart')).toHaveCount(0);
  // The game by its full name, as Insights and Sessions name it.
  await expect(page.getByRole('cell', { name: new RegExp(`${LANTERN}$`) }).first()).toBeVisible();
}

/** Tax Year 2026: the answer says why it is not the W-2G in hand. */
async function readTaxYear(page: Page) {
  await menu(page, 'Tax Year');
  // Before April 15 the page opens on the return being filed (2025); this week is 2026's, chosen in the native picker.
  await expect(page.getByLabel('Tax year', { exact: true })).toHaveValue('2025');
  await page.getByLabel('Tax year', { exact: true }).selectOption('2026');
  await expect(page.getByTestId('answer-income-figure')).toHaveText('$2,553.00');
  await expect(page.getByTestId('answer-w2g-figure')).toHaveText('1 form, $2,500.00');
  await expect(page.getByTestId('answer-deduction-figure')).toHaveText('$63.00');
  await expect(page.getByTestId('answer-why')).toHaveText(
    'Your $2,500.00 W-2G, less $7.00 of losses on that day at that casino, plus $60.00 won in a session without a W-2G: $2,553.00 to report.',
  );
}

test('a Reno week on a phone: free play and a hand pay, and every screen adds up, worked by hand', async ({ page, request }, testInfo) => {
  await page.clock.install({ time: NOW });
  await signUpPlayer(page, request, testInfo, 'figures');
  const ids = await plant(request, page);
  await page.reload();

  // At the machine: $25 of free play through "Other".
  const card = page.getByTestId('casino-session-card');
  const live = page.getByTestId('live-machine');
  await expect(card.getByRole('heading', { name: ids.A.name })).toBeVisible();
  await live.getByRole('button', { name: 'Other' }).tap();
  const moneyIn = page.getByRole('dialog', { name: 'Money in' });
  await moneyIn.getByLabel('Amount').fill('25');
  await moneyIn.getByLabel('This was free play').tap();
  await moneyIn.getByRole('button', { name: 'Add money in' }).tap();
  await expect(live.getByTestId('live-machine-money-in')).toHaveText('$65.00');
  await expect(live.getByTestId('live-machine-free-play')).toHaveText('(free play $25.00)');
  await expect(live.getByTestId('counter-jackpot')).toHaveText('0');

  // The card's one Jackpot button records it; saved, the player is back at the machine and its counter counts it.
  await expect(card.getByRole('button', { name: /jackpot/i })).toHaveCount(1);
  await card.getByRole('button', { name: 'Jackpot', exact: true }).tap();
  await expect(page.getByRole('combobox', { name: 'Slot Machine (optional)', exact: true })).toContainText(LANTERN);
  await page.getByLabel('Amount').fill('2500');
  await page.getByRole('button', { name: 'Save Jackpot' }).tap();
  await expect(page).toHaveURL(/\/#casino-session-in-progress$/);
  await expect(live.getByTestId('counter-jackpot')).toHaveText('1');
  // The card's money with the hand pay in it still fits the phone (the sum wraps between its terms).
  await fits(page);
  await expectServer(
    serverRows<{ amount: number; hand_pay: boolean; w2g_received: boolean; session_id: string }>(
      request,
      `w2g_jackpots?user_id=eq.${ids.userId}&select=amount,hand_pay,w2g_received,session_id`,
    ).map((rows) => rows.map((j) => [Number(j.amount), j.hand_pay, j.w2g_received, j.session_id])),
  ).toEqual([[2500, true, true, ids.S4]]);
  await expectServer(
    serverRows<{ jackpot_count: number }>(request, `gambling_sessions?id=eq.${ids.S4}&select=jackpot_count`).map(
      (rows) => rows[0]?.jackpot_count,
    ),
  ).toBe(1);

  // The floor bar at 360 px: the casino's name whole, wrapped by words.
  await bottom(page, 'Sessions');
  await page.setViewportSize({ width: 360, height: 780 });
  const bar = page.getByTestId('floor-bar');
  await expect(bar.getByTestId('floor-bar-casino')).toHaveText(ids.A.name);
  await wholeWords(bar.getByTestId('floor-bar-casino'));
  await expect(bar).toContainText(LANTERN);
  await expect(bar).toContainText('$300.00 in');
  await fits(page);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/figures-floor-bar-360.png` });
  await page.setViewportSize({ width: 390, height: 844 });

  // Cash out: the dialog says the free play inside the money in.
  await bar.tap();
  await live.getByRole('button', { name: 'Cash out' }).tap();
  const cashOut = page.getByRole('dialog', { name: 'Cash out' });
  await expect(cashOut).toContainText(`${LANTERN}: coin in $65.00, of it $25.00 free play (your own money in: $40.00).`);
  await cashOut.getByLabel('Ticket value').fill('33');
  await cashOut.getByRole('button', { name: 'Cash out' }).tap();
  await expect(live).toBeHidden();
  await card.getByRole('button', { name: 'End session' }).tap();
  const end = page.getByRole('dialog', { name: 'End Casino Session' });
  await end.getByLabel('Final cash').fill('2793');
  await end.getByRole('button', { name: 'End Session' }).tap();
  await expect(card).toBeHidden();

  // Every screen, at 390 px and again at 360 px.
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 780 });
    await readHome(page, ids);
    await fits(page);
    await snap(page, testInfo, `figures-home-${width}`);
    await readSessions(page, ids);
    await fits(page);
    await snap(page, testInfo, `figures-sessions-${width}`);
    await readInsights(page);
    await fits(page);
    await readTrip(page);
    await fits(page);
    await snap(page, testInfo, `figures-trip-${width}`);
    if (width === 360) {
      await page.getByRole('heading', { name: 'Reno trip', level: 1 }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/figures-trip-headline-360.png` });
    }
    await readTaxYear(page);
    await fits(page);
    if (width === 360) {
      await page.getByTestId('answer-why').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/figures-tax-year-answer-360.png` });
    }
  }
  await axeClean(page, 'tax year with the answer explained');

  // The diary PDF: free play listed apart from won / lost; the sessions add up to the net.
  const pdf = await download(page, () => page.getByRole('button', { name: 'Diary PDF' }).tap());
  const text = pdfTextRuns(pdf.body);
  expect(text).toEqual(
    expect.arrayContaining(['Won', 'Lost', 'Free play', '$7.00', '$25.00', '+$2,493.00', '-$20.00', '-$50.00', '+$60.00']),
  );
  expect(text).toEqual(
    expect.arrayContaining([
      'Total session gains: $2,553.00 (gambling income)',
      'Total session losses: $70.00 (an itemised deduction)',
      'Net result: $2,483.00',
    ]),
  );
});
