import { expect } from '@playwright/test';
import { test } from './clock';
import { snap } from './support';
import { localToday, pick, signUpNewPlayer, statValue } from './sessions-support';

// Whole flows on a shared, slow machine: more room than the default 60 s per test.
test.describe.configure({ timeout: 240_000 });

const BELLAGIO = { latitude: 36.1126, longitude: -115.1767 };

test('slot session: log with quick-add and blur formatting, see it in the list and on home, open, edit, delete', async ({
  page,
  context,
  request,
}, testInfo) => {
  await signUpNewPlayer(page, request, testInfo, 'slot');

  // Home: This Month is the default tab, nothing logged yet.
  await expect(page.getByRole('tab', { name: 'This Month' })).toHaveAttribute('aria-selected', 'true');
  await expect(statValue(page, 'Slot Play Sessions', 'Sessions')).toHaveText('0');
  await expect(page.getByRole('tabpanel').getByText('No wins this month').first()).toBeVisible();
  await page.getByRole('tab', { name: 'All Time' }).click();
  await expect(page.getByRole('tabpanel').getByText('No wins recorded').first()).toBeVisible();
  await snap(page, testInfo, 'home-empty');

  await page.goto('/sessions');
  await page.getByRole('tab', { name: 'Slot Sessions' }).click();
  await expect(page.getByText('No slot sessions found. Start one to get started!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();

  await expect(page.getByRole('heading', { name: 'Start or Edit Gambling Session' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find Casinos Near You' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Include in Daily Totals' })).toBeChecked();

  // Submitting without casino and machine saves nothing.
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText('Please select a casino')).toBeVisible();
  await expect(page.getByText('Please select a slot machine')).toBeVisible();

  // Sharing the location lists nearby casinos first and selects the nearest. (Granted only now: a browser
  // that already granted it is not asked, the position is used at once.)
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(BELLAGIO);
  await page.getByRole('button', { name: 'Share Location' }).click();
  await expect(page.getByRole('heading', { name: 'Find Casinos Near You' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Casino', exact: true })).toHaveText('Bellagio');
  await expect(page.getByText(/casinos? within 50 miles listed first/)).toBeVisible();

  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await page.getByRole('button', { name: 'Add $100 to Money In' }).click();
  await page.getByRole('button', { name: 'Add $100 to Money In' }).click();
  await page.getByRole('button', { name: 'Add $20 to Money In' }).click();
  await expect(page.getByLabel('Money In', { exact: true })).toHaveValue('220');
  const moneyOut = page.getByLabel('Money Out', { exact: true });
  // A slip is kept as typed and answered under the field, never filtered into another amount.
  await moneyOut.fill('12a34.5.6');
  await expect(moneyOut).toHaveValue('12a34.5.6');
  await expect(moneyOut).toHaveAccessibleDescription('Money Out must be written in digits, e.g. 1,500 or 12.50');
  await moneyOut.fill('1234.56');
  await moneyOut.blur();
  await expect(moneyOut).toHaveValue('1,234.56');
  await expect(page.getByTestId('slot-form-net')).toHaveText('+$1,014.56');
  await page.getByLabel('Casino Machine Number (optional)').fill('A-17');
  await page.getByLabel('Notes (optional)').fill('Hit the free games twice');
  await snap(page, testInfo, 'slot-form');

  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText('Slot session added successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Slot Sessions' })).toHaveAttribute('aria-selected', 'true');
  const main = page.getByRole('main');
  await expect(main.getByText('Bellagio')).toBeVisible();
  await expect(main.getByText('+$1,014.56', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'sessions-slot');

  // Home: the month now counts one slot session and Bellagio is the most won casino.
  await page.goto('/');
  await expect(statValue(page, 'Slot Play Sessions', 'Sessions')).toHaveText('1');
  await expect(statValue(page, 'Slot Play Sessions', 'Coin In')).toHaveText('$220');
  await expect(statValue(page, 'Slot Play Sessions', 'Net')).toHaveText('+$1,015');
  await expect(page.getByRole('tabpanel').getByText('Bellagio')).toBeVisible();
  await snap(page, testInfo, 'home');

  // Detail.
  await page.goto('/sessions?tab=slot');
  await main.getByText('Bellagio').click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Bellagio' })).toBeVisible();
  await expect(main.getByText('$220.00', { exact: true })).toBeVisible();
  await expect(main.getByText('$1,234.56', { exact: true })).toBeVisible();
  await expect(main.getByText('+$1,014.56', { exact: true })).toBeVisible();
  await expect(main.getByText('A-17')).toBeVisible();
  await expect(main.getByText('Hit the free games twice')).toBeVisible();
  await snap(page, testInfo, 'slot-detail');
  const detailUrl = page.url();

  // Edit: Cancel goes back to the detail page, Update saves and goes there too.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel('Money Out', { exact: true })).toHaveValue('1,234.56');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(detailUrl);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Money Out', { exact: true }).fill('100');
  await expect(page.getByTestId('slot-form-net')).toHaveText('-$120.00');
  await page.getByRole('button', { name: 'Update Session' }).click();
  await expect(page.getByText('Slot session updated successfully')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(main.getByText('-$120.00', { exact: true })).toBeVisible();

  // Delete from the list, after confirming.
  await main.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Slot Sessions' })).toHaveAttribute('aria-selected', 'true');
  await main.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this session?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Slot session deleted successfully')).toBeVisible();
  await expect(page.getByText('No slot sessions found. Start one to get started!')).toBeVisible();

  await page.goto('/sessions/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('Session not found.')).toBeVisible();
});

test('casino session: log a visit, add cash with a fee, complete it, reopen, delete', async ({ page, request }, testInfo) => {
  await signUpNewPlayer(page, request, testInfo, 'casino', 'Carl');
  await page.goto('/sessions');
  await expect(page.getByRole('tab', { name: 'Casino Sessions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No casino sessions found. Create one to get started!')).toBeVisible();
  await snap(page, testInfo, 'sessions-casino-empty');

  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Casino Session/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Casino Session' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Enable location to auto-select nearest casino')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(dialog.getByText('Please select a casino')).toBeVisible();
  await expect(dialog.getByText('Starting cash is required')).toBeVisible();
  await pick(page, 'Casino', 'caesars', /^Caesars Palace/);
  await dialog.getByLabel('Starting Cash').fill('500');
  await expect(dialog.getByTestId('casino-form-net')).toHaveText('Enter final cash to see your net');
  await snap(page, testInfo, 'casino-dialog');
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(page.getByText('Casino session added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const main = page.getByRole('main');
  await expect(main.getByText('Caesars Palace')).toBeVisible();
  await expect(main.getByText('Active')).toBeVisible();
  await expect(main.getByText('$500.00')).toBeVisible();
  await expect(main.getByText(/^#?\d{8}$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reopen' })).toHaveCount(0);

  // Add cash: the button waits for amount and source; the fee and note end up in the entry's note.
  await main.getByRole('button', { name: 'Add Cash' }).click();
  const addCash = page.getByRole('dialog', { name: 'Add Cash to Session' });
  const submit = addCash.getByRole('button', { name: 'Add Cash' });
  await expect(submit).toBeDisabled();
  await expect(addCash.getByText('Enter the amount to add cash.')).toBeVisible();
  await expect(addCash.getByRole('combobox', { name: 'Source' })).toHaveText('Cash');
  await addCash.getByLabel('Amount').fill('200');
  await expect(submit).toBeEnabled();
  await addCash.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'ATM' }).click();
  await expect(submit).toBeEnabled();
  await addCash.getByLabel('Transaction Fee (optional)').fill('3.99');
  await addCash.getByLabel('Note (optional)').fill('parking garage');
  await expect(addCash.getByText('ATM (Fee: $3.99) - parking garage')).toBeVisible();
  await snap(page, testInfo, 'add-cash-dialog');
  await submit.click();
  await expect(page.getByText('Cash added successfully')).toBeVisible();
  await expect(main.getByText('$700.00')).toBeVisible();

  // Complete it through Edit: departure and final cash.
  await main.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Casino Session' });
  await expect(edit.getByLabel('Starting Cash')).toHaveValue('500');
  await edit.getByLabel('Departure Date (optional)').fill(localToday());
  await edit.getByLabel('Departure Time (optional)').fill('23:59');
  await edit.getByLabel('Final Cash (optional)').fill('900');
  await expect(edit.getByTestId('casino-form-net')).toHaveText('+$200.00');
  await edit.getByRole('button', { name: 'Update Session' }).click();
  await expect(page.getByText('Casino session updated successfully')).toBeVisible();
  await expect(main.getByText('Completed')).toBeVisible();
  await expect(main.getByText('+$200.00')).toBeVisible();
  await expect(main.getByText('$900.00')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add Cash' })).toHaveCount(0);
  await snap(page, testInfo, 'sessions-casino');

  // Home counts the completed visit.
  await page.goto('/');
  await expect(statValue(page, 'Casino Sessions', 'Visits')).toHaveText('1');
  await expect(statValue(page, 'Casino Sessions', 'Cash In')).toHaveText('$700');
  await expect(statValue(page, 'Casino Sessions', 'Net')).toHaveText('+$200');
  await page.goto('/sessions');

  // Reopen after confirming: Active again, departure and final cash cleared.
  await main.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Reopen this session? This will clear the departure time and final cash so you can add more funds.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Casino session updated successfully').first()).toBeVisible();
  await expect(main.getByText('Active')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add Cash' })).toBeVisible();

  // Delete after confirming.
  await main.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this session?');
  await expect(page.getByRole('alertdialog')).toContainText('It holds no slot sessions or W2Gs.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Casino session deleted successfully')).toBeVisible();
  await expect(page.getByText('No casino sessions found. Create one to get started!')).toBeVisible();
});
