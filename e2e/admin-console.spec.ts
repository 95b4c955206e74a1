import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { clockNow, test } from './clock';
import { signInAsAdmin } from './admin-support';
import { serviceHeaders } from './casinos-support';
import { API_URL, signIn, signUp, snap, uniqueEmail, waitForMailLink } from './support';
import { newProjectPage } from './social-support';
import { rgbPng } from '../scripts/png';
import { expectServer, getJson, getStatus } from './server';

// The shared machine is often heavily loaded: allow slow screens.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const ANON_KEY =
  process.env.VITE_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJpYXQiOjE2NjgyNzY5OTYsImV4cCI6MTk4MzgxMjk5Nn0.On_qBNtSrt62CLPiaCJ9HtFTwLu19fyeVYO58c5YxA0';
const DEMO = { email: 'demo@slotplay.test', password: 'DemoPlayer123!' };
const SAM = { email: 'sam@slotplay.test', password: 'DemoPlayer123!' };

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** A small RGB PNG (red-to-gold gradient) built in memory. */
function slotPng(width = 96, height = 96): Buffer {
  return rgbPng(width, height, (x, y) => [200, Math.round((x / width) * 180), Math.round((y / height) * 60)]);
}

/** Signs in through the auth API; returns the access token and user id. */
async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    data: { email, password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

const restHeaders = (token: string) => ({
  apikey: ANON_KEY,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});

/** Signs up a fresh player and opens the confirmation link (lands signed in). */
async function signUpConfirmedPlayer(page: Page, request: APIRequestContext, testInfo: TestInfo, tag: string) {
  const email = uniqueEmail(testInfo, tag);
  const password = 'lucky-sevens-777';
  await signUp(page, { firstName: 'Nora', lastName: 'Notified', email, password });
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible();
  await page.goto(await waitForMailLink(request, email, 'signup'));
  await expect(page.getByText(email)).toBeVisible();
  return { email, password };
}

// ---------------------------------------------------------------------------------------------
// Master Slot Machine Catalog
// ---------------------------------------------------------------------------------------------

test('admin adds a slot machine with an image and sees it in the catalog', async ({ page, request }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin/slot-machines');
  await expect(page.getByRole('heading', { name: 'Master Slot Machine Catalog', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Master Slot Machine Catalog \(\d+\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import Slot Machine Data' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$0.0100' }).first()).toBeVisible();
  await snap(page, testInfo, 'admin-slot-machines');

  await page.getByRole('button', { name: 'Add to Master Catalog' }).click();
  await expect(page.getByText('Add New Slot Machine')).toBeVisible();

  // Name is required.
  await page.getByRole('button', { name: 'Add Slot Machine' }).click();
  await expect(page.getByText('Machine name is required')).toBeVisible();

  // A file that is not an image is refused under the field.
  await page.getByLabel('Machine Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();

  const name = `A1 E2E Lucky Sevens ${testInfo.project.name} ${clockNow() % 100000}`;
  await page.getByLabel('Machine Name *').fill(name);
  await page.getByLabel('Manufacturer').fill('Aristocrat');
  await page.getByLabel('Alternative Name').fill('Triple Red Sevens');
  await page.getByLabel('Denomination ($)').fill('0.05');
  await page.getByLabel('Model Year').fill('2023');
  await page.getByLabel('Game Theme').fill('Classic');
  await page.getByLabel('Min Bet ($)').fill('0.50');
  await page.getByLabel('Max Bet ($)').fill('12.50');
  await page.getByLabel('Jackpot Type').fill('Progressive');
  // An image replaced before saving leaves no file behind.
  const preview = page.getByRole('img', { name: 'Slot machine preview' });
  await page.getByLabel('Machine Image').setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: slotPng(64, 64) });
  await expect(preview).toBeVisible();
  const replaced = (await preview.getAttribute('src'))!;
  await expectServer(getStatus(request, replaced)).toBe(200);
  await page.getByLabel('Machine Image').setInputFiles({ name: 'sevens.png', mimeType: 'image/png', buffer: slotPng() });
  await expect(page.getByText('Image uploaded successfully').first()).toBeVisible();
  await expect(preview).not.toHaveAttribute('src', replaced);
  await expect(preview).toBeVisible();
  await expectServer(getStatus(request, replaced)).toBeGreaterThanOrEqual(400);
  await snap(page, testInfo, 'admin-slot-machine-form');

  await page.getByRole('button', { name: 'Add Slot Machine' }).click();
  await expect(page.getByText('Slot machine added successfully')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Triple Red Sevens');
  await expect(row).toContainText('2023');
  await expect(row).toContainText('$0.0500');
  await expect(row).toContainText('$0.50 - $12.50');
  const img = row.getByRole('img', { name });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(96);
  await snap(page, testInfo, 'admin-slot-machines-added');

  // Edit, then delete with the master-catalog confirmation.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByText('Edit Slot Machine')).toBeVisible();
  await page.getByLabel('Jackpot Type').fill('Must-Hit-By');
  await page.getByRole('button', { name: 'Update Slot Machine' }).click();
  await expect(page.getByText('Slot machine updated successfully')).toBeVisible();
  await expect(row).toContainText('Must-Hit-By');

  // Changed by another admin while this edit is open: refused, nothing overwritten; Reload starts the form
  // from their version, and saving it then keeps both changes.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Jackpot Type').fill('Progressive');
  const other = await request.patch(`${API_URL}/rest/v1/slot_machines?name=eq.${encodeURIComponent(name)}`, { headers: serviceHeaders, data: { cabinet_style: 'Slant Top' } });
  expect(other.ok()).toBe(true);
  await page.getByRole('button', { name: 'Update Slot Machine' }).click();
  await expect(page.getByText('This slot machine was changed elsewhere')).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Cabinet Style')).toHaveValue('Slant Top');
  await expect(page.getByLabel('Jackpot Type')).toHaveValue('Must-Hit-By');
  await page.getByLabel('Jackpot Type').fill('Progressive');
  await page.getByRole('button', { name: 'Update Slot Machine' }).click();
  await expect(page.getByText('Slot machine updated successfully').last()).toBeVisible();
  await expect(row).toContainText('Progressive');
  await expectServer(
    getJson(request, `${API_URL}/rest/v1/slot_machines?name=eq.${encodeURIComponent(name)}&select=jackpot_type,cabinet_style`, serviceHeaders),
  ).toEqual([{ jackpot_type: 'Progressive', cabinet_style: 'Slant Top' }]);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this slot machine from the master catalog?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Slot machine deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  // An image uploaded into a form that is then left (Cancel) is removed from storage.
  await page.getByRole('button', { name: 'Add to Master Catalog' }).click();
  await page.getByLabel('Machine Image').setInputFiles({ name: 'left.png', mimeType: 'image/png', buffer: slotPng(48, 48) });
  await expect(preview).toBeVisible();
  const abandoned = (await preview.getAttribute('src'))!;
  await expectServer(getStatus(request, abandoned)).toBe(200);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/^Master Slot Machine Catalog \(\d+\)$/)).toBeVisible();
  await expectServer(getStatus(request, abandoned)).toBeGreaterThanOrEqual(400);
});

test('the per-casino catalog links back to Casino Management', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  // Red Rock (seeded).
  await page.goto('/admin/casinos/333b5758-0b82-53fd-904e-a7e1c671367e/slot-machines');
  await expect(page.getByRole('heading', { name: 'Master Slot Machine Catalog', level: 1 })).toBeVisible();
  await expect(page.getByText(/Slot machines for Red Rock/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Slot Machine' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import Slot Machine Data' })).toHaveCount(0);
  await snap(page, testInfo, 'admin-casino-slot-machines');

  const first = page.getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this slot machine?');
  await expect(page.getByRole('alertdialog')).not.toContainText('master catalog');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Back to Casino Management' }).click();
  await expect(page).toHaveURL(/\/admin\/casinos$/);
});

// ---------------------------------------------------------------------------------------------
// User Management
// ---------------------------------------------------------------------------------------------

test("admin views a seeded player's details", async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^App Users \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Admin Users \(\d+\)$/ })).toBeVisible();
  const demoRow = page.getByRole('row').filter({ hasText: DEMO.email });
  // Newest sign-ups come first and the other specs keep adding players: page on until the seeded one shows.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  while (!(await demoRow.isVisible()) && (await next.isEnabled())) {
    const first = await page.getByRole('row').nth(1).textContent();
    await next.click();
    await expect(page.getByRole('row').nth(1)).not.toHaveText(first ?? '');
  }
  await expect(demoRow).toBeVisible();
  await snap(page, testInfo, 'admin-users');

  await demoRow.getByRole('button', { name: `View details of ${DEMO.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'User Details' });
  await expect(dialog).toBeVisible();
  const w2g = dialog.getByRole('region', { name: 'W2G Jackpots Summary' });
  await expect(w2g).toContainText('Total Amount');
  await expect(w2g.getByText(/^\$[\d,]+\.\d{2}$/).first()).not.toHaveText('$0.00');
  await expect(dialog.getByRole('region', { name: 'Gaming Statistics' })).toContainText('Total Sessions');
  await expect(dialog.getByRole('region', { name: 'Favorite Casinos & Player Cards' })).not.toContainText('No favorite casinos set');
  await snap(page, testInfo, 'admin-user-details');
});

test('admin creates an admin user whose e-mail link opens /admin/auth in recovery mode', async ({ page, request, browser }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: /^Admin Users/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'admin@slotplay.test' })).toContainText('Alex Morgan');
  await snap(page, testInfo, 'admin-users-admins');

  await page.getByRole('button', { name: 'Add Admin User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Admin User' });
  await dialog.getByRole('button', { name: 'Create Admin User' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();

  const email = uniqueEmail(testInfo, 'newadmin');
  await dialog.getByLabel('Email *').fill(email);
  await dialog.getByLabel('First Name').fill('Riley');
  await dialog.getByLabel('Last Name').fill('Admin');
  await snap(page, testInfo, 'admin-create-admin-dialog');
  await dialog.getByRole('button', { name: 'Create Admin User' }).click();
  await expect(page.getByText('Admin user created successfully. Password reset email sent.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Riley Admin');

  // The new admin follows the set-password link in another browser.
  const link = await waitForMailLink(request, email, 'recovery');
  const other = await newProjectPage(browser, testInfo);
  await other.goto(link);
  await expect(other).toHaveURL(/\/admin\/auth/);
  await expect(other.getByText('Set New Password')).toBeVisible();
  await other.context().close();
});

// ---------------------------------------------------------------------------------------------
// Social Posts Moderation
// ---------------------------------------------------------------------------------------------

test('admin moderates a reported post in bulk', async ({ page, request }, testInfo) => {
  // Sam posts, the demo player reports it (through the API: other screens are other issues').
  const sam = await apiSignIn(request, SAM.email, SAM.password);
  const demo = await apiSignIn(request, DEMO.email, DEMO.password);
  const caption = `Buying comps cheap (${testInfo.project.name} ${clockNow()})`;
  // With an image in social-posts, as the app stores it (object under posts/<uid>/, public URL in image_url).
  const imagePath = `posts/${sam.userId}/${clockNow()}-${testInfo.project.name}.png`;
  const uploaded = await request.post(`${API_URL}/storage/v1/object/social-posts/${imagePath}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${sam.token}`, 'Content-Type': 'image/png' },
    data: slotPng(32, 32),
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const imageUrl = `${API_URL}/storage/v1/object/public/social-posts/${imagePath}`;
  await expectServer(getStatus(request, imageUrl)).toBe(200);
  const created = await request.post(`${API_URL}/rest/v1/social_posts`, {
    headers: { ...restHeaders(sam.token), Prefer: 'return=representation' },
    data: { user_id: sam.userId, caption, is_public: true, image_url: imageUrl },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const [post] = (await created.json()) as { id: string }[];
  const reported = await request.post(`${API_URL}/rest/v1/social_post_reports`, {
    headers: restHeaders(demo.token),
    data: { post_id: post.id, reporter_user_id: demo.userId, reason: 'spam' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  await signInAsAdmin(page);
  await page.goto('/admin/social');
  await expect(page.getByRole('heading', { name: 'Social Posts Moderation' })).toBeVisible();
  // Default filter: Pending (the seed has one pending post).
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('Pending');
  await expect(page.getByRole('row').filter({ hasText: 'Huge night at Hard Rock' })).toBeVisible();
  await snap(page, testInfo, 'admin-social');

  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('checkbox', { name: 'Reported only' }).click();
  const row = page.getByRole('row').filter({ hasText: caption });
  await expect(row).toBeVisible();
  // Non-reported posts are not listed. (The seed's reported comp-selling post is rejected, so the first project's
  // "Delete All Rejected" below removes it: the other project, on the same database, cannot count on it.)
  await expect(page.getByRole('row').filter({ hasText: 'Huge night at Hard Rock' })).toHaveCount(0);
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await expect(row).toContainText('Yes');
  await expect(row).toContainText('ReelSam'); // Sam's nickname

  await row.getByRole('checkbox').click();
  await expect(page.getByText('1 selected')).toBeVisible();
  await snap(page, testInfo, 'admin-social-reported');
  await page.getByRole('button', { name: 'Reject Selected' }).click();
  await expect(page.getByText('Bulk moderation updated')).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveText('Rejected');

  // Rejected posts are gone from the public feed query and can be removed in bulk.
  await page.getByRole('button', { name: 'Delete All Rejected' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete ALL rejected posts? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/Deleted \d+ rejected posts?/)).toBeVisible();
  await expect(row).toHaveCount(0);
  // The post's image went with it.
  await expectServer(getStatus(request, imageUrl)).toBeGreaterThanOrEqual(400);
});

// ---------------------------------------------------------------------------------------------
// Notification Management
// ---------------------------------------------------------------------------------------------

test('admin sends a notification to one player: that player sees it in the bell, another does not', async ({ page, request, browser }, testInfo) => {
  // A fresh player (unique per project: desktop and mobile share the database) signs up in their own browser.
  const signup = await newProjectPage(browser, testInfo);
  const target = await signUpConfirmedPlayer(signup, request, testInfo, 'notified');
  await signup.context().close();

  await signInAsAdmin(page);
  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { name: 'Notification Management' })).toBeVisible();
  await expect(page.getByLabel('Total Notifications')).toHaveText(/^\d+$/);
  await expect(page.getByLabel('Read Rate')).toHaveText(/%$/);
  await expect(page.getByRole('row').filter({ hasText: 'Tax season: review your W2G jackpots' })).toContainText('Specific Users');
  await snap(page, testInfo, 'admin-notifications');

  await page.getByRole('button', { name: 'Create Notification' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Notification' });
  await dialog.getByRole('button', { name: 'Send Notification' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();

  const title = `Your comp balance is ready ${testInfo.project.name} ${clockNow()}`;
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Message *').fill('Stop by the players club desk to redeem your free play before Sunday.');
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('combobox', { name: 'Target Audience' }).click();
  await page.getByRole('option', { name: 'Specific Users' }).click();
  await dialog.getByPlaceholder('Search users by e-mail').fill(target.email);
  await dialog.getByRole('button', { name: target.email }).click();
  await expect(dialog.getByRole('list', { name: 'Chosen users' })).toContainText(target.email);
  await snap(page, testInfo, 'admin-notification-dialog');
  await dialog.getByRole('button', { name: 'Send Notification' }).click();
  await expect(page.getByText('Notification created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Specific Users');
  await expect(row).toContainText('High');
  await expect(row).toContainText('Active');

  // Edited by another admin while this edit is open: refused inside the dialog, where the keyboard can reach
  // 'Load latest version'; the form then shows their change.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Notification' });
  await expect(edit.getByLabel('Title *')).toHaveValue(title);
  await edit.getByLabel('Action Text').fill('Redeem now');
  const changed = await request.patch(`${API_URL}/rest/v1/notifications?title=eq.${encodeURIComponent(title)}`, {
    headers: serviceHeaders,
    data: { message: 'Stop by the players club desk to redeem your free play before Sunday. Open 24/7.' },
  });
  expect(changed.ok()).toBe(true);
  await edit.getByRole('button', { name: 'Update Notification' }).press('Enter');
  await expect(edit.getByText('Not saved: it was changed elsewhere after you opened it.')).toBeVisible();
  await edit.getByRole('button', { name: 'Load latest version' }).press('Enter');
  await expect(edit.getByLabel('Message *')).toHaveValue(/Open 24\/7\.$/);
  await expect(edit.getByLabel('Action Text')).toHaveValue('');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // The targeted player signs in in a fresh browser: unread badge on the bell, the notification in its list.
  const player = await newProjectPage(browser, testInfo);
  await signIn(player, target.email, target.password);
  await expect(player.getByText(target.email)).toBeVisible();
  const bell = player.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await expect(player.getByTestId('notification-badge')).toHaveText(/^\d+\+?$/);
  await bell.click();
  const panel = player.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('button', { name: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Stop by the players club desk');
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
  await snap(player, testInfo, 'admin-notification-player-bell');
  await player.context().close();

  // Another player signs in elsewhere: their bell lists the notifications for everyone, not this one.
  const other = await newProjectPage(browser, testInfo);
  await signIn(other, SAM.email, SAM.password);
  await expect(other.getByText(SAM.email)).toBeVisible();
  await other.getByRole('button', { name: /^Notifications/ }).click();
  const otherPanel = other.getByRole('dialog', { name: 'Notifications' });
  await expect(otherPanel.getByRole('button', { name: 'Welcome to Slot Play Tracker' })).toHaveCount(1);
  await expect(otherPanel).not.toContainText(title);
  await expect(otherPanel.getByRole('button', { name: title })).toHaveCount(0);
  await snap(other, testInfo, 'admin-notification-other-bell');
  await other.context().close();

  // Turning it off: the toggle updates the status.
  await row.getByRole('switch').click();
  await expect(page.getByText('Notification deactivated')).toBeVisible();
  await expect(row).toContainText('Inactive');
});
