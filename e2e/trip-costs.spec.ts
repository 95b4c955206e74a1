import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './clock';
import { signUpPlayer, storedSession } from './casinos-support';
import { localToday } from './sessions-support';
import { axeClean, chooseByKeyboard, phoneOnly, serverRows } from './support';
import { expectServer, serverState } from './server';
import { answersEachSlip, insertAsPlayer, moneySlips, SlipLog } from './slips-support';

/**
 * Trips on a phone, taps only: the fee typed in Add Cash is a cost of the trip; a cost and a comp
 * are edited; the headline and the trips list fit 360 px and add up. Worked by hand:
 *   A casino session at Bellagio today: $500 brought, $200 added from an ATM with a $3.99 fee, ended with $1,806.44:
 *   1,806.44 - 700 = +$1,106.44 (the gambling net of a trip of today).
 *   Costs: the ATM fee $3.99 = $3.99; whole result 1,106.44 - 3.99 = +$1,102.45.
 *   A hotel of $120 added, then edited to $95.50: costs 99.49, whole result 1,106.44 - 99.49 = +$1,006.95.
 *   A room comp of $50 edited to $60: comps $60.00, apart (the whole result stays +$1,006.95).
 * Each edit first takes "-20", "1e9" and "abc": answered under its field, nothing saved (the rows are read at the end).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
phoneOnly('trip-costs', 'the trip is used on a phone (390 and 360 px), as the issue asks');

/** Every figure of `figures` shows whole: not cut (its text as wide as its box) and inside the window. */
async function wholeFigures(page: Page, figures: Locator) {
  const cut = await figures.evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth)
      .map((el) => el.textContent),
  );
  expect(cut, 'figures cut or past the window').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no sideways scrolling').toBeLessThanOrEqual(
    0,
  );
}

test('the ATM fee of Add Cash is a trip cost; costs and comps are edited; the headline and the list fit 360 px and add up', async ({
  page,
  request,
}, testInfo) => {
  const log = new SlipLog(page);
  await signUpPlayer(page, request, testInfo, 'trip-costs');
  const { userId, token } = await storedSession(page);
  const today = localToday();
  const [bellagio] = await serverState(
    serverRows<{ id: string }>(request, 'casinos?select=id&name=eq.Bellagio&limit=1'),
    (rows) => rows.length === 1,
  );
  await insertAsPlayer(request, token, 'casino_sessions', {
    user_id: userId,
    casino_id: bellagio.id,
    arrival_date: today,
    arrival_time: '00:01:00',
    starting_cash: 500,
  });

  // At the casino: $200 from an ATM with a $3.99 fee, then the session ended with $1,806.44.
  await page.goto('/');
  const card = page.getByTestId('casino-session-card');
  await card.getByRole('button', { name: 'Add Cash' }).click();
  const addCash = page.getByRole('dialog', { name: 'Add Cash to Session' });
  await addCash.getByLabel('Amount', { exact: true }).fill('200');
  await chooseByKeyboard(page, addCash.getByRole('combobox', { name: 'Source' }), 'ATM');
  await addCash.getByLabel('Transaction Fee (optional)').fill('3.99');
  await addCash.getByRole('button', { name: 'Add Cash' }).click();
  await expect(addCash).toBeHidden();
  await expect(page.getByTestId('casino-session-cash-in')).toHaveText('$700.00');
  await card.getByRole('button', { name: 'End session' }).click();
  const end = page.getByRole('dialog', { name: 'End Casino Session' });
  await end.getByLabel('Final cash').fill('1806.44');
  await end.getByRole('button', { name: 'End Session' }).click();
  await expect(end).toBeHidden();

  // A trip of today.
  await page.goto('/trips');
  await page.getByRole('button', { name: 'New trip' }).click();
  const form = page.getByRole('dialog', { name: 'New trip' });
  await form.getByLabel('Name').fill('Reno night');
  await form.getByLabel('First day').fill(today);
  await form.getByLabel('Last day').fill(today);
  await form.getByRole('button', { name: 'Save trip' }).click();
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('trip-gambling-net')).toHaveText('+$1,106.44');
  // The fee typed in Add Cash, among the costs: counted, changed only where it was typed.
  await expect(page.getByTestId('trip-costs')).toHaveText('-$3.99');
  await expect(page.getByTestId('trip-whole-result')).toHaveText('+$1,102.45');
  const fee = page.getByTestId('trip-cost');
  await expect(fee).toHaveCount(1);
  await expect(fee).toContainText('ATM / cash-advance fee');
  await expect(fee).toContainText('Add Cash · Bellagio');
  await expect(fee).toContainText('ATM (Fee: $3.99)');
  await expect(fee.getByRole('button')).toHaveCount(0);

  // The headline at 360 px: every figure whole ("Whole result +$1,102.45", not "+$1,102…").
  await page.setViewportSize({ width: 360, height: 780 });
  const headline = page.locator('dl', { has: page.getByTestId('trip-whole-result') });
  await wholeFigures(page, headline.locator('dd'));
  await headline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/trip-headline-360.png`, clip: (await headline.boundingBox())! });
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/trip-page-360.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // A hotel added, then edited; a comp added, then edited.
  const add = async (what: 'cost' | 'comp', kind: string, amount: string) => {
    await page
      .getByRole('button', { name: `Add ${what}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Add a ${what}` });
    await chooseByKeyboard(page, dialog.getByRole('combobox', { name: 'What' }), kind);
    await dialog.getByLabel(what === 'cost' ? 'Amount' : 'Value').fill(amount);
    await dialog.getByRole('button', { name: `Add ${what}` }).click();
    await expect(dialog).toBeHidden();
  };
  const edit = async (what: 'cost' | 'comp', row: string, amount: string, note: string) => {
    await page.getByRole('button', { name: `Edit ${row}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit a ${what}` });
    // The slips first, each answered under the field and saving nothing; then the amount meant.
    const field = what === 'cost' ? 'Amount' : 'Value';
    const save = dialog.getByRole('button', { name: 'Save changes' });
    await answersEachSlip(log, {
      scope: dialog,
      form: `Trip: edit a ${what}`,
      field,
      slips: moneySlips(field, { aboveZero: true }),
      save,
      good: amount,
    });
    await dialog.getByLabel('Note (optional)').fill(note);
    await save.click();
    await expect(dialog).toBeHidden();
  };
  await add('cost', 'Hotel', '120');
  await expect(page.getByTestId('trip-whole-result')).toHaveText('+$982.45');
  await edit('cost', 'Hotel $120.00', '95.50', 'one night, member rate');
  await expect(page.getByTestId('trip-costs')).toHaveText('-$99.49');
  await expect(page.getByTestId('trip-whole-result')).toHaveText('+$1,006.95');
  await expect(page.getByTestId('trip-cost').filter({ hasText: 'Hotel' })).toContainText('one night, member rate');
  await add('comp', 'Room', '50');
  await edit('comp', 'Room $50.00', '60', 'upgrade');
  await expect(page.getByTestId('trip-comps')).toHaveText('$60.00');
  await expect(page.getByTestId('trip-whole-result')).toHaveText('+$1,006.95');
  // Stored once each, as edited.
  await expectServer(serverRows(request, `trip_costs?select=kind,amount,note&user_id=eq.${userId}`)).toEqual([
    { kind: 'hotel', amount: 95.5, note: 'one night, member rate' },
  ]);
  await expectServer(serverRows(request, `trip_comps?select=kind,value,note&user_id=eq.${userId}`)).toEqual([
    { kind: 'room', value: 60, note: 'upgrade' },
  ]);
  await axeClean(page, 'the trip page with an Add Cash fee and edited costs');

  // The trips list at 360 px: its three figures to the cent, adding up (1,106.44 - 99.49 = 1,006.95), none cut.
  await page.goto('/trips');
  await page.setViewportSize({ width: 360, height: 780 });
  const trip = page.getByRole('list', { name: 'Trips' }).getByRole('link', { name: /Reno night/ });
  await expect(trip.locator('dd')).toHaveText(['+$1,106.44', '-$99.49', '+$1,006.95']);
  await wholeFigures(page, trip.locator('dd'));
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/trips-list-360.png`, fullPage: true });
  // The edit dialogs' slips (a cost's Amount, a comp's Value) beside the other forms' table.
  expect(log.rows.length).toBe(2 * 3);
  log.write(testInfo, 'trip-edit-slips-table');
  log.noPageErrors('the trip pages');
});
