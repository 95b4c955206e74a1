import { expect as baseExpect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { clockNow, test } from './clock';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { serviceHeaders, storedSession } from './casinos-support';
import { signUpNewPlayer } from './sessions-support';
import { API_URL, phoneOnly } from './support';
import { formPng } from './w2g-support';
import { expectServer, getJson, getStatus, serverState, type ServerRead } from './server';
import { goOffline } from './offline-support';

/**
 * The second week on a phone, by taps: a regular with two favourite casinos in Atlantic City (Borgata
 * and Hard Rock), standing next to Ocean (the closest casino, not a favourite). Home offers "I'm at the casino";
 * the form starts on the nearest favourite, the picker lists the favourites first and starred; a casino's page
 * starts a session there; full game names; one time format; the cool-off's safe answer is the big one; toasts
 * clear of the heading; "All synced"; a W2G with the casino's state and a photo (an unreadable one refused),
 * landing on it, its photo replaced and removed; a display name offered before the first post and the W2G
 * card on it; all notifications; My tickets; the authenticator link; names and numbers in Download my data;
 * all at 390 px, then the floor at 360 px. The server is read where data is involved.
 * Screenshots: e2e/screenshots/mobile/second-week-*.png.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000 });
phoneOnly('second-week', 'a phone walk-through at 390 and 360 px');

const BORGATA = 'Borgata Hotel Casino & Spa';
const HARD_ROCK = 'Hard Rock Hotel & Casino Atlantic City';
const OCEAN = 'Ocean Casino Resort';
const GAME = 'Dragon Link - Panda Magic';
/** A little north-east of Ocean's door: Ocean 0.2 mi, Hard Rock 0.6 mi, Borgata 1.2 mi. */
const AT_OCEAN = { latitude: 39.367, longitude: -74.415 };

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/second-week-${name}.png` });
}

/** Rows as the service role reads them (e2e/server.ts: polled by expectServer / serverState, never read once). */
function rows<T>(request: APIRequestContext, query: string): ServerRead<T[]> {
  return getJson<T[]>(request, `${API_URL}/rest/v1/${query}`, serviceHeaders);
}

async function insert(request: APIRequestContext, table: string, data: unknown) {
  const res = await request.post(`${API_URL}/rest/v1/${table}`, { headers: serviceHeaders, data });
  expect(res.ok(), `${table}: ${await res.text()}`).toBe(true);
}

const casinoId = async (request: APIRequestContext, name: string) =>
  (await serverState(rows<{ id: string }>(request, `casinos?select=id&name=eq.${encodeURIComponent(name)}`), (r) => r.length > 0))[0].id;

const daysAgo = (n: number) => {
  const d = new Date(clockNow() - n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The element's text is whole on screen: no ellipsis and nothing cut off at its right edge. */
async function notCut(locator: Locator) {
  const cut = await locator.evaluate((el) => {
    const cs = getComputedStyle(el);
    return (cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) || el.getBoundingClientRect().right > window.innerWidth;
  });
  expect(cut, 'text cut off').toBe(false);
}

/** Nothing on the page is wider than the screen. */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('the second week on a phone: favourites first, back to the casino, whole names, and no dead ends', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Password rules are told before the first try.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByText('At least 6 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await shot(page, testInfo, '01-password-rule');

  // A player in their second week: two favourites, a casino session and a jackpot last week (first steps done).
  await signUpNewPlayer(page, request, testInfo, 'second-week', 'Maria');
  const { userId } = await storedSession(page);
  const [borgata, hardRock, ocean] = [await casinoId(request, BORGATA), await casinoId(request, HARD_ROCK), await casinoId(request, OCEAN)];
  await insert(request, 'user_casino_preferences', [
    { user_id: userId, casino_id: borgata, is_favorite: true },
    { user_id: userId, casino_id: hardRock, is_favorite: true },
  ]);
  await insert(request, 'casino_sessions', {
    user_id: userId,
    casino_id: borgata,
    arrival_date: daysAgo(7),
    arrival_time: '19:00:00',
    departure_date: daysAgo(7),
    departure_time: '23:00:00',
    starting_cash: 300,
    final_cash: 260,
  });
  await insert(request, 'w2g_jackpots', { user_id: userId, casino_id: borgata, jackpot_date: daysAgo(6), amount: 1300, tax_withheld: 0 });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT_OCEAN);

  // Home: compact welcome, no first steps, and the way back to the casino.
  await page.reload();
  const welcome = page.getByRole('heading', { name: 'Welcome back, Maria!' });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('region', { name: 'First steps' })).toHaveCount(0);
  const start = page.getByRole('button', { name: "I'm at the casino: start a session" });
  await expect(start).toBeVisible();
  await shot(page, testInfo, '02-home');

  // The form starts on the nearest favourite (Hard Rock), not on Ocean next door; the picker lists favourites first.
  // (Location was shared before: the phone allows it, so the form uses it at once.)
  await start.click();
  const newCasinoSession = page.getByRole('dialog', { name: 'New Casino Session' });
  const casinoField = newCasinoSession.getByRole('combobox', { name: 'Casino', exact: true });
  await expect(casinoField).toHaveText(HARD_ROCK);
  await casinoField.click();
  const options = page.getByRole('option');
  await expect(options.nth(0)).toContainText(HARD_ROCK);
  await expect(options.nth(1)).toContainText(BORGATA);
  await expect(options.nth(2)).toContainText(OCEAN);
  await expect(options.nth(0).getByLabel('Favorite')).toBeVisible();
  await expect(options.nth(1).getByLabel('Favorite')).toBeVisible();
  await expect(options.nth(2).getByLabel('Nearby')).toBeVisible();
  await shot(page, testInfo, '03-picker-favourites-first');
  await page.keyboard.press('Escape');
  await newCasinoSession.getByRole('button', { name: 'Cancel' }).click();
  await expect(newCasinoSession).toBeHidden();

  // A casino's page starts a session there.
  const nav = page.getByRole('navigation', { name: 'Mobile' });
  await nav.getByRole('link', { name: 'Casinos' }).click();
  await page.getByRole('article', { name: BORGATA }).getByRole('link', { name: /View Details/ }).click();
  await page.getByRole('button', { name: 'Start a session here' }).click();
  await expect(newCasinoSession.getByRole('combobox', { name: 'Casino', exact: true })).toHaveText(BORGATA);
  await newCasinoSession.getByLabel('Starting Cash').fill('400');
  await shot(page, testInfo, '04-start-here');
  await newCasinoSession.getByRole('button', { name: 'Save Session' }).click();
  await expect(newCasinoSession).toBeHidden();
  // The dialog closes as the save is queued; the row reaches the server a moment later.
  await expectServer(
    rows<{ casino_id: string; starting_cash: number }>(request, `casino_sessions?user_id=eq.${userId}&final_cash=is.null&select=casino_id,starting_cash`).map(
      (open) => open.map((v) => [v.casino_id, Number(v.starting_cash)]),
    ),
  ).toEqual([[borgata, 400]]);
  await expect(page.getByRole('button', { name: 'Start a session here' })).toHaveCount(0);

  // Home: the card names the casino in full; a toast stays clear of the heading.
  await nav.getByRole('link', { name: 'Home' }).click();
  const card = page.getByTestId('casino-session-card');
  await expect(card.getByRole('heading', { name: BORGATA })).toBeVisible();
  await notCut(card.getByRole('heading', { name: BORGATA }));
  await expect(start).toHaveCount(0);

  // A machine with its full name: the live panel, the floor bar and the cash-out dialog.
  await card.getByRole('button', { name: 'Start a machine' }).click();
  const machine = page.getByRole('dialog', { name: 'Start a machine' });
  await machine.getByRole('combobox', { name: 'Slot Machine', exact: true }).click();
  await page.getByPlaceholder('Search slot machines...').fill('panda magic');
  await page.getByRole('option', { name: new RegExp(`^${GAME}`) }).click();
  await machine.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(machine).toBeHidden();
  const live = page.getByTestId('live-machine');
  await expect(live.getByRole('heading', { name: GAME })).toBeVisible();
  await shot(page, testInfo, '05-live-machine');

  // Money in while offline: it waits, then "All synced" with a true "Last updated".
  await goOffline(page, context);
  await live.getByRole('button', { name: 'Add $20 money in' }).click();
  const bar = page.getByRole('status', { name: 'Sync status' });
  await expect(bar).toContainText('1 change waiting to sync');
  // "Last updated" is the minute the sync ended: some minute between going online and seeing "All synced" (read
  // after the fact, under load the clock can have moved on to the next minute or further).
  const online = clockNow();
  await context.setOffline(false);
  await expect(bar).toContainText('All synced', { timeout: 60_000 });
  const seen = clockNow();
  const minutes: string[] = [];
  for (let t = online - (online % 60_000); t <= seen; t += 60_000) {
    const d = new Date(t);
    minutes.push(`${d.getHours() % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')}`);
  }
  await expect(bar).toContainText(new RegExp(`Last updated (${minutes.join('|')}) (AM|PM)`));
  await shot(page, testInfo, '06-all-synced');
  await expect(bar).toBeHidden();
  await expectServer(
    rows<{ coins_in: number }>(request, `gambling_sessions?user_id=eq.${userId}&select=coins_in`).map((r) => r.map((s) => Number(s.coins_in))),
  ).toEqual([20]);

  // Reports' "Set play limits" opens Account at Play limits; a pause; Add Cash asks, "Keep my pause" is the big answer.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Casinos' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await page.getByRole('link', { name: 'Set play limits' }).click();
  const limits = page.locator('#play-limits');
  await expect(limits).toBeInViewport();
  await shot(page, testInfo, '07-play-limits');
  await limits.getByRole('button', { name: 'Pause for 24 hours' }).click();
  await expect(limits.getByRole('status').filter({ hasText: /^Paused until / })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await card.getByRole('button', { name: 'Add Cash' }).click();
  const addCash = page.getByRole('dialog', { name: 'Add Cash to Session' });
  await addCash.getByLabel('Amount').fill('100');
  await addCash.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'ATM', exact: true }).click();
  await addCash.getByRole('button', { name: 'Add Cash' }).click();
  const coolOff = page.getByRole('alertdialog', { name: 'You paused play' });
  const keep = coolOff.getByRole('button', { name: 'Keep my pause' });
  const anyway = coolOff.getByRole('button', { name: 'Add cash anyway' });
  const [keepBox, anywayBox] = [await keep.boundingBox(), await anyway.boundingBox()];
  expect(keepBox!.y, 'Keep my pause first (on top)').toBeLessThan(anywayBox!.y);
  const fill = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await fill(keep)).not.toBe('rgba(0, 0, 0, 0)');
  expect(await fill(keep)).not.toBe(await fill(anyway));
  await shot(page, testInfo, '08-keep-my-pause');
  await keep.click();
  await expect(coolOff).toBeHidden();

  // The jackpot from the card: the casino's state preset; an unreadable photo refused and the field cleared.
  await addCash.getByRole('button', { name: 'Cancel' }).click().catch(() => undefined);
  await card.getByRole('button', { name: 'Jackpot', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Casino', exact: true })).toHaveText(BORGATA);
  await expect(page.getByRole('combobox', { name: 'State (box 13)' })).toHaveText('New Jersey (NJ)');
  const photo = page.getByLabel('W2G document photo (optional)');
  await expect(page.getByText(/JPEG, PNG, WebP, GIF or AVIF/)).toBeVisible();
  await photo.setInputFiles({ name: 'IMG_4473.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not a picture this browser can read') });
  const refused = page.getByRole('alert').filter({ hasText: 'This photo could not be prepared for upload' });
  await expect(refused).toBeVisible();
  await refused.scrollIntoViewIfNeeded();
  expect(await photo.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
  await shot(page, testInfo, '09-unreadable-photo');
  await photo.setInputFiles({ name: 'w2g.png', mimeType: 'image/png', buffer: formPng(900, 600) });
  const editor = page.getByRole('region', { name: 'Cover private details' });
  await expect(editor).toBeVisible();
  await expect(editor).not.toContainText('keyboard');
  await editor.getByRole('button', { name: 'Done covering' }).click();
  const preview = page.getByRole('img', { name: 'Preview of the W2G document' });
  await expect(preview).toBeVisible();
  // The whole width of the form (it was a 112 px high thumbnail in a 60 % column).
  const fieldWidth = (await page.getByLabel('Amount').boundingBox())!.width;
  expect((await preview.boundingBox())!.width).toBeGreaterThanOrEqual(fieldWidth - 24);
  await page.getByLabel('Amount').fill('2400');
  await shot(page, testInfo, '10-w2g');
  await page.getByRole('button', { name: 'Save Jackpot' }).click();

  // Saved from the card, the player is back at the card; the row and its photo reach the server after.
  await expect(page).toHaveURL(/\/#casino-session-in-progress$/);
  type Jackpot = { id: string; state: string; images: string[] };
  const jackpotOf = rows<Jackpot>(request, `w2g_jackpots?user_id=eq.${userId}&amount=eq.2400&select=id,state,images`).map((r) => r[0]);
  const first = await serverState(jackpotOf, (j) => j !== undefined && j.images.length > 0);
  expect([first.state, first.images.length]).toEqual(['NJ', 1]);
  // Its details in Reports, with the photo.
  await page.goto('/w2g/reports');
  await page.getByRole('button', { name: /^View jackpot \$2,400\.00 at / }).click();
  await expect(page.getByRole('dialog', { name: 'W2G Jackpot Details' })).toContainText('$2,400.00');
  const saved = page.getByRole('dialog');
  await expect(saved.getByRole('img', { name: 'W2G document' })).toBeVisible();
  await shot(page, testInfo, '11-w2g-saved');

  // Its photo replaced (covered again), then removed.
  await saved.getByRole('button', { name: 'Edit' }).click();
  await saved.getByRole('button', { name: 'Replace photo' }).click();
  await saved.getByLabel('W2G document photo (optional)').setInputFiles({ name: 'w2g-2.png', mimeType: 'image/png', buffer: formPng(800, 500) });
  await saved.getByRole('button', { name: 'Done covering' }).click();
  await expect(saved.getByRole('img', { name: 'Preview of the W2G document' })).toBeVisible();
  await shot(page, testInfo, '12-w2g-replace-photo');
  await saved.getByRole('button', { name: 'Save Changes' }).click();
  await expect(saved.getByRole('heading', { name: 'W2G Jackpot Details' })).toBeVisible();
  const replaced = await serverState(jackpotOf, (j) => JSON.stringify(j.images) !== JSON.stringify(first.images));
  expect(replaced.images).toHaveLength(1);
  await expectServer(getStatus(request, `${API_URL}/storage/v1/object/authenticated/w2g-images/${first.images[0]}`, serviceHeaders), {
    message: 'the replaced photo is gone',
  }).not.toBe(200);
  await saved.getByRole('button', { name: 'Edit' }).click();
  await saved.getByRole('button', { name: 'Remove photo' }).click();
  await saved.getByRole('button', { name: 'Save Changes' }).click();
  await expect(saved.getByText('No photo attached.')).toBeVisible();
  await expectServer(jackpotOf.map((j) => j.images)).toEqual([]);
  await saved.getByRole('button', { name: 'Close' }).first().click();

  // Social: a display name offered before the first post; the W2G card on it; the spam post is not in the feed.
  await nav.getByRole('link', { name: 'Social' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Selling comp dollars' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Share a Win' }).click();
  await expect(page.getByText('Your posts show the name “Player”. Choose a display name?')).toBeVisible();
  await shot(page, testInfo, '13-display-name-offer');
  await page.getByRole('textbox', { name: 'Display name' }).fill('Lucky Maria');
  await page.getByRole('button', { name: 'Use this name' }).click();
  await expect(page.getByText('Posting as Lucky Maria')).toBeVisible();
  // Its toast sits over the top bar: clear of the page's heading and of the form's first field.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your profile was updated.' });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { name: 'Share a Win', level: 1 }).boundingBox())!;
  expect(toastBox.y + toastBox.height, 'the toast ends above the heading').toBeLessThanOrEqual(headingBox.y);
  await shot(page, testInfo, '14-toast-clear-of-heading');
  await page.getByLabel('Caption').fill('Panda Magic paid the grand!');
  await page.getByRole('combobox', { name: 'W2G jackpot (optional)' }).click();
  await page.getByRole('option', { name: /\$2,400\.00/ }).click();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const jackpotCard = page.getByTestId('post-jackpot');
  await expect(jackpotCard).toContainText('$2,400.00');
  await expect(jackpotCard).toContainText(GAME);
  await expect(page.getByText('Lucky Maria').first()).toBeVisible();
  await shot(page, testInfo, '15-post-w2g-card');
  await expectServer(rows<{ nickname: string }>(request, `profiles?id=eq.${userId}&select=nickname`).map((r) => r[0].nickname)).toBe('Lucky Maria');

  // All notifications, as a list.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('button', { name: 'View All Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'All notifications' })).toContainText('Welcome to Slot Play Tracker');
  await shot(page, testInfo, '16-all-notifications');

  // A support ticket, then My tickets with its status.
  await page.getByRole('button', { name: 'Submit support ticket' }).click();
  const ticket = page.getByRole('dialog', { name: 'Submit Support Ticket' });
  await ticket.getByLabel('Subject').fill('Week two question');
  await ticket.getByLabel('Description').fill('Where do I see my tickets?');
  await ticket.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(ticket).toBeHidden();
  await page.getByRole('button', { name: 'Submit support ticket' }).click();
  await ticket.getByRole('link', { name: 'My tickets' }).click();
  const mine = page.locator('#my-tickets');
  await expect(mine).toBeInViewport();
  await expect(mine.getByRole('listitem').filter({ hasText: 'Week two question' })).toContainText('Open');
  await shot(page, testInfo, '17-my-tickets');

  // Two-step verification on this phone: a link that opens the authenticator app.
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const authenticator = page.getByRole('link', { name: 'Open in authenticator app' });
  await expect(authenticator).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await authenticator.scrollIntoViewIfNeeded();
  await shot(page, testInfo, '18-otpauth');

  // Download my data: names beside the ids, amounts as numbers.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const zip = unzipSync(new Uint8Array(readFileSync(await (await downloading).path())));
  const casinoSessions = JSON.parse(new TextDecoder().decode(zip['my-data/casino_sessions.json'])) as Record<string, unknown>[];
  expect(casinoSessions.map((v) => v.casino_name)).toEqual([BORGATA, BORGATA]);
  expect(casinoSessions.every((v) => typeof v.starting_cash === 'number')).toBe(true);
  const slots = JSON.parse(new TextDecoder().decode(zip['my-data/gambling_sessions.json'])) as Record<string, unknown>[];
  expect(slots.map((s) => [s.slot_machine_name, s.coins_in])).toEqual([[GAME, 20]]);

  // 360 px: the floor fits, the game's name and the figures whole; sessions list times in one format.
  await page.setViewportSize({ width: 360, height: 780 });
  await nav.getByRole('link', { name: 'Sessions' }).click();
  await page.getByRole('tab', { name: 'Slot Sessions' }).click();
  const floor = page.getByTestId('floor-bar');
  await expect(floor).toContainText(GAME);
  await notCut(floor.getByText(GAME));
  const slotRow = page.getByRole('list', { name: 'Slot sessions' }).getByRole('listitem').first();
  await expect(slotRow).toContainText(GAME);
  await expect(slotRow).toContainText(/\d{1,2}:\d{2} (AM|PM)–live/);
  await fits(page);
  await shot(page, testInfo, '19-sessions-360');
  await nav.getByRole('link', { name: 'Home' }).click();
  const welcomeBox = await page.locator('section').filter({ has: welcome }).boundingBox();
  expect(welcomeBox!.height, 'compact welcome').toBeLessThan(110);
  await expect(card.getByRole('heading', { name: BORGATA })).toBeInViewport();
  await notCut(card.getByRole('heading', { name: BORGATA }));
  await fits(page);
  await shot(page, testInfo, '20-home-360');
  expect(ocean).not.toBe(borgata);
});
