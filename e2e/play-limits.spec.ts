import { expect as baseExpect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from './clock';
import { API_URL, axeClean, phoneOnly, snap } from './support';
import { pick, signUpNewPlayer } from './sessions-support';
import { storedSession } from './casinos-support';
import { expectServer, getJson, serverState } from './server';

/**
 * Limits the player sets. Limits on Account, a casino session whose slot play reaches 80 % of the
 * casino session loss limit (said once, in the banner: no toast repeats it), then ended over both the casino session
 * and the day limit (100 %), the Reports "Limits" line counting that day and casino session, a cool-off that makes Add
 * Cash ask a second time, naming the pause, and the meter saying what a live machine adds. Mobile 390x844.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
phoneOnly('play-limits', 'the floor flow is a phone flow: mobile project only');

const ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';

/** A full-page shot at 360 px, plus one of `part` alone when given (easier to look at). */
async function at360(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  await page.setViewportSize({ width: 360, height: 780 });
  await snap(page, testInfo, name);
  if (part) await part.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/${name}-part.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

const limitsCard = (page: Page) => page.locator('[data-slot="card"]').filter({ has: page.getByRole('form', { name: 'Play limits' }) });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('limits: 80 % and 100 % said on screen, the Reports line counts the day, a cool-off asks twice', async ({
  page,
  request,
}, testInfo) => {
  await signUpNewPlayer(page, request, testInfo, 'limits', 'Lena');

  // Account -> Play limits: $500 per casino session, $600 per day.
  await page.goto('/account');
  const card = page.getByRole('form', { name: 'Play limits' });
  await expect(page.getByRole('link', { name: '1-800-GAMBLER' })).toHaveAttribute('href', 'tel:+18004262537');
  await card.getByLabel('Loss limit per casino session').fill('500');
  await card.getByLabel('Loss limit per day').fill('600');
  await card.getByRole('button', { name: 'Save limits' }).click();
  await expect(toast(page, 'Your play limits were updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Play limits' }).getByLabel('Loss limit per casino session')).toHaveValue('500');
  await axeClean(page, '/account');
  await at360(page, testInfo, 'play-limits-account', limitsCard(page));

  // A casino session at Caesars Palace with $500.
  await page.goto('/sessions');
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Casino Session/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Casino Session' });
  await pick(page, 'Casino', 'caesars', /^Caesars Palace/);
  await dialog.getByLabel('Starting Cash').fill('500');
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText('Casino session added successfully')).toBeVisible();

  // Slot play at the casino session's casino since arrival: $400 in, $0 out (typed elsewhere, through the API).
  const { token, userId } = await storedSession(page);
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const [casinoSession] = await serverState(
    getJson<{ id: string; casino_id: string; arrival_date: string; arrival_time: string }[]>(
      request,
      `${API_URL}/rest/v1/casino_sessions?select=id,casino_id,arrival_date,arrival_time`,
      headers,
    ),
    (rows) => rows.length === 1,
  );
  const slot = await request.post(`${API_URL}/rest/v1/gambling_sessions`, {
    headers,
    data: {
      user_id: userId,
      casino_id: casinoSession.casino_id,
      session_date: casinoSession.arrival_date,
      session_time: casinoSession.arrival_time,
      coins_in: 400,
      coins_out: 0,
    },
  });
  expect(slot.status()).toBe(201);

  // Add Cash: $400 lost of $500 for this casino session = 80 %; today $400 of $600 is 66 %, not said.
  await page.reload();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add Cash' }).click();
  const addCash = page.getByRole('dialog', { name: 'Add Cash to Session' });
  await addCash.getByLabel('Amount').fill('100');
  await addCash.getByRole('button', { name: 'Add Cash' }).click();
  await expect(page.getByText('Cash added successfully')).toBeVisible();
  const near = "You've used 80% of your $500 loss limit for this casino session.";
  const banner = page.getByRole('region', { name: 'Play limits' });
  await expect(banner).toContainText(near);
  await expect(banner.getByText(/for today/)).toHaveCount(0);
  // One warning per crossing: the banner says it; no toast repeats the same words.
  await expect(toast(page, near)).toHaveCount(0);

  // End the casino session with $0: cash in $600, net -$600: the casino session ($500) and the day ($600) limits are reached.
  await main.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Casino Session' });
  await edit.getByLabel('Final Cash (optional)').fill('0');
  await edit.getByRole('button', { name: 'Update Session' }).click();
  await expect(page.getByText('Casino session updated successfully')).toBeVisible();
  const casinoSessionReached = "You've reached your $500 loss limit for this casino session.";
  const dayReached = "You've reached your $600 loss limit for today.";
  await expect(banner).toContainText(casinoSessionReached);
  await expect(banner).toContainText(dayReached);
  await expect(banner).not.toContainText(near);
  await expect(toast(page, casinoSessionReached)).toHaveCount(0);
  await expect(toast(page, dayReached)).toHaveCount(0);
  await axeClean(page, '/sessions with the limits banner');
  await expect(banner).toBeVisible();
  await at360(page, testInfo, 'play-limits-banner', banner);

  // Reports: the day ($600 lost of $600) and the casino session ($600 of $500) reached a limit, this month and this year.
  await page.goto('/w2g/reports');
  const limits = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'This month' }) });
  await expect(limits.getByRole('row', { name: /Days over your daily limit/ })).toHaveText('Days over your daily limit1 day1 day');
  await expect(limits.getByRole('row', { name: /Casino sessions over a session limit/ })).toHaveText(
    'Casino sessions over a session limit1 casino session1 casino session',
  );
  await at360(page, testInfo, 'play-limits-reports', limits);

  // Cool-off: pause for 24 hours; Add Cash then asks a second time, naming the pause.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Pause for 24 hours' }).click();
  await expect(toast(page, 'Paused until')).toBeVisible();
  const paused = page.getByRole('status').filter({ hasText: /^Paused until / });
  await expect(paused).toBeVisible();
  const until = ((await paused.textContent()) ?? '').replace('Paused until ', '');
  expect(until).toMatch(/^\w{3} \w{3} \d{1,2}, \d{1,2}:\d{2}/);
  await at360(page, testInfo, 'play-limits-paused', limitsCard(page));

  await page.goto('/sessions');
  await main.getByRole('button', { name: 'Reopen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reopen' }).click();
  await expect(main.getByRole('button', { name: 'Add Cash' })).toBeVisible();
  await main.getByRole('button', { name: 'Add Cash' }).click();
  await addCash.getByLabel('Amount').fill('20');
  await addCash.getByRole('button', { name: 'Add Cash' }).click();
  const second = page.getByRole('alertdialog', { name: 'You paused play' });
  await expect(second).toContainText(`You paused play until ${until}. Add cash anyway?`);
  await axeClean(page, 'the cool-off confirmation', '[role="alertdialog"]');
  await second.getByRole('button', { name: 'Keep my pause' }).click();
  await expect(second).toBeHidden();
  await expect(addCash).toBeVisible();
  await addCash.getByRole('button', { name: 'Add Cash' }).click();
  await second.getByRole('button', { name: 'Add cash anyway' }).click();
  await expect(page.getByText('Cash added successfully')).toBeVisible();
  await expectServer(getJson(request, `${API_URL}/rest/v1/casino_sessions?select=total_cash_in`, headers)).toEqual([{ total_cash_in: 620 }]);

  // The home card of the reopened casino session shows its limit used: slot play $400 in, $0 out = $400 of $500.
  await page.goto('/');
  const casinoSessionCard = page.getByTestId('casino-session-card');
  await expect(casinoSessionCard.getByRole('progressbar', { name: 'Loss limit used' })).toHaveAttribute('aria-valuenow', '80');
  await expect(casinoSessionCard).toContainText('Loss limit$400 of $500');
  // During the pause, Start a machine also asks a second time, naming it; "Keep my pause" starts nothing.
  await casinoSessionCard.getByRole('button', { name: 'Start a machine' }).click();
  const start = page.getByRole('dialog', { name: 'Start a machine' });
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await start.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(second).toContainText(`You paused play until ${until}. Start a machine anyway?`);
  await second.getByRole('button', { name: 'Keep my pause' }).click();
  await expect(second).toBeHidden();
  await expect(start).toBeVisible();
  const liveRows = getJson<unknown[]>(request, `${API_URL}/rest/v1/gambling_sessions?select=id&is_live=eq.true`, headers);
  await expectServer(liveRows).toHaveLength(0);
  await start.getByRole('button', { name: 'Start', exact: true }).click();
  await second.getByRole('button', { name: 'Start a machine anyway' }).click();
  await expect(start).toBeHidden();
  await expect(page.getByTestId('live-machine')).toBeVisible();
  await expectServer(liveRows).toHaveLength(1);

  // Ending the pause early takes a confirmation naming it.
  await page.goto('/account');
  await page.getByRole('button', { name: 'End pause early' }).click();
  const end = page.getByRole('alertdialog', { name: 'End your pause early?' });
  await expect(end).toContainText(`You chose to pause play until ${until}.`);
  await end.getByRole('button', { name: 'End pause' }).click();
  await expect(toast(page, 'Pause ended')).toBeVisible();
  await expect(page.getByText(/^Paused until /)).toHaveCount(0);

  // While the machine is live the meter says what it counts: $20 put in is lost until the ticket comes back.
  await page.goto('/');
  await page.getByRole('button', { name: 'Add $20 money in' }).click();
  await expect(casinoSessionCard).toContainText('Loss limit$420 of $500');
  await expect(casinoSessionCard).toContainText('Includes $20 still in the live machine, counted as lost until you cash out.');
  await at360(page, testInfo, 'play-limits-live-meter', casinoSessionCard);
});
