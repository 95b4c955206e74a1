import { expect as baseExpect } from '@playwright/test';
import { clockNow, test } from './clock';
import { snap } from './support';
import { ANON_KEY, API_URL, serviceHeaders, signUpPlayer, storedSession } from './casinos-support';
import { rpcJson, serverState } from './server';

// The shared machine is often heavily loaded: allow slow screens.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test('a notification for one player: bell badge, item, mark read, realtime, mark all read', async ({ page, request }, testInfo) => {
  await signUpPlayer(page, request, testInfo, 'bell');
  const { userId, token } = await storedSession(page);

  // The seed's active notifications for everyone are unread for a new player.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');

  const title = `Jackpot weekend ${testInfo.project.name} ${clockNow()}`;
  const created = await request.post(`${API_URL}/rest/v1/notifications`, {
    headers: { ...serviceHeaders, Prefer: 'return=representation' },
    data: {
      title,
      message: 'Hit a royal flush on video poker this weekend and earn triple tier credits on every hand you play.',
      target_type: 'specific',
      target_users: [userId],
      notification_type: 'promotion',
      priority: 'urgent',
      action_url: '/casinos',
      action_text: 'Find casinos',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 4 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('4');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('4 new')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'View All Notifications' })).toBeVisible();
  const item = panel.getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('Find casinos');
  await expect(item).toContainText(/just now|ago/);
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
  await snap(page, testInfo, 'notifications-bell-open');

  // Clicking marks it read and opens its in-app action URL.
  await item.click();
  await expect(page).toHaveURL(/\/casinos$/);
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');

  // A read receipt written elsewhere reaches the bell through realtime.
  const listed = rpcJson<{ notification_id: string; title: string; is_read: boolean }[]>(
    request,
    `${API_URL}/rest/v1/rpc/get_user_notifications`,
    { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    { user_uuid: userId },
  ).map((rows) => rows.find((r) => r.title === 'Scheduled maintenance'));
  const maintenance = await serverState(listed, (row) => row !== undefined);
  expect(maintenance?.is_read).toBe(false);
  const receipt = await request.post(`${API_URL}/rest/v1/user_notifications?on_conflict=user_id,notification_id`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' },
    data: { user_id: userId, notification_id: maintenance?.notification_id, is_read: true, read_at: new Date(clockNow()).toISOString() },
  });
  expect(receipt.ok(), await receipt.text()).toBe(true);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // Mark all read.
  await bell.click();
  await expect(panel.getByText('2 new')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeHidden();
  await expect(panel.getByText(/\d+ new/)).toBeHidden();
  await snap(page, testInfo, 'notifications-bell-all-read');
});
