import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { clockNow, newPinnedContext, test } from './clock';
import { pdfTextRuns } from '../supabase/functions/export-w2g-pdf/test-pdf-text';
import { storedSession } from './casinos-support';
import { API_URL, axeClean, phoneOnly, serverRows, serviceHeaders, signInNewPlayer, snap, uniqueEmail, wideElements } from './support';
import { expectServer } from './server';
import { download, isolateFromDevServerReloads } from './w2g-support';

phoneOnly('household', 'a household is made and read on a phone (taps only); the screens are the same on a desktop');

/**
 * Two players make a household for a joint return on their phones: Avery invites Blake by e-mail, Blake accepts,
 * Blake's Tax Year offers Joint, the joint figures are read against numbers worked out by hand, then Avery ends it.
 *
 * Records (at two casinos made for the test, X and Y; one session per player per casino per day):
 * 2025
 *   Avery  Apr 4 at X: 100 in, 1,600 out = +1,500 (no losing session)
 *   Blake  Apr 4 at Y: 1,200 in, 0 out = -1,200 (no winning session)
 *   Alone: Avery min(0, 1,500) = 0; Blake min(1,200, 0) = 0; together 0.
 *   Joint (2025: losses up to gains): gains 1,500, losses 1,200: min(1,200, 1,500) = $1,200.00 (more than 0 + 0).
 *   No W-2G form.
 * 2026
 *   Avery  Mar 1 at X: a $2,500 W-2G ($600 withheld), no play logged that day: a session gain of +2,500
 *   Blake  Mar 2 at Y: 1,000 in, 0 out = -1,000; Mar 3 at Y: a $2,000 W-2G ($480 withheld), no play: +2,000
 *   Joint (2026: 90 % of losses, up to gains): gains 2,500 + 2,000 = 4,500; losses 1,000; 0.9 x 1,000 = 900;
 *   min(900, 4,500) = $900.00. W-2G: 2 forms, 2,500 + 2,000 = $4,500.00, federal 600 + 480 = $1,080.00.
 */
const NOW = new Date('2026-12-07T12:00:00');

async function player(
  browser: Browser,
  request: APIRequestContext,
  first: string,
  email: string,
): Promise<{ page: Page; userId: string; token: string }> {
  const context = await newPinnedContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await isolateFromDevServerReloads(page);
  await page.clock.setFixedTime(NOW);
  await signInNewPlayer(page, request, { firstName: first, lastName: 'Stone', email, password: 'Household123!' });
  return { page, ...(await storedSession(page)) };
}

async function insert(request: APIRequestContext, token: string | null, table: string, rows: Record<string, unknown>[]) {
  const headers = token ? { ...serviceHeaders, Authorization: `Bearer ${token}` } : serviceHeaders;
  const res = await request.post(`${API_URL}/rest/v1/${table}`, { headers: { ...headers, Prefer: 'return=representation' }, data: rows });
  expect(res.ok(), `${table}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: string }[];
}

test('a household invited, accepted, read as a joint year (2025 and 2026), then ended', async ({ browser, request }, testInfo) => {
  test.setTimeout(420_000);
  const tag = `${clockNow()}`;
  const averyEmail = uniqueEmail(testInfo, 'avery');
  const blakeEmail = uniqueEmail(testInfo, 'blake');
  const avery = await player(browser, request, 'Avery', averyEmail);
  const blake = await player(browser, request, 'Blake', blakeEmail);

  const [X, Y] = await insert(request, null, 'casinos', [
    { name: `Household X ${tag}`, city: 'Reno', state: 'NV' },
    { name: `Household Y ${tag}`, city: 'Sparks', state: 'NV' },
  ]);
  const slot = (userId: string, casino: string, date: string, coinsIn: number, coinsOut: number) => ({
    user_id: userId,
    casino_id: casino,
    session_date: date,
    session_time: '20:00',
    coins_in: coinsIn,
    coins_out: coinsOut,
  });
  await insert(request, avery.token, 'gambling_sessions', [slot(avery.userId, X.id, '2025-04-04', 100, 1600)]);
  await insert(request, blake.token, 'gambling_sessions', [
    slot(blake.userId, Y.id, '2025-04-04', 1200, 0),
    slot(blake.userId, Y.id, '2026-03-02', 1000, 0),
  ]);
  const w2g = (userId: string, casino: string, date: string, amount: number, withheld: number) => ({
    user_id: userId,
    casino_id: casino,
    jackpot_date: date,
    jackpot_time: '21:00',
    amount,
    tax_withheld: withheld,
    hand_pay: true,
  });
  await insert(request, avery.token, 'w2g_jackpots', [w2g(avery.userId, X.id, '2026-03-01', 2500, 600)]);
  await insert(request, blake.token, 'w2g_jackpots', [w2g(blake.userId, Y.id, '2026-03-03', 2000, 480)]);

  // Avery invites Blake by e-mail.
  const a = avery.page;
  await a.goto('/account#household');
  const household = a.locator('#household');
  await household.getByLabel("Your spouse's e-mail address").fill(blakeEmail);
  await household.getByRole('button', { name: 'Send invite' }).tap();
  await expect(household.getByTestId('household-sent')).toContainText(`Invite sent to ${blakeEmail.toLowerCase()}`);
  await expectServer(serverRows<{ status: string }>(request, `households?user_id=eq.${avery.userId}&select=status`)).toEqual([
    { status: 'pending' },
  ]);
  await snap(a, testInfo, 'household-invite-sent');

  // Blake accepts it in Account → Household.
  const b = blake.page;
  await b.goto('/account#household');
  const invite = b.locator('#household').getByTestId('household-invite');
  await expect(invite).toContainText('Avery Stone invited you to a household for a joint return');
  await snap(b, testInfo, 'household-invite-received');
  await axeClean(b, 'Account with a household invite');
  await invite.getByRole('button', { name: 'Accept' }).tap();
  await expect(b.getByTestId('household-current')).toContainText('You and Avery Stone are a household since');
  await expectServer(
    serverRows<{ status: string; partner_user_id: string }>(request, `households?user_id=eq.${avery.userId}&select=status,partner_user_id`),
  ).toEqual([{ status: 'accepted', partner_user_id: blake.userId }]);

  // Blake's Tax Year 2025, joint: $1,500.00 to report, no W-2G, $1,200.00 deductible (each alone: $0.00).
  await b.goto('/tax-year?year=2025');
  await b.getByRole('radio', { name: 'Joint (married filing jointly)' }).tap();
  await expect(b.getByRole('heading', { name: 'Your joint 2025 answer' })).toBeVisible();
  await expect(b.getByTestId('answer-income-figure')).toHaveText('$1,500.00');
  await expect(b.getByTestId('answer-w2g-figure')).toHaveText('None');
  await expect(b.getByTestId('answer-deduction-figure')).toHaveText('$1,200.00');
  await expect(b.getByTestId('joint-player')).toHaveText([
    /^Blake Stone\$0\.00\$1,200\.00\$0\.00$/,
    /^Avery Stone\$1,500\.00\$0\.00\$0\.00$/,
  ]);
  await expect(b.getByTestId('joint-total')).toHaveText('Together$1,500.00$1,200.00$1,200.00');
  await snap(b, testInfo, 'household-joint-2025');
  await axeClean(b, 'Tax Year, joint');

  // 2026, joint: $4,500.00, 2 forms of $4,500.00 ($1,080.00 withheld), $900.00 deductible; the forms say whose.
  await b.goto('/tax-year?year=2026');
  await b.getByRole('radio', { name: 'Joint (married filing jointly)' }).tap();
  await expect(b.getByTestId('answer-income-figure')).toHaveText('$4,500.00');
  await expect(b.getByTestId('answer-w2g-figure')).toHaveText('2 forms, $4,500.00');
  await expect(b.getByTestId('answer-w2g-detail')).toContainText('$1,080.00 federal');
  await expect(b.getByTestId('answer-deduction-figure')).toHaveText('$900.00');
  const forms = b.getByRole('table', { name: 'W-2G forms of 2026' }).getByRole('row');
  await expect(forms.nth(1)).toContainText('Avery Stone');
  await expect(forms.nth(1)).toContainText('$2,500.00');
  await expect(forms.nth(2)).toContainText('Blake Stone');
  await expect(forms.nth(2)).toContainText('$2,000.00');
  await snap(b, testInfo, 'household-joint-2026');

  // The joint diary PDF: each player's sessions under their name, the household's totals.
  const pdf = await download(b, () => b.getByRole('button', { name: 'Joint diary PDF' }).tap());
  expect(pdf.name).toBe('gambling_diary_2026_joint.pdf');
  const text = pdfTextRuns(new Uint8Array(pdf.body));
  expect(text).toEqual(
    expect.arrayContaining([
      'Players: Blake Stone and Avery Stone (a joint return: married filing jointly)',
      'Sessions of Blake Stone',
      'Sessions of Avery Stone',
      'Total session gains: $4,500.00 (gambling income)',
      'Total session losses: $1,000.00 (an itemised deduction)',
      'Deductible losses estimate (if itemising; not tax advice): $900.00',
    ]),
  );
  expect(text.indexOf('Sessions of Avery Stone')).toBeGreaterThan(text.indexOf('-$1,000.00'));
  expect(text.indexOf('+$2,500.00')).toBeGreaterThan(text.indexOf('Sessions of Avery Stone'));

  await b.setViewportSize({ width: 360, height: 780 });
  expect(await wideElements(b)).toEqual([]);
  await snap(b, testInfo, 'household-joint-2026-360');

  // Blake ends it (either player may; the one confirm); Blake's Tax Year offers no joint year after.
  await b.setViewportSize({ width: 390, height: 844 });
  await b.goto('/account#household');
  await b.locator('#household').getByRole('button', { name: 'End household' }).tap();
  const dialog = b.getByRole('alertdialog', { name: 'End the household?' });
  await expect(dialog).toContainText('You and Avery Stone will no longer see each other');
  await axeClean(b, 'End the household?', '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'End household' }).tap();
  await expect(b.locator('#household').getByRole('button', { name: 'Send invite' })).toBeVisible();
  await expectServer(serverRows<{ status: string }>(request, `households?user_id=eq.${avery.userId}&select=status`)).toEqual([
    { status: 'ended' },
  ]);
  await b.goto('/tax-year?year=2026');
  await expect(b.getByRole('heading', { name: 'Your 2026 answer' })).toBeVisible();
  await expect(b.getByTestId('filing-choice')).toHaveCount(0);
});
