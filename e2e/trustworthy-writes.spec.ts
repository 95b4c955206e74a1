import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { clockNow, test } from './clock';
import { ANON_KEY, API_URL, serviceHeaders, signUpPlayer, storedSession } from './casinos-support';
import { pick } from './sessions-support';
import { snap } from './support';
import { signInAsAdmin } from './admin-support';
import { newProjectPage } from './social-support';
import { expectServer, getJson, serverState, ServerRead } from './server';

// Trustworthy writes on a slow network: every write request waits >= 400 ms before it leaves the browser.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 420_000 });

const DELAY_MS = 400;
const NETWORK_TEXT = 'No connection, so nothing was saved. Your entries are still here: press the button again to retry.';

/** Delays every non-GET API request (writes and RPCs) by DELAY_MS. */
async function throttleWrites(page: Page) {
  await page.route(`${API_URL}/**`, async (route) => {
    if (route.request().method() !== 'GET') await new Promise((r) => setTimeout(r, DELAY_MS));
    await route.fallback();
  });
}

/** Three presses as fast as the browser takes them (a triple click: three click events before any re-render). */
const pressThrice = (button: Locator) => button.click({ clickCount: 3 });

/** Rows as the service role reads them (e2e/server.ts: polled by expectServer / serverState, never read once). */
function rows<T = Record<string, unknown>>(request: APIRequestContext, query: string): ServerRead<T[]> {
  return getJson<T[]>(request, `${API_URL}/rest/v1/${query}`, serviceHeaders);
}

async function newVisit(request: APIRequestContext, token: string, userId: string, startingCash: number): Promise<string> {
  const id = crypto.randomUUID();
  const [casino] = await serverState(rows<{ id: string }>(request, 'casinos?select=id&name=eq.Bellagio&limit=1'), (r) => r.length === 1);
  const res = await request.post(`${API_URL}/rest/v1/casino_sessions`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: { id, user_id: userId, casino_id: casino.id, starting_cash: startingCash },
  });
  expect(res.status()).toBe(201);
  return id;
}

test('every player create form: three presses on a slow network make exactly one row', async ({ page, request }, testInfo) => {
  await signUpPlayer(page, request, testInfo, 'once');
  const { userId } = await storedSession(page);
  await throttleWrites(page);
  const main = page.getByRole('main');

  // Casino visit
  await page.goto('/sessions');
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Casino Session/ }).click();
  const visit = page.getByRole('dialog', { name: 'New Casino Session' });
  await pick(page, 'Casino', 'caesars', /^Caesars Palace/);
  await visit.getByLabel('Starting Cash').fill('500');
  await pressThrice(visit.getByRole('button', { name: 'Save Session' }));
  await expect(page.getByText('Casino session added successfully')).toHaveCount(1);
  await expect(visit).toBeHidden();
  await expectServer(rows(request, `casino_sessions?user_id=eq.${userId}&select=id`)).toHaveLength(1);

  // Add cash
  await main.getByRole('button', { name: 'Add Cash' }).click();
  const addCash = page.getByRole('dialog', { name: 'Add Cash to Session' });
  await addCash.getByLabel('Amount').fill('200');
  await addCash.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'ATM' }).click();
  await pressThrice(addCash.getByRole('button', { name: 'Add Cash' }));
  await expect(page.getByText('Cash added successfully')).toHaveCount(1);
  await expectServer(rows<{ additional_cash: unknown[] }>(request, `casino_sessions?user_id=eq.${userId}&select=additional_cash`).map(([v]) => v.additional_cash)).toHaveLength(1);

  // Slot session
  await page.getByRole('tab', { name: 'Slot Sessions' }).click();
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();
  await pick(page, 'Casino', 'bellagio', /^Bellagio/);
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await page.getByLabel('Money In', { exact: true }).fill('100');
  await page.getByLabel('Money Out', { exact: true }).fill('40');
  await pressThrice(page.getByRole('button', { name: 'Save Session' }));
  await expect(page.getByText('Slot session added successfully')).toHaveCount(1);
  await expectServer(rows(request, `gambling_sessions?user_id=eq.${userId}&select=id`)).toHaveLength(1);

  // W2G jackpot
  await page.goto('/w2g/new');
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await page.getByLabel('Amount').fill('2500');
  await pressThrice(page.getByRole('button', { name: 'Save Jackpot' }));
  await expect(page.getByText('Jackpot recorded successfully.')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'W2G Jackpot Details' })).toContainText('$2,500.00');
  await page.keyboard.press('Escape');
  await expectServer(rows(request, `w2g_jackpots?user_id=eq.${userId}&select=id`)).toHaveLength(1);

  // Support ticket
  await page.getByRole('button', { name: 'Submit support ticket' }).click();
  const ticket = page.getByRole('dialog', { name: 'Submit Support Ticket' });
  await ticket.getByLabel('Subject').fill('Pressed three times');
  await ticket.getByLabel('Description').fill('One ticket only, please.');
  await pressThrice(ticket.getByRole('button', { name: 'Submit Ticket' }));
  await expect(page.getByText('Support Ticket Created')).toHaveCount(1);
  await expectServer(rows(request, `support_tickets?user_id=eq.${userId}&select=id`)).toHaveLength(1);
});

test('two pages add cash to one visit at the same instant: both entries stay', async ({ page, request }, testInfo) => {
  await signUpPlayer(page, request, testInfo, 'visit');
  const { userId, token } = await storedSession(page);
  const other = await page.context().newPage();
  for (const p of [page, other]) await throttleWrites(p);
  const visitId = await newVisit(request, token, userId, 100);

  // Two pages add cash to the same visit at the same instant: both entries stay, every round.
  const rounds = testInfo.project.name === 'desktop' ? 10 : 3;
  await Promise.all([page.goto('/sessions'), other.goto('/sessions')]);
  let kept = 0;
  for (let round = 1; round <= rounds; round++) {
    // Both pages fill their dialog side by side, then press Add Cash together.
    const dialogs = await Promise.all(
      [page, other].map(async (p, i) => {
        await p.getByRole('main').getByRole('button', { name: 'Add Cash' }).click();
        const dialog = p.getByRole('dialog', { name: 'Add Cash to Session' });
        await dialog.getByLabel('Amount').fill(String(round * 10 + i));
        await dialog.getByRole('combobox', { name: 'Source' }).click();
        await p.getByRole('option', { name: 'Marker' }).click();
        return dialog;
      }),
    );
    await Promise.all(dialogs.map((d) => d.getByRole('button', { name: 'Add Cash' }).click()));
    await Promise.all(dialogs.map((d) => expect(d).toBeHidden()));
    // The dialogs close as the writes are queued: the server is read until both have arrived (or the bound ends).
    const entries = rows<{ additional_cash: { amount: number }[] }>(request, `casino_sessions?id=eq.${visitId}&select=additional_cash`).map(([row]) => row.additional_cash.length);
    if (await serverState(entries, (n) => n === round * 2).then(() => true, () => false)) kept++;
  }
  console.log(`[trustworthy-writes] ${testInfo.project.name}: concurrent Add Cash kept both entries in ${kept} of ${rounds} rounds`);
  expect(kept).toBe(rounds);
  await other.close();
});

test('edit after a delete elsewhere, stale edit, dropped-connection save: the truth, the form kept, one row', async ({ page, request }, testInfo) => {
  await signUpPlayer(page, request, testInfo, 'edits');
  const { userId, token } = await storedSession(page);
  await throttleWrites(page);
  const visitId = await newVisit(request, token, userId, 100);

  // Edit after a delete elsewhere: an error, no success toast, the form stays open and filled.
  await page.goto('/sessions');
  await page.getByRole('main').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Casino Session' });
  await edit.getByLabel('Final Cash (optional)').fill('50');
  await request.delete(`${API_URL}/rest/v1/casino_sessions?id=eq.${visitId}`, { headers: serviceHeaders });
  await edit.getByRole('button', { name: 'Update Session' }).click();
  await expect(page.getByText('This session no longer exists')).toBeVisible();
  await expect(edit.getByLabel('Final Cash (optional)')).toHaveValue('50');
  await expect(page.getByText('Casino session updated successfully')).toHaveCount(0);

  // A stale edit (saved elsewhere after this form opened) is refused with a way to reload.
  const staleId = await newVisit(request, token, userId, 300);
  await page.reload();
  // The list restored from the offline cache can still show the deleted visit until its refetch lands: edit the new one.
  await expect(page.getByRole('main').getByText('$300.00').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit' })).toHaveCount(1);
  await page.getByRole('main').getByRole('button', { name: 'Edit' }).click();
  await edit.getByLabel('Starting Cash').fill('333');
  await request.patch(`${API_URL}/rest/v1/casino_sessions?id=eq.${staleId}`, { headers: serviceHeaders, data: { notes: 'changed on the phone' } });
  await edit.getByRole('button', { name: 'Update Session' }).click();
  await expect(page.getByText('This session was changed elsewhere')).toBeVisible();
  await expect(page.getByText('Casino session updated successfully')).toHaveCount(0);
  await expectServer(rows(request, `casino_sessions?id=eq.${staleId}&select=starting_cash,notes`)).toEqual([{ starting_cash: 300, notes: 'changed on the phone' }]);

  // Reload starts the open form from the latest version; saving it then keeps the change made elsewhere.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(edit.getByLabel('Starting Cash')).toHaveValue('300');
  await expect(edit.getByLabel('Notes (optional)')).toHaveValue('changed on the phone');
  await edit.getByLabel('Starting Cash').fill('333');
  await edit.getByRole('button', { name: 'Update Session' }).click();
  await expect(page.getByText('Casino session updated successfully')).toBeVisible();
  await expectServer(rows(request, `casino_sessions?id=eq.${staleId}&select=starting_cash,notes`)).toEqual([{ starting_cash: 333, notes: 'changed on the phone' }]);

  // By keyboard: the dialog keeps focus inside it, so its own notice offers the same reload.
  await page.getByRole('main').getByRole('button', { name: 'Edit' }).click();
  await edit.getByLabel('Final Cash (optional)').fill('10');
  await request.patch(`${API_URL}/rest/v1/casino_sessions?id=eq.${staleId}`, { headers: serviceHeaders, data: { notes: 'changed again' } });
  await edit.getByRole('button', { name: 'Update Session' }).press('Enter');
  await expect(edit.getByText('Not saved: it was changed elsewhere after you opened it.')).toBeVisible();
  await snap(page, testInfo, 'edit-changed-elsewhere');
  await edit.getByRole('button', { name: 'Load latest version' }).press('Enter');
  await expect(edit.getByLabel('Notes (optional)')).toHaveValue('changed again');
  await expect(edit.getByText('Not saved: it was changed elsewhere after you opened it.')).toHaveCount(0);
  await expect(page.getByText('This session was changed elsewhere')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await request.delete(`${API_URL}/rest/v1/casino_sessions?id=eq.${staleId}`, { headers: serviceHeaders });

  // No connection: the save fails, the form keeps its data; back online, one press saves exactly once.
  await page.reload();
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Casino Session/ }).click();
  const create = page.getByRole('dialog', { name: 'New Casino Session' });
  await pick(page, 'Casino', 'caesars', /^Caesars Palace/);
  await create.getByLabel('Starting Cash').fill('777');
  // The connection drops as the save leaves (the browser reports the network as disconnected).
  let dropped = false;
  await page.route(`${API_URL}/rest/v1/casino_sessions*`, (route) => {
    if (dropped || route.request().method() !== 'POST') return route.fallback();
    dropped = true;
    return route.abort('internetdisconnected');
  });
  await create.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText(NETWORK_TEXT)).toBeVisible();
  await expect(create.getByLabel('Starting Cash')).toHaveValue('777');
  await expectServer(rows(request, `casino_sessions?user_id=eq.${userId}&starting_cash=eq.777&select=id`)).toHaveLength(0);
  // The answer to the retry is lost on the way back (the row is written): a second retry still makes one row.
  await page.route(`${API_URL}/rest/v1/casino_sessions*`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    await route.abort('failed');
  }, { times: 1 });
  await create.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText(NETWORK_TEXT).first()).toBeVisible();
  await create.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText('Casino session added successfully')).toBeVisible();
  await expect(create).toBeHidden();
  await expectServer(rows(request, `casino_sessions?user_id=eq.${userId}&starting_cash=eq.777&select=id`)).toHaveLength(1);
});

test('social and admin create forms: three presses on a slow network make exactly one row', async ({ page, browser, request }, testInfo) => {
  const tag = `${testInfo.project.name}-${clockNow()}`;
  const email = await signUpPlayer(page, request, testInfo, 'once-social');
  const { userId } = await storedSession(page);
  await throttleWrites(page);

  // Share a win
  const caption = `Three presses, one post ${tag}`;
  await page.goto('/social/new');
  await page.getByLabel('Caption').fill(caption);
  await pressThrice(page.getByRole('button', { name: 'Post', exact: true }));
  await expect(page).toHaveURL(/\/social\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Posted', { exact: true })).toHaveCount(1);
  const posts = await serverState(rows<{ id: string }>(request, `social_posts?user_id=eq.${userId}&select=id`), (r) => r.length > 0);
  expect(posts).toHaveLength(1);

  // Comment on it
  await page.getByLabel('Add a comment').fill('Counting my comments');
  await pressThrice(page.getByRole('button', { name: 'Comment', exact: true }));
  await expect(page.getByText('Comment added', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Counting my comments')).toHaveCount(1);
  await expectServer(rows(request, `social_post_comments?post_id=eq.${posts[0].id}&select=id`)).toHaveLength(1);

  // React: a toggle, so three presses may leave it on or off, but never two rows, and the button tells the truth.
  const like = page.getByRole('button', { name: /^Like/ });
  await pressThrice(like);
  await expect(like).toBeEnabled();
  const reactions = rows(request, `social_post_reactions?post_id=eq.${posts[0].id}&reaction_type=eq.like&select=id`);
  await expectServer(new ServerRead(reactions.what, async () => `${(await reactions.run()).length}:${await like.getAttribute('aria-pressed')}`)).toMatch(/^(0:false|1:true)$/);

  // The admin console, in its own browser, on the same slow network.
  const adminPage = await newProjectPage(browser, testInfo);
  await signInAsAdmin(adminPage);
  await throttleWrites(adminPage);

  // Add Casino
  const casinoName = `Once Casino ${tag}`;
  await adminPage.goto('/admin/casinos');
  await adminPage.getByRole('button', { name: 'Add New Casino' }).click();
  await adminPage.getByLabel('Casino Name *').fill(casinoName);
  await pressThrice(adminPage.getByRole('button', { name: 'Add Casino' }));
  await expect(adminPage.getByText('Casino added successfully')).toHaveCount(1);
  await expectServer(rows(request, `casinos?name=eq.${encodeURIComponent(casinoName)}&select=id`)).toHaveLength(1);

  // Add Slot Machine
  const machine = `Once Machine ${tag}`;
  await adminPage.goto('/admin/slot-machines');
  await adminPage.getByRole('button', { name: 'Add to Master Catalog' }).click();
  await adminPage.getByLabel('Machine Name *').fill(machine);
  await pressThrice(adminPage.getByRole('button', { name: 'Add Slot Machine' }));
  await expect(adminPage.getByText('Slot machine added successfully')).toHaveCount(1);
  await expectServer(rows(request, `slot_machines?name=eq.${encodeURIComponent(machine)}&select=id`)).toHaveLength(1);

  // Send Notification (to the player above only)
  const title = `Once Notice ${tag}`;
  await adminPage.goto('/admin/notifications');
  await adminPage.getByRole('button', { name: 'Create Notification' }).first().click();
  const dialog = adminPage.getByRole('dialog', { name: 'Create New Notification' });
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Message *').fill('Sent once, whatever the button went through.');
  await dialog.getByRole('combobox', { name: 'Target Audience' }).click();
  await adminPage.getByRole('option', { name: 'Specific Users' }).click();
  await dialog.getByPlaceholder('Search users by e-mail').fill(email);
  await dialog.getByRole('button', { name: email }).click();
  await pressThrice(dialog.getByRole('button', { name: 'Send Notification' }));
  await expect(adminPage.getByText('Notification created successfully')).toHaveCount(1);
  await expectServer(rows(request, `notifications?title=eq.${encodeURIComponent(title)}&select=id`)).toHaveLength(1);

  // Add State (a state is unique): removed first, then added back with three presses. Each project has its own.
  const [stateName, stateCode] = testInfo.project.name === 'mobile' ? ['Maine', 'ME'] : ['Montana', 'MT'];
  await request.delete(`${API_URL}/rest/v1/state_casino_management?state_code=eq.${stateCode}`, { headers: serviceHeaders });
  await adminPage.goto('/admin/casinos');
  await adminPage.getByRole('tab', { name: 'State Management' }).click();
  await adminPage.getByRole('button', { name: 'Add State' }).click();
  const addState = adminPage.getByRole('dialog', { name: 'Add State' });
  await adminPage.getByRole('combobox', { name: 'State' }).click();
  await adminPage.getByRole('option', { name: `${stateName} (${stateCode})`, exact: true }).click();
  await pressThrice(addState.getByRole('button', { name: 'Add State' }));
  await expect(adminPage.getByText('State added successfully')).toHaveCount(1);
  await expect(addState).toBeHidden();
  await expectServer(rows(request, `state_casino_management?state_code=eq.${stateCode}&select=id`)).toHaveLength(1);

  // Create Admin User (an e-mail is unique): one account, one admin row, one success.
  const adminEmail = `once-admin-${tag}@example.com`;
  await adminPage.goto('/admin/users');
  await adminPage.getByRole('tab', { name: /^Admin Users/ }).click();
  await adminPage.getByRole('button', { name: 'Add Admin User' }).click();
  const invite = adminPage.getByRole('dialog', { name: 'Create Admin User' });
  await invite.getByLabel('Email *').fill(adminEmail);
  await invite.getByLabel('First Name').fill('Once');
  await pressThrice(invite.getByRole('button', { name: 'Create Admin User' }));
  await expect(adminPage.getByText('Admin user created successfully. Password reset email sent.')).toHaveCount(1);
  await expect(invite).toBeHidden();
  await expectServer(rows(request, `admin_users?email=eq.${encodeURIComponent(adminEmail)}&select=id`)).toHaveLength(1);
  await adminPage.context().close();
});

test('a profile saved on another device meanwhile: the stale save is refused with Reload, nothing overwritten', async ({ page, request }, testInfo) => {
  await signUpPlayer(page, request, testInfo, 'profile');
  const { userId } = await storedSession(page);
  await page.goto('/account');
  const name = page.getByLabel('Social display name');
  await expect(name).toBeEditable();
  await name.fill('From the laptop');
  // The phone saves first.
  await request.patch(`${API_URL}/rest/v1/profiles?id=eq.${userId}`, { headers: serviceHeaders, data: { nickname: 'From the phone' } });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This profile was changed elsewhere')).toBeVisible();
  await expect(page.getByText('Your profile was updated.')).toHaveCount(0);
  await expect(name).toHaveValue('From the laptop');
  const nickname = rows<{ nickname: string }>(request, `profiles?id=eq.${userId}&select=nickname`).map(([p]) => p.nickname);
  await expectServer(nickname).toBe('From the phone');
  // Reload shows the phone's save; saving on top of it then works.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(name).toHaveValue('From the phone');
  await name.fill('Mine now');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was updated.')).toBeVisible();
  await expectServer(nickname).toBe('Mine now');
  // The form now stands on the version it saved: a second save is not taken for a stale one.
  await expect(name).toHaveValue('Mine now');
  await name.fill('Mine again');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectServer(nickname).toBe('Mine again');
  await expect(page.getByText('This profile was changed elsewhere')).toHaveCount(0);
});

test('casino preferences: a favourite toggled or a club id saved on a stale page keeps what another device saved', async ({ page, request }, testInfo) => {
  await signUpPlayer(page, request, testInfo, 'prefs');
  const { userId } = await storedSession(page);
  const [casino] = await serverState(rows<{ id: string }>(request, 'casinos?name=eq.Bellagio&select=id'), (r) => r.length === 1);
  const mine = `user_casino_preferences?user_id=eq.${userId}&casino_id=eq.${casino.id}`;
  const stored = rows<{ is_favorite: boolean; player_club_id: string | null }>(request, `${mine}&select=is_favorite,player_club_id`);
  const elsewhere = (data: Record<string, unknown>) => request.patch(`${API_URL}/rest/v1/${mine}`, { headers: serviceHeaders, data });

  await page.goto(`/casinos/${casino.id}`);
  const favorite = page.getByRole('switch', { name: 'Favorite' });
  const clubId = page.getByLabel('Player Club ID');
  await favorite.click();
  await expectServer(stored).toEqual([{ is_favorite: true, player_club_id: null }]);
  await expect(favorite).toBeChecked();
  await expect(favorite).toBeEnabled(); // the save and its refetch are done: the page now shows no club id

  // The phone saves a club id; this page (still showing none) takes the favourite off: the club id stays.
  await elsewhere({ player_club_id: 'PHONE-1' });
  await favorite.click();
  await expectServer(stored).toEqual([{ is_favorite: false, player_club_id: 'PHONE-1' }]);
  await expect(clubId).toHaveValue('PHONE-1');
  await expect(favorite).toBeEnabled();

  // The phone favourites it again; this page (showing it off) saves a club id: the favourite stays.
  await elsewhere({ is_favorite: true });
  await clubId.fill('LAPTOP-2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectServer(stored).toEqual([{ is_favorite: true, player_club_id: 'LAPTOP-2' }]);
  await expect(favorite).toBeChecked();

  // Clearing the club id of a favourite keeps the row; taking the favourite off then removes it.
  await clubId.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectServer(stored).toEqual([{ is_favorite: true, player_club_id: null }]);
  await favorite.click();
  await expect(page.getByText('Casino preference removed successfully')).toBeVisible();
  await expectServer(stored).toEqual([]);
  await expect(favorite).not.toBeChecked();
});
