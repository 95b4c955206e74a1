import { expect as baseExpect, type Page } from '@playwright/test';
import { clockNow, test } from './clock';
import { snap } from './support';
import { signInAsAdmin } from './admin-support';
import { API_URL, serviceHeaders } from './casinos-support';
import { expectServer, getJson } from './server';

// The machine running e2e is slow and shared; these flows do many round trips.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function openConsole(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/casinos');
  await expect(page.getByRole('heading', { name: 'Casino Management Console' })).toBeVisible({ timeout: 30_000 });
}

/** The Casino Directory: a table (its rows stacked as cards on mobile). */
function directory(page: Page) {
  return page.getByRole('table', { name: 'Casino Directory' });
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the dashboard shows the four totals and links to the management pages', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  for (const label of ['Total Casinos', 'Slot Machines', 'App Users', 'Total Sessions']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveText(/^\d[\d,]*$/);
  }
  await expect(page.getByLabel('Total Casinos', { exact: true })).not.toHaveText('0');
  const nav = page.getByRole('navigation', { name: 'Management pages' });
  await expect(nav.getByRole('link')).toHaveCount(7);
  await snap(page, testInfo, 'admin-dashboard-cards');
  await nav.getByRole('link', { name: /^Casino Management/ }).click();
  await expect(page).toHaveURL(/\/admin\/casinos$/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('an admin adds, edits and deletes a casino', async ({ page }, testInfo) => {
  const name = `E2E Casino ${testInfo.project.name} ${clockNow()}`;
  await openConsole(page);
  await snap(page, testInfo, 'admin-casinos-overview');

  await page.getByRole('button', { name: 'Add New Casino' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Casino', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Casino' }).click();
  await expect(page.getByText('Casino name is required')).toBeVisible();

  await page.getByLabel('Casino Name *').fill(name);
  await pick(page, 'Casino Type', 'Tribal Casino');
  await page.getByLabel('Street Address').fill('1 Test Way');
  await page.getByLabel('City').fill('Testville');
  await page.getByLabel('State', { exact: true }).fill('NV');
  await page.getByLabel('Phone').fill('555-0100');
  await page.getByLabel('Website').fill('e2e.example.com');
  await page.getByLabel('Wi-Fi').check();
  await page.getByLabel('Latitude (-90 to 90)').fill('95');
  await page.getByLabel('Longitude (-180 to 180)').fill('-115.1');
  await page.getByRole('button', { name: 'Add Casino' }).click();
  await expect(page.getByText('Latitude must be between -90 and 90')).toBeVisible();
  await snap(page, testInfo, 'admin-casinos-form');
  await page.getByLabel('Latitude (-90 to 90)').fill('36.1');
  await page.getByRole('button', { name: 'Add Casino' }).click();
  await expect(page.getByText('Casino added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Casino', exact: true })).toBeHidden();

  await page.getByLabel('Search Casinos').fill(name);
  const table = directory(page);
  await expect(page.getByText(/^Showing 1 of \d+ casinos$/)).toBeVisible();
  await expect(table).toContainText(name);
  await expect(table).toContainText('1 Test Way, Testville, NV');
  await expect(table).toContainText('Tribal Casino');
  await expect(table.getByRole('link', { name: 'e2e.example.com' })).toHaveAttribute('href', 'https://e2e.example.com');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Casino' })).toBeVisible();
  await expect(page.getByLabel('Casino Name *')).toHaveValue(name);
  await expect(page.getByLabel('Wi-Fi')).toBeChecked();
  await page.getByLabel('City').fill('Editville');
  await page.getByRole('button', { name: 'Update Casino' }).click();
  await expect(page.getByText('Casino updated successfully')).toBeVisible();
  await page.getByLabel('Search Casinos').fill(name);
  await expect(table).toContainText('1 Test Way, Editville, NV');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete casino?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Casino deleted successfully')).toBeVisible();
  await expect(page.getByText('No casinos match your filters')).toBeVisible();
});

test('the directory filters by state and pages through the casinos', async ({ page }) => {
  await openConsole(page);
  await expect(page.getByText(/^Showing \d+ of \d+ casinos$/)).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await pick(page, 'Filter by State', 'DE');
  await expect(page.getByText(/^Showing [1-9]\d* of \d+ casinos$/)).toBeVisible();
  await expect(directory(page)).toContainText('Delaware Park Casino');
  await page.getByRole('switch', { name: 'Favorites only' }).click();
  await expect(page.getByText('No casinos match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test('a location import runs with visible progress and reports its result', async ({ page }, testInfo) => {
  await openConsole(page);
  const location = page.getByLabel('Search Location');
  const importButton = page.getByRole('button', { name: 'Search & Import' });
  await expect(importButton).toBeDisabled();
  await location.fill('   ');
  await importButton.click();
  await expect(page.getByText('Please enter a search location (e.g., "Nevada", "Las Vegas", "CA")')).toBeVisible();

  // Hold the function call until the in-progress state has been checked, so the check never races the import.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/scrape-casino-data', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await location.fill('Delaware');
  await importButton.click();
  const progress = page.getByRole('status').filter({ hasText: 'Searching for casinos in "Delaware"' });
  await expect(progress).toContainText(/\d+s elapsed/);
  await expect(location).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Comprehensive USA Import' })).toBeDisabled();
  await snap(page, testInfo, 'admin-casinos-importing');
  release();
  await expect(page.getByText(/^Found \d+ casinos, added \d+ new and updated \d+\.$/)).toBeVisible({ timeout: 90_000 });
  await expect(location).toBeEnabled();
  await snap(page, testInfo, 'admin-casinos-import-result');
});

test('an admin reviews a casino in the validation queue', async ({ page }, testInfo) => {
  await openConsole(page);
  await page.getByRole('tab', { name: 'Validation' }).click();
  const validated = page.getByLabel('Validated', { exact: true });
  await expect(validated).toHaveText(/^\d+$/);
  const before = Number(await validated.textContent());
  await expect(page.getByText(/Flagged first, then pending/)).toBeVisible();
  await snap(page, testInfo, 'admin-casinos-validation');

  const first = page.getByRole('list', { name: 'Validation queue' }).getByRole('listitem').first();
  const name = (await first.locator('p').first().textContent()) ?? '';
  await first.getByRole('button', { name: /^Review / }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${name}` });
  await dialog.getByRole('button', { name: 'Save Review' }).click();
  await expect(dialog.getByText('Please select a validation status')).toBeVisible();
  await pick(page, 'Validation Status', 'Validated');
  await dialog.getByLabel('Verification Notes').fill('Checked address and phone against the operator site.');
  await dialog.getByRole('button', { name: 'Save Review' }).click();
  await expect(page.getByText('Casino validation updated')).toBeVisible();
  await expect(validated).toHaveText(String(before + 1));
  await expect(page.getByRole('list', { name: 'Validation queue' })).not.toContainText(name);
});

test('the data quality dashboard recalculates scores and opens a casino to improve', async ({ page }, testInfo) => {
  const name = `E2E Sparse Casino ${testInfo.project.name} ${clockNow()}`;
  await openConsole(page);
  // A casino with nothing but a name scores 0, so it heads "Casinos Needing Attention".
  await page.getByRole('button', { name: 'Add New Casino' }).click();
  await page.getByLabel('Casino Name *').fill(name);
  await page.getByRole('button', { name: 'Add Casino' }).click();
  await expect(page.getByText('Casino added successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Data Quality' }).click();
  await expect(page.getByRole('heading', { name: 'Data Quality Dashboard' })).toBeVisible();
  await expect(page.getByText('Missing Data Analysis')).toBeVisible();
  await expect(page.getByText(/^\d+% of casinos$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Recalculate Scores' }).click();
  await expect(page.getByText('Data quality scores have been recalculated')).toBeVisible();
  const attention = page.getByRole('list', { name: 'Casinos needing attention' });
  await expect(attention).toContainText(name);
  await snap(page, testInfo, 'admin-casinos-quality');

  await attention.getByRole('button', { name: `Improve ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Casino' })).toBeVisible();
  await expect(page.getByLabel('Casino Name *')).toHaveValue(name);
  await page.getByLabel('Phone').fill('555-0199');
  await page.getByLabel('Website').fill('sparse.example.com');
  await page.getByRole('button', { name: 'Update Casino' }).click();
  await expect(page.getByText('Casino updated successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Data Quality', selected: true })).toBeVisible();
  // Phone and website are worth 10 points each (scored by hand from the rubric): 0 -> 20. The list shows the
  // lowest scores only, and other specs add sparse casinos at the same time, so the stored score is read, and
  // the list no longer shows it at 0.
  await expectServer(
    getJson<{ data_quality_score: number }[]>(
      page.request,
      `${API_URL}/rest/v1/casinos?name=eq.${encodeURIComponent(name)}&select=data_quality_score`,
      serviceHeaders,
    ).map((rows) => rows[0]?.data_quality_score),
  ).toBe(20);
  // Shown with its new score, or gone from the lowest scores: either way no longer at 0.
  await expect(attention.getByRole('listitem').filter({ hasText: name }).filter({ hasText: /(^|\D)0\s*Improve\s*$/ })).toHaveCount(0);
});

test('an admin edits a state inline, deletes one and adds it back', async ({ page }, testInfo) => {
  const [editState, removeState] = testInfo.project.name === 'mobile' ? ['Vermont', 'Alaska'] : ['Wyoming', 'Hawaii'];
  await openConsole(page);
  await page.getByRole('tab', { name: 'State Management' }).click();
  // The other project's run of this test may add or remove its own state meanwhile: count rows, not the total.
  await expect(page.getByText(/^State Casino Management \(\d+ states\)$/)).toBeVisible();
  await snap(page, testInfo, 'admin-casinos-states');

  await page.getByRole('button', { name: `Edit ${editState}` }).click();
  await pick(page, `Priority for ${editState}`, '2');
  await page.getByLabel(`Total casinos in ${editState}`).fill('7');
  await page.getByLabel(`Verified casinos in ${editState}`).fill('abc');
  await pick(page, `Import status for ${editState}`, 'In Progress');
  await page.getByRole('button', { name: `Save ${editState}` }).click();
  await expect(page.getByText('State management data updated successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: editState });
  await expect(row).toContainText('0 / 7');
  await expect(row).toContainText('In Progress');

  // Changed elsewhere while this inline edit was open: refused, nothing overwritten; Reload shows the other change.
  await page.getByRole('button', { name: `Edit ${editState}` }).click();
  await page.getByLabel(`Total casinos in ${editState}`).fill('9');
  const code = editState === 'Vermont' ? 'VT' : 'WY';
  const patched = await page.request.patch(`${API_URL}/rest/v1/state_casino_management?state_code=eq.${code}`, {
    headers: serviceHeaders,
    data: { verified_casinos_count: 5 },
  });
  expect(patched.ok()).toBe(true);
  await page.getByRole('button', { name: `Save ${editState}` }).click();
  await expect(page.getByText('This state was changed elsewhere')).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(row).toContainText('5 / 7');
  await expect(page.getByRole('button', { name: `Edit ${editState}` })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${removeState}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this state management record?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('State deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${removeState}`, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add State' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add State' });
  await pick(page, 'State', `${removeState} (${removeState === 'Hawaii' ? 'HI' : 'AK'})`);
  await snap(page, testInfo, 'admin-casinos-add-state');
  await dialog.getByRole('button', { name: 'Add State' }).click();
  await expect(page.getByText('State added successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${removeState}`, exact: true })).toHaveCount(1);
});
