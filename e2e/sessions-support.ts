import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { signInNewPlayer, uniqueEmail } from './support';
import { clockNow } from './clock';

export const PASSWORD = 'slot-sessions-42';

/** A fresh confirmed player, signed in on home (made through the API: sign-up itself is auth.spec's). */
export async function signUpNewPlayer(page: Page, request: APIRequestContext, testInfo: TestInfo, tag: string, firstName = 'Sally') {
  const email = uniqueEmail(testInfo, tag);
  await signInNewPlayer(page, request, { firstName, lastName: 'Spinner', email, password: PASSWORD });
  await expect(page.getByRole('heading', { name: new RegExp(`^Welcome( back)?, ${firstName}!$`) })).toBeVisible();
  return email;
}

/** Chooses an entry of a searchable picker (CasinoPicker / SlotMachinePicker) labelled `label`. */
export async function pick(page: Page, label: string, search: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByPlaceholder(/^Search (casinos|slot machines)\.\.\.$/).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** A figure in a stats block of the home card, e.g. ('Slot Play Sessions', 'Sessions'). */
export function statValue(page: Page, block: 'Casino Sessions' | 'Slot Play Sessions', label: string) {
  return page
    .getByRole('tabpanel')
    .getByRole('region', { name: block })
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** yyyy-MM-dd of the browser's (and test runner's) local today. */
export function localToday(): string {
  const d = new Date(clockNow());
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
