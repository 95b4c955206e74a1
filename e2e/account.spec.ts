import { expect } from '@playwright/test';
import { test } from './clock';
import { snap } from './support';
import { isolateFromDevServerReloads, signUpPlayer } from './w2g-support';

test.beforeEach(async ({ page }) => isolateFromDevServerReloads(page));

test('a player updates their display name and public profile, and both persist', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const email = await signUpPlayer(page, request, testInfo, 'account', 'Ada');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible({ timeout: 30_000 });
  const info = page.locator('[data-slot="card"]').filter({ hasText: 'Account Information' });
  await expect(info).toContainText(email);
  await expect(info).toContainText('Standard User');
  await expect(info).toContainText('Standard');
  await expect(info).toContainText(/[0-9a-f]{8}…/);

  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  const publicSwitch = page.getByRole('switch', { name: 'Public profile' });
  await expect(publicSwitch).toBeChecked();
  await expect(page.getByText('Allow others to see your public profile and posts.')).toBeVisible();
  await snap(page, testInfo, 'account');

  const nickname = `Lucky ${testInfo.project.name}`;
  await page.getByLabel('Social display name').fill(nickname);
  await publicSwitch.click();
  await expect(publicSwitch).not.toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was updated.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Social display name')).toHaveValue(nickname, { timeout: 30_000 });
  await expect(page.getByRole('switch', { name: 'Public profile' })).not.toBeChecked();
  await snap(page, testInfo, 'account-saved');

  // Back to public, nickname cleared
  await page.getByLabel('Social display name').fill('');
  await page.getByRole('switch', { name: 'Public profile' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was updated.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Social display name')).toHaveValue('', { timeout: 30_000 });
  await expect(page.getByRole('switch', { name: 'Public profile' })).toBeChecked();
});
