import { expect as baseExpect } from '@playwright/test';
import { test } from './clock';
import { snap } from './support';
import { API_URL, serviceHeaders, signUpPlayer, storedSession } from './casinos-support';
import { expectServer, getJson } from './server';

// The shared machine is often heavily loaded: allow slow screens.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test('file a support ticket from the top bar', async ({ page, request }, testInfo) => {
  await signUpPlayer(page, request, testInfo, 'ticket');
  const { userId } = await storedSession(page);

  await page.getByRole('button', { name: 'Submit support ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Support Ticket' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit Ticket' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByLabel('Category')).toHaveText('Technical Issue');
  await expect(dialog.getByLabel('Priority')).toHaveText('Medium');
  await expect(dialog.getByText('0/2000 characters')).toBeVisible();

  // Blank after trimming keeps submit disabled.
  await dialog.getByLabel('Subject').fill('   ');
  await dialog.getByLabel('Description').fill('   ');
  await expect(submit).toBeDisabled();

  const subject = `Export is missing a jackpot (${testInfo.project.name})`;
  const description = 'My W2G from last Friday does not appear in the PDF export.';
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Description').fill(description);
  await expect(dialog.getByText(`${description.length}/2000 characters`)).toBeVisible();
  await dialog.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Data Issue' }).click();
  await dialog.getByLabel('Priority').click();
  await page.getByRole('option', { name: 'High' }).click();
  await expect(submit).toBeEnabled();
  await snap(page, testInfo, 'support-dialog');

  await submit.click();
  await expect(page.getByText('Support Ticket Created')).toBeVisible();
  await expect(page.getByText('Your support ticket has been submitted successfully. We will get back to you soon.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expectServer(
    getJson(request, `${API_URL}/rest/v1/support_tickets?user_id=eq.${userId}&select=subject,category,priority,description,status,user_display_id`, serviceHeaders),
  ).toEqual([
    { subject, category: 'data', priority: 'high', description, status: 'open', user_display_id: expect.stringMatching(/^User-\d{8}$/) },
  ]);

  // The form starts over.
  await page.getByRole('button', { name: 'Submit support ticket' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveValue('');
  await expect(dialog.getByText('0/2000 characters')).toBeVisible();
  await expect(dialog.getByLabel('Category')).toHaveText('Technical Issue');
});
