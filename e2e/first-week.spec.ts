import { expect, type Page, type TestInfo } from '@playwright/test';
import { clockNow, test } from './clock';
import { API_URL, uniqueEmail } from './support';
import { getJson, serverState } from './server';

/**
 * A new player's first week on a phone, by taps only: the one typed URL is /auth. Sign-up ends on "Check
 * your email" and the code from the e-mail (read from the local inbox) signs the player in; home welcomes a
 * new player with three first steps; every screen of the top bar is two taps away through the user menu;
 * the casino, the casino session, a slot session on a machine that is not listed, a W2G jackpot, a display
 * name and a shared win follow. Screenshots: e2e/screenshots/mobile/first-week-*.png.
 */
test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'first-week-42';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/first-week-${name}.png`, fullPage: false });
}

/** The 6-digit code of the newest sign-up e-mail to `email`. */
async function mailedCode(page: Page, email: string): Promise<string> {
  const inbox = getJson<{ type: string; text: string }[]>(page.request, `${API_URL}/_local/inbox?to=${encodeURIComponent(email)}`);
  const code = inbox.map((mails) => /enter the code: (\d{6})/.exec(mails.find((m) => m.type === 'signup')?.text ?? '')?.[1] ?? '');
  return serverState(code, (c) => c !== '', { message: `the sign-up code mailed to ${email}` });
}

/** Opens the user menu and taps one of its links. */
async function viaMenu(page: Page, link: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: link }).click();
}

test('first week on a phone: sign-up with the e-mailed code to a shared win with a display name, by taps only', async ({
  page,
}, testInfo) => {
  const why = 'a phone walk-through at 390 and 360 px: the desktop project has no bottom bar to tap';
  if (testInfo.project.name !== 'mobile') console.log(`[first-week] skipped on ${testInfo.project.name}: ${why}`);
  test.skip(testInfo.project.name !== 'mobile', why);
  const email = uniqueEmail(testInfo, 'first-week');
  const nav = page.getByRole('navigation', { name: 'Mobile' });

  // Every heading text the page shows, as it shows it (a greeting that flips for a moment counts).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __headings: string[] }).__headings = seen;
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1')) if (h.textContent && !seen.includes(h.textContent)) seen.push(h.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  // Sign up: the only typed URL.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await shot(page, testInfo, '01-sign-up');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // What to do next: check the inbox, or enter the code.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await shot(page, testInfo, '02-check-email');
  await page.getByLabel('Code from the e-mail').fill(await mailedCode(page, email));
  await page.getByRole('button', { name: 'Confirm and Sign In' }).click();

  // Home for a new player.
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'First steps' });
  await expect(steps).toContainText('0 of 3 done');
  await expect(steps.getByRole('link')).toHaveText([/^Find your casino/, /^Start a casino session/, /^Record a W2G jackpot/]);
  await shot(page, testInfo, '03-home-new-player');
  // Greeted as new from the first frame, before the first steps arrived; and again on a cold start (the shell in
  // index.html greets before any script has run).
  const headings = () => page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
  expect(await headings()).not.toContain('Welcome back, Maria!');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Maria!' })).toBeVisible();
  await expect(steps).toContainText('0 of 3 done');
  expect(await headings()).not.toContain('Welcome back, Maria!');

  // The welcome notification reached her today, not "1 month ago".
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const welcome = page.getByRole('button', { name: /Welcome to Slot Play Tracker/ });
  await expect(welcome).toBeVisible();
  await expect(welcome).not.toContainText(/month|day/);
  await shot(page, testInfo, '04-notifications');
  await page.keyboard.press('Escape');

  // Every top-bar screen is two taps away: the user menu holds Find a machine, Reports, Insights, Export W2G, Tax
  // Year, Trips and Account.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByTestId('user-email')).toHaveText(email);
  await expect(menu).toContainText('User');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Casinos',
    'Find a machine',
    'Reports',
    'Insights',
    'Export W2G',
    'Tax Year',
    'Trips',
    'Account',
    'Sign Out',
  ]);
  await shot(page, testInfo, '05-user-menu');
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Casinos', 'Sessions', 'Add W2G', 'Social']);

  // Step 1: find your casino, favourite it, keep the club number (Back with it unsaved asks first).
  await steps.getByRole('link', { name: /^Find your casino/ }).click();
  await page.getByLabel('Search Casinos').fill('bellagio');
  await page
    .getByRole('article', { name: 'Bellagio' })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Bellagio', level: 1 })).toBeVisible();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  await page.getByRole('switch', { name: 'Favorite' }).click();
  await expect(page.getByRole('switch', { name: 'Favorite' })).toBeChecked();
  await page.getByLabel('Player Club ID').fill('MGM-7781');
  await shot(page, testInfo, '06-casino-favourite');
  await nav.getByRole('link', { name: 'Home' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await shot(page, testInfo, '07-unsaved-club-number');
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Player Club ID')).toHaveValue('MGM-7781');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Saved, not only sent: while it is in flight the button reads "Saving…" and leaving would still ask.
  await expect(page.getByRole('button', { name: /^(Save|Saving…)$/ })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(steps).toContainText('1 of 3 done');

  // Step 2: start a casino session (the favourite is the casino it starts with).
  await steps.getByRole('link', { name: /^Start a casino session/ }).click();
  const visit = page.getByRole('dialog', { name: 'New Casino Session' });
  await expect(visit).toBeVisible();
  const casino = visit.getByRole('combobox', { name: 'Casino', exact: true });
  if (!(await casino.textContent())?.includes('Bellagio')) {
    await casino.click();
    await page.getByPlaceholder('Search casinos...').fill('Bellagio');
    await page
      .getByRole('option', { name: /Bellagio/ })
      .first()
      .click();
  }
  await visit.getByLabel('Starting Cash').fill('300');
  await shot(page, testInfo, '08-casino-session');
  await visit.getByRole('button', { name: 'Save Session' }).click();
  await expect(visit).toBeHidden();

  // A slot session on a machine the catalog does not have.
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await shot(page, testInfo, '09-start-menu');
  await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();
  await expect(page.getByRole('heading', { name: 'Start or Edit Gambling Session' })).toBeVisible();
  const slotCasino = page.getByRole('combobox', { name: 'Casino', exact: true });
  if (!(await slotCasino.textContent())?.includes('Bellagio')) {
    await slotCasino.click();
    await page.getByPlaceholder('Search casinos...').fill('Bellagio');
    await page
      .getByRole('option', { name: /Bellagio/ })
      .first()
      .click();
  }
  await page.getByRole('combobox', { name: 'Slot Machine', exact: true }).click();
  await page.getByPlaceholder('Search slot machines...').fill('dragon link');
  await expect(page.getByRole('option', { name: /Dragon Link - Golden Century/ })).toContainText('Dragon Link · Aristocrat');
  await shot(page, testInfo, '10-picker-variants');
  await page.getByPlaceholder('Search slot machines...').fill('Lucky Lanterns Deluxe');
  await expect(page.getByText('No slot machines found.')).toBeVisible();
  await page.getByRole('button', { name: 'Not listed? Add your machine' }).click();
  await expect(page.getByLabel('Machine name (not listed)')).toHaveValue('Lucky Lanterns Deluxe');
  await shot(page, testInfo, '11-not-listed');
  await page.getByRole('button', { name: 'Use this machine' }).click();
  await expect(page.getByRole('combobox', { name: 'Slot Machine', exact: true })).toHaveText(/Lucky Lanterns Deluxe/);
  await page.getByLabel('Money In', { exact: true }).fill('100');
  await page.getByLabel('Money Out', { exact: true }).fill('160');
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText('Slot session added successfully')).toBeVisible();
  await expect(page.getByText('Lucky Lanterns Deluxe').first()).toBeVisible();
  await shot(page, testInfo, '12-slot-sessions');

  // Step 3: a W2G jackpot.
  await nav.getByRole('link', { name: 'Add W2G' }).click();
  await page.getByRole('combobox', { name: 'Casino', exact: true }).click();
  await page.getByPlaceholder('Search casinos...').fill('Bellagio');
  await page
    .getByRole('option', { name: /Bellagio/ })
    .first()
    .click();
  await page.getByLabel('Amount').fill('2400');
  await shot(page, testInfo, '13-w2g');
  await page.getByRole('button', { name: 'Save Jackpot' }).click();
  await expect(page.getByText('Jackpot recorded successfully.')).toBeVisible();
  // It opens where it is kept (Reports), with its details.
  await expect(page.getByRole('dialog', { name: 'W2G Jackpot Details' })).toContainText('$2,400.00');
  await page.keyboard.press('Escape');

  // Reports, the Tax Year and Export W2G: each two taps from anywhere.
  await viaMenu(page, 'Reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await shot(page, testInfo, '14-reports');
  await viaMenu(page, 'Tax Year');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Tax Year/i);
  await shot(page, testInfo, '15-tax-year');
  await viaMenu(page, 'Export W2G');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Export/i);

  // Home: every first step done, so the steps are gone and the player is welcomed back.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'First steps' })).toHaveCount(0);
  await shot(page, testInfo, '16-home-returning');

  // A display name, then a shared win that carries it.
  await viaMenu(page, 'Account');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Social display name').fill('LuckyMaria');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was updated.')).toBeVisible();
  await shot(page, testInfo, '17-display-name');
  await nav.getByRole('link', { name: 'Social' }).click();
  await page.getByRole('link', { name: 'Share a Win' }).click();
  const caption = `First W2G of my week ${clockNow()}`;
  await page.getByLabel('Caption').fill(caption);
  await page.getByRole('combobox', { name: 'W2G jackpot (optional)' }).click();
  await page.getByRole('option').last().click();
  await shot(page, testInfo, '18-share-win');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const post = page.getByRole('article').filter({ hasText: caption });
  await expect(post).toBeVisible();
  await expect(post.getByText('LuckyMaria')).toBeVisible();
  await shot(page, testInfo, '19-posted-win');

  // Scroll: a new screen opens at the top; the browser's Back returns to where the feed was left.
  await nav.getByRole('link', { name: 'Social' }).click();
  await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
  // The feed settles first (its photos load and grow the page), so the position left is one the page keeps.
  await expect(post).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  const feedTop = await page.evaluate(() => {
    window.scrollTo(0, Math.min(400, document.documentElement.scrollHeight - window.innerHeight));
    return window.scrollY;
  });
  expect(feedTop).toBeGreaterThan(100);
  await nav.getByRole('link', { name: 'Casinos' }).click();
  await expect(page.getByRole('heading', { name: 'Find Casinos', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Social Feed' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(feedTop);

  // The fit checks at 360 px: one line of Reports tabs, the Most Won lines whole, no page wider than the phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await viaMenu(page, 'Reports');
  const tabs = page.getByRole('tablist');
  const heights = await tabs.getByRole('tab').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  const tops = await tabs.getByRole('tab').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'the three tabs on one row').toBe(1);
  expect(Math.max(...heights), 'no tab label on two lines').toBeLessThan(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await shot(page, testInfo, '20-reports-360');
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('tab', { name: 'This Year' }).click();
  await expect(page.getByRole('tabpanel').getByText('Most Won Casino:')).toBeVisible();
  // Every figure and Most Won line whole ('No wins this mo…' was cut): nothing wider than its box.
  const cut = await page
    .getByRole('tabpanel')
    .locator('dd')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await shot(page, testInfo, '21-home-360');
});
