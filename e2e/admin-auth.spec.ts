import { expect } from '@playwright/test';
import { test } from './clock';
import { snap } from './support';

// Seeded by supabase/seed.sql.
const ADMIN = { email: 'admin@slotplay.test', password: 'DemoAdmin123!' };
const PLAYER = { email: 'demo@slotplay.test', password: 'DemoPlayer123!' };

async function adminSignIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/admin/auth');
  await page.getByLabel('Admin Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Admin Console' }).click();
}

test('an admin signs in (e-mail verified first) and reaches the dashboard', async ({ page }, testInfo) => {
  await adminSignIn(page, `  ${ADMIN.email.toUpperCase()} `, ADMIN.password);
  await expect(page.getByText('Admin Sign In Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(ADMIN.email);
  await expect(page.getByRole('menu')).toContainText('Admin');
  await snap(page, testInfo, 'admin-dashboard');
});

test('a player e-mail is refused before any sign-in', async ({ page }) => {
  await adminSignIn(page, PLAYER.email, PLAYER.password);
  await expect(page.getByText('Admin Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid admin credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/auth$/);
});

test('a signed-in player is sent from admin pages to /', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(PLAYER.email);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(PLAYER.email)).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an auth error in the URL is shown as a toast', async ({ page }) => {
  await page.goto('/admin/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
});
