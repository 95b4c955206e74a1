import { expect, type Page } from '@playwright/test';

/** The administrator seeded by supabase/seed.sql. */
export const SEEDED_ADMIN = { email: 'admin@slotplay.test', password: 'DemoAdmin123!' } as const;

/** Fills the /admin/auth form and submits it (no assertion about the outcome). */
export async function submitAdminSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/auth');
  await page.getByLabel('Admin Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Admin Console' }).click();
}

/** Signs in as the seeded admin at /admin/auth and waits for the Admin Dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await submitAdminSignIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  // The admin chunk is compiled on first use by the dev server: allow a slow first load.
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
}
