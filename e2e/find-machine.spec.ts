import { expect, test, type APIRequestContext } from '@playwright/test';
import { serviceHeaders, signUpPlayer } from './casinos-support';
import { API_URL, axeClean, snap, wideElements } from './support';

/**
 * Issue 38 item 2: a new player finds a game near a casino and adds it to the wish list, on a phone (390 and
 * 360 px) and a desktop. Planted with the service role: a casino at (36.2, -115.2) with the game on its admin
 * list. The player stands at (36.1, -115.2): 0.1° of latitude = 3959 × 0.1 × π/180 = 6.91 mi -> '6.9 mi', within
 * the 50-mile radius, so the wish is marked "Near you".
 */
const PLAYER_AT = { latitude: 36.1, longitude: -115.2 };

async function plant(request: APIRequestContext, tag: string) {
  const post = async <T>(path: string, data: unknown) => {
    const res = await request.post(`${API_URL}/rest/v1/${path}`, { headers: { ...serviceHeaders, Prefer: 'return=representation' }, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
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
  const tag = String(Date.now());
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
