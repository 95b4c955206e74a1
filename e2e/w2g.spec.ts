import { expect, type Page } from '@playwright/test';
import { clockNow, test } from './clock';
import { chooseByKeyboard, signIn, snap } from './support';
import { API_URL, serviceHeaders, storedSession } from './casinos-support';
import { download, formPng, isolateFromDevServerReloads, pick, signUpPlayer } from './w2g-support';
import { expectServer, getJson } from './server';

const DEMO = { email: 'demo@slotplay.test', password: 'DemoPlayer123!' };

test.beforeEach(async ({ page }) => isolateFromDevServerReloads(page));

/** Records of an RFC 4180 text (quoted cells with doubled quotes, CRLF records). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter(Boolean)) {
    const cells = [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
    rows.push(cells);
  }
  return rows;
}

const card = (page: Page, title: string) => page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a new player records a jackpot with a photo, reviews, edits, views, downloads and exports it, then deletes it', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  await signUpPlayer(page, request, testInfo, 'w2g', 'Jack');

  // Record
  await page.goto('/w2g/new');
  await expect(page.getByRole('heading', { name: 'Record W2G Jackpot' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(/Add W2G Jackpot/);
  await expect(page.getByLabel('Tax Withheld')).toHaveValue('0');
  await expect(page.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await snap(page, testInfo, 'w2g-new');

  // Without a casino, Save says so under the casino and saves nothing.
  await page.getByLabel('Amount').fill('2500');
  await page.getByRole('button', { name: 'Save Jackpot' }).click();
  await expect(page.getByText('Please select a casino')).toBeVisible();
  await expect(page.getByText('Jackpot recorded successfully.')).toHaveCount(0);
  await expect(page.getByLabel('Amount')).toHaveValue('2,500');

  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await expect(page.getByRole('combobox', { name: 'Casino' })).toHaveText(/Bellagio/);
  await pick(page, 'Slot Machine (optional)', 'Buffalo', /Buffalo/);
  await page.getByLabel('Tax Withheld').fill('600');
  await page.getByLabel('Time').fill('21:15');
  await page.getByLabel('Notes (optional)').fill('E2E hand pay, signed the W-2G');
  await page.getByLabel('W2G document photo (optional)').setInputFiles({ name: 'w2g-form.png', mimeType: 'image/png', buffer: formPng() });
  await expect(page.getByRole('img', { name: 'Preview of the W2G document' })).toBeVisible();
  await snap(page, testInfo, 'w2g-new-filled');
  await page.getByRole('button', { name: 'Save Jackpot' }).click();
  await expect(page.getByText('Jackpot recorded successfully.')).toBeVisible();
  // The player lands on what they saved: its details in Reports.
  await expect(page).toHaveURL(/\/w2g\/reports$/);
  const savedJackpot = page.getByRole('dialog', { name: 'W2G Jackpot Details' });
  await expect(savedJackpot).toContainText('$2,500.00');
  await savedJackpot.getByRole('button', { name: 'Close' }).first().click();

  // Reports: SQL totals and the row
  await page.goto('/w2g/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Add New W2G' })).toHaveAttribute('href', '/w2g/new');
  await expect(card(page, 'Total Jackpots')).toContainText('1');
  await expect(card(page, 'Total Amount')).toContainText('$2,500');
  await expect(card(page, 'Tax Withheld')).toContainText('$600');
  await expect(card(page, 'Tax help')).toContainText('$1,900');
  const row = page.getByRole('button', { name: /^Edit jackpot \$2,500\.00 at Bellagio/ });
  await expect(row).toBeVisible();
  await expect(page.getByText('E2E hand pay, signed the W-2G')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Jackpots by month' })).toBeVisible();
  await snap(page, testInfo, 'w2g-reports');

  // Search
  const search = page.getByPlaceholder('Search by casino, slot machine, amount, or notes...');
  await search.fill('no such casino');
  await expect(page.getByText('No jackpots match your search.')).toBeVisible();
  await search.fill('BELLAGIO');
  await expect(row).toBeVisible();
  await search.fill('');

  // Edit from the row
  await row.click();
  const edit = page.getByRole('dialog', { name: 'Edit W2G Jackpot' });
  await expect(edit.getByLabel('Amount')).toHaveValue('2,500');
  // The one money field: cents at most (step 0.01), never negative: a minus sign is refused with a message, not dropped.
  await edit.getByLabel('Amount').fill('-3000.456');
  await expect(edit.getByLabel('Amount')).toHaveValue('-3000.456');
  await expect(edit.getByLabel('Amount')).toHaveAccessibleDescription('Amount must be 0 or more');
  await edit.getByLabel('Amount').fill('3000');
  // The W-2G's state figures (boxes 13-15) and the hand pay can be given after recording.
  await chooseByKeyboard(page, edit.getByRole('combobox', { name: 'State (box 13)' }), 'Nevada (NV)');
  await edit.getByLabel('State winnings (box 14)').fill('3000');
  await edit.getByLabel('State withholding (box 15)').fill('0');
  await edit.getByRole('combobox', { name: 'How was it paid?' }).click();
  await page.getByRole('option', { name: /^Hand pay/ }).click();
  await snap(page, testInfo, 'w2g-edit');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Jackpot updated.')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(card(page, 'Total Amount')).toContainText('$3,000');
  const { userId: owner } = await storedSession(page);
  await expectServer(
    getJson(request, `${API_URL}/rest/v1/w2g_jackpots?user_id=eq.${owner}&select=amount,state,state_winnings,state_tax_withheld,hand_pay`, serviceHeaders),
  ).toEqual([{ amount: 3000, state: 'NV', state_winnings: 3000, state_tax_withheld: 0, hand_pay: true }]);

  // View: details and the private photo through a signed URL
  await page.getByRole('button', { name: /^View jackpot \$3,000\.00 at Bellagio/ }).click();
  const view = page.getByRole('dialog', { name: 'W2G Jackpot Details' });
  await expect(view).toContainText('Bellagio');
  await expect(view).toContainText('$3,000.00');
  await expect(view).toContainText('$600.00');
  await expect(view).toContainText('$2,400.00');
  // The app's one time format, the browser's locale (en-US here): 21:15 reads 9:15 PM.
  await expect(view).toContainText('9:15 PM');
  const photo = view.getByRole('img', { name: 'W2G document' });
  await expect(photo).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/w2g-images\/.+token=/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await snap(page, testInfo, 'w2g-view');
  // View -> edit -> cancel returns to the view
  await view.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit W2G Jackpot' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(view).toBeVisible();
  await view.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(view).toHaveCount(0);

  // Saved on another device while the edit is open (a save of the same notes: only its version moves):
  // refused with nothing written, and 'Load latest version' (by keyboard, inside the dialog) starts the form again.
  const { userId } = await storedSession(page);
  await page.getByRole('button', { name: /^Edit jackpot \$3,000\.00 at Bellagio/ }).click();
  await edit.getByLabel('Tax Withheld').fill('700');
  const other = await request.patch(`${API_URL}/rest/v1/w2g_jackpots?user_id=eq.${userId}`, { headers: serviceHeaders, data: { notes: 'E2E hand pay, signed the W-2G' } });
  expect(other.ok()).toBe(true);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Not saved: it was changed elsewhere after you opened it.')).toBeVisible();
  await edit.getByRole('button', { name: 'Load latest version' }).press('Enter');
  await expect(edit.getByLabel('Tax Withheld')).toHaveValue('600');
  await expect(edit.getByText('Not saved: it was changed elsewhere after you opened it.')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
  await expect(card(page, 'Tax Withheld')).toContainText('$600');

  // Report CSV
  const year = new Date(clockNow()).getFullYear();
  const csv = await download(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe(`W2G_Jackpots_${year}-01-01_to_${year}-12-31.csv`);
  const lines = csv.body.toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Date,Time,Casino,Slot Machine,Amount,Tax Withheld,Net Amount,Notes');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},21:15,Bellagio,[^,]*Buffalo[^,]*,3000\.00,600\.00,2400\.00,"E2E hand pay, signed the W-2G"$/);
  await expect(page.getByText('CSV Downloaded')).toBeVisible();

  // Export screen: CSV and PDF
  await page.goto('/w2g/export');
  await expect(page.getByRole('heading', { name: 'Export W2G' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Start date').fill(`${year}-01-01`);
  await page.getByLabel('End date').fill(`${year}-12-31`);
  await snap(page, testInfo, 'w2g-export');
  const exported = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(exported.name).toBe(`w2g_export_${year}-01-01_to_${year}-12-31.csv`);
  const exportLines = exported.body.toString('utf8').split('\r\n');
  expect(exportLines[0]).toBe('"jackpot_date","jackpot_time","casino_id","slot_machine_id","amount","tax_withheld","ticket_number","irs_form_version","notes","id"');
  expect(exportLines[1]).toMatch(/^"\d{4}-\d{2}-\d{2}","21:15:00","[0-9a-f-]{36}","[0-9a-f-]{36}","3000\.00","600\.00","","W-2G","E2E hand pay, signed the W-2G","[0-9a-f-]{36}"$/);
  await expect(page.getByText('Exported 1 records.')).toBeVisible();

  const pdfButton = page.getByRole('button', { name: 'Export PDF' });
  // Hold the function response briefly so the busy state can be seen.
  await page.route('**/functions/v1/export-w2g-pdf', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  const [pdf] = await Promise.all([
    download(page, () => pdfButton.click()),
    expect(page.getByRole('button', { name: 'Exporting…' })).toHaveCount(2),
  ]);
  expect(pdf.name).toBe(`w2g_export_${year}-01-01_to_${year}-12-31.pdf`);
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('PDF generated successfully.')).toBeVisible();
  await expect(pdfButton).toBeEnabled();

  // Delete
  await page.goto('/w2g/reports');
  await page.getByRole('button', { name: /^Delete jackpot \$3,000\.00 at Bellagio/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this jackpot?' });
  await snap(page, testInfo, 'w2g-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Jackpot deleted.')).toBeVisible();
  await expect(page.getByText('No W2G jackpots recorded yet.')).toBeVisible();
  await expect(card(page, 'Total Jackpots')).toContainText('0');

  await page.getByRole('tab', { name: 'Add Cash Transactions' }).click();
  await expect(page.getByText('No add cash transactions found for the selected date range.')).toBeVisible();
});

test('the demo player sees their W2G history, thresholds and added cash', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByText(DEMO.email)).toBeVisible();
  await page.goto('/w2g/reports');
  // The seeded history spans years: widen the range.
  const year = new Date(clockNow()).getFullYear();
  await page.getByLabel('Start date').first().fill(`${year - 2}-01-01`);
  await expect(page.getByRole('button', { name: /^View jackpot/ }).first()).toBeVisible();
  await expect(card(page, 'Tax help')).toContainText('$1,200');
  await expect(page.getByRole('img', { name: 'Jackpots by month' })).toBeVisible();
  await snap(page, testInfo, 'w2g-reports-demo');

  await page.getByRole('button', { name: 'This Month' }).first().click();
  await expect(page.getByLabel('Start date').first()).toHaveValue(new RegExp(`^${year}-\\d{2}-01$`));
  // A cleared date is ignored.
  await page.getByLabel('End date').first().fill('');
  await expect(page.getByLabel('End date').first()).not.toHaveValue('');

  await page.getByRole('tab', { name: 'Add Cash Transactions' }).click();
  const cash = page.getByRole('tabpanel', { name: 'Add Cash Transactions' });
  await cash.getByLabel('Start date').fill(`${year - 1}-01-01`);
  await expect(cash.getByRole('link', { name: /^View session at/ }).first()).toBeVisible();
  await expect(card(page, 'Total Add Cash')).toContainText(/\d+ transactions?/);
  await snap(page, testInfo, 'w2g-reports-cash');
  // The card's count and total come from SQL; the list shows 50 entries at a time.
  const hint = await card(page, 'Total Add Cash').getByText(/^\d+ transactions? · /).textContent();
  const count = Number(hint?.match(/^(\d+) transactions?/)?.[1]);
  await expect(cash.getByText(`Showing ${Math.min(50, count)} of ${count}`)).toBeVisible();
  if (count > 50) {
    await cash.getByRole('button', { name: 'Load more' }).click();
    await expect(cash.getByText(`Showing ${Math.min(100, count)} of ${count}`)).toBeVisible();
  }
  const csv = await download(page, () => cash.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toBe(`Add_Cash_Transactions_${year - 1}-01-01_to_${year}-12-31.csv`);
  expect(csv.body.toString('utf8').split('\r\n')[0]).toBe('Date,Time,Casino,Amount,Note');
  expect(csv.body.toString('utf8')).toMatch(/\r\n\d{4}-\d{2}-\d{2},\d{1,2}:\d{2} [AP]M,/);
  // The CSV (every entry, read at click time) holds exactly the entries the card counts and totals.
  const amounts = csvRows(csv.body.toString('utf8')).slice(1).map((r) => Number(r[3]));
  expect(amounts).toHaveLength(count);
  const cents = amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);
  await expect(card(page, 'Total Add Cash')).toContainText(dollars);
});
