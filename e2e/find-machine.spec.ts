import { expect, type APIRequestContext } from '@playwright/test';
import { clockNow, test } from './clock';
import { serviceHeaders, signUpPlayer, storedSession } from './casinos-support';
import { API_URL, axeClean, snap, wideElements } from './support';

/**
 * A new player finds a game near a casino and adds it to the wish list, on a phone (390 and
 * 360 px) and a desktop. Planted with the service role: a casino at (36.2, -115.2) with the game on its admin
 * list. The player stands at (36.1, -115.2): 0.1° of latitude = 3959 × 0.1 × π/180 = 6.91 mi -> '6.9 mi', within
 * the 50-mile radius, so the wish is marked "Near you".
 */
const PLAYER_AT = { latitude: 36.1, longitude: -115.2 };

/** Writes rows through the REST API (the service role unless told) and returns them. */
async function postRows<T>(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = serviceHeaders) {
  const res = await request.post(`${API_URL}/rest/v1/${path}`, { headers: { ...headers, Prefer: 'return=representation' }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function plant(request: APIRequestContext, tag: string) {
  const post = <T>(path: string, data: unknown) => postRows<T>(request, path, data);
  const [casino] = await post<{ id: string; name: string }[]>('casinos', [
    { name: `Finder Palace ${tag}`, city: 'Las Vegas', state: 'NV', latitude: 36.2, longitude: -115.2 },
  ]);
  const [game] = await post<{ id: string; name: string }[]>('slot_machines', [{ name: `Wishful Reels ${tag}`, manufacturer: 'E2E Games' }]);
  await post('casino_slot_machines', [{ casino_id: casino.id, slot_machine_id: game.id }]);
  return { casino, game };
}

test('Find a machine: a game found near a casino, added to the wish list, the casino lists it', async ({
  page,
  request,
  context,
  isMobile,
}, testInfo) => {
  const tag = String(clockNow());
  const { casino, game } = await plant(request, tag);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(PLAYER_AT);
  await signUpPlayer(page, request, testInfo, 'find');

  // Two taps from home: the menu, then the link.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Find a machine' }).click();
  await expect(page.getByRole('heading', { name: 'Find a machine', level: 1 })).toBeVisible();
  await expect(page.getByText('No games yet. Find a game and add it to your wish list.')).toBeVisible();

  // Search as you type: by manufacturer and name.
  await page.getByLabel('Search games').fill(`wishful ${tag}`);
  await page
    .getByRole('list', { name: 'Matching games' })
    .getByRole('button', { name: new RegExp(`Wishful Reels ${tag}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/find\\?game=${game.id}$`));
  const casinos = page.getByRole('list', { name: `Casinos with ${game.name}` });
  const row = casinos.getByRole('listitem').filter({ has: page.getByRole('link', { name: casino.name }) });
  await expect(row).toContainText('6.9 mi');
  await expect(row).toContainText("On the casino's list");

  await page.getByRole('button', { name: 'Add to wish list' }).click();
  await expect(page.getByText('Added to your wish list.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'On your wish list' })).toBeVisible();
  const wishes = page.getByRole('list', { name: 'Your wish list' });
  await expect(wishes.getByRole('listitem')).toHaveCount(1);
  await expect(wishes.getByRole('listitem')).toContainText(`Near you: ${casino.name} (6.9 mi)`);

  // Recorded once, on the server: a reload reads it back.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your wish list' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Your wish list' })).toContainText(game.name);
  await axeClean(page, 'find a machine');
  await snap(page, testInfo, 'find-machine');

  if (isMobile) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your wish list' })).toContainText(game.name);
    await expect.poll(() => wideElements(page), { message: 'no sideways scroll at 360 px' }).toEqual([]);
    await snap(page, testInfo, 'find-machine-360');
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // The casino's page lists its games; a game opens Find a machine on it.
  await page.getByRole('link', { name: casino.name }).click();
  await expect(page.getByRole('heading', { name: casino.name, level: 1 })).toBeVisible();
  const here = page.getByRole('list', { name: 'Games here' });
  await expect(here).toContainText(game.name);
  await expect(here).toContainText("On the casino's list");
  await snap(page, testInfo, 'find-casino-games');
  await here.getByRole('link', { name: game.name }).click();
  await expect(page.getByRole('button', { name: 'On your wish list' })).toBeVisible();

  // Taken off the list again: it goes, and stays gone after a reload.
  await page.getByRole('button', { name: `Remove from wish list: ${game.name}` }).click();
  await expect(page.getByText('Removed from your wish list.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No games yet. Find a game and add it to your wish list.')).toBeVisible();
});

/**
 * The player's own play is theirs: three Buffalo Gold sessions at Peppermill (2026-03-02, 03-03, 03-04), a game on no
 * casino's list that fewer than five players logged. Find a machine, the wish list and Peppermill's "Games here" say
 * where and when the player played it. Peppermill at (36.3, -115.2), the player at (36.1, -115.2): 0.2° of latitude =
 * 3959 × 0.2 × π/180 = 13.82 mi -> '13.8 mi'.
 */
test('Find a machine: where the player played a game is known to them, with their dates', async ({
  page,
  request,
  context,
  isMobile,
}, testInfo) => {
  const tag = String(clockNow());
  const [casino] = await postRows<{ id: string; name: string }[]>(request, 'casinos', [
    { name: `Peppermill ${tag}`, city: 'Reno', state: 'NV', latitude: 36.3, longitude: -115.2 },
  ]);
  const [game] = await postRows<{ id: string; name: string }[]>(request, 'slot_machines', [
    { name: `Buffalo Gold ${tag}`, manufacturer: 'Aristocrat' },
  ]);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(PLAYER_AT);
  await signUpPlayer(page, request, testInfo, 'find-own');
  const { userId, token } = await storedSession(page);
  const asPlayer = { apikey: serviceHeaders.apikey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  await postRows(
    request,
    'gambling_sessions',
    ['2026-03-02', '2026-03-03', '2026-03-04'].map((d) => ({
      user_id: userId,
      casino_id: casino.id,
      slot_machine_id: game.id,
      session_date: d,
      session_time: '19:00:00',
      coins_in: 100,
      coins_out: 60,
    })),
    asPlayer,
  );

  await page.goto(`/find?game=${game.id}`);
  const row = page.getByRole('list', { name: `Casinos with ${game.name}` }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(casino.name);
  await expect(row).toContainText('13.8 mi');
  await expect(row).toContainText('You played it here: 3 sessions, Mar 02, 2026 – Mar 04, 2026');
  await expect(page.getByText('No casino is known to have this game yet.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to wish list' }).click();
  const wish = page.getByRole('list', { name: 'Your wish list' }).getByRole('listitem');
  await expect(wish).toContainText(`Near you: ${casino.name} (13.8 mi)`);
  await expect(wish).toContainText(`You played it at ${casino.name} on Mar 04, 2026`);
  await axeClean(page, 'find a machine, own play');
  await snap(page, testInfo, 'find-own-play');
  if (isMobile) {
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(wish).toContainText(`You played it at ${casino.name} on Mar 04, 2026`);
    await expect.poll(() => wideElements(page), { message: 'no sideways scroll at 360 px' }).toEqual([]);
    await snap(page, testInfo, 'find-own-play-360');
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // Peppermill's page: Games here lists it with the player's dates.
  await row.getByRole('link', { name: casino.name }).click();
  await expect(page.getByRole('heading', { name: casino.name, level: 1 })).toBeVisible();
  const here = page.getByRole('list', { name: 'Games here' }).getByRole('listitem');
  await expect(here).toHaveCount(1);
  await expect(here).toContainText(game.name);
  await expect(here).toContainText('You played it here: 3 sessions, Mar 02, 2026 – Mar 04, 2026');
  await snap(page, testInfo, 'find-own-play-casino');
});
