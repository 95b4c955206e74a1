import { expect as baseExpect } from '@playwright/test';
import { test } from './clock';
import { signUpPlayer, storedSession } from './casinos-support';
import { localToday, pick } from './sessions-support';
import { chooseByKeyboard, serverRows } from './support';
import { expectServer, serverState } from './server';
import { answersEachSlip, answersEndBeforeStart, insertAsPlayer, moneySlips, SlipLog } from './slips-support';

/**
 * Every money and time field of every player form × {"-20", "1e9", "abc", an end before its start}: the slip stays as
 * typed, the field's own message shows under it (and no other field is marked), Save saves nothing, and no page error
 * happens on any form. The table of what each field said is written to e2e/screenshots/<project>/slips-table.md.
 * The messages are written out here from each field's label, by hand: "<label> must be 0 or more" for a minus sign
 * ("must be more than 0" where 0 is refused too), "<label> must be written in digits, e.g. 1,500 or 12.50" for letters
 * and exponent notation.
 *
 * Date and time fields are the browser's own date and time controls: letters, a minus sign or "1e9" cannot be typed
 * into them (Chromium takes only a date / a time), so for them the slip is the end before the start.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 600_000 });

const dayBefore = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

test('every money and time field answers "-20", "1e9", "abc" and an end before its start in words under the field, saves nothing, and no form has a page error', async ({
  page,
  request,
}, testInfo) => {
  const log = new SlipLog(page);
  await signUpPlayer(page, request, testInfo, 'slips');
  const { userId, token } = await storedSession(page);
  const today = localToday();
  const year = Number(today.slice(0, 4));
  const [bellagio] = await serverState(
    serverRows<{ id: string }>(request, 'casinos?select=id&name=eq.Bellagio&limit=1'),
    (rows) => rows.length === 1,
  );

  // --- Start Slot Session: Money In, Money Out, Free Play; the end before the start (an earlier day, an earlier time).
  await page.goto('/sessions?tab=slot');
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Slot Session/ }).click();
  const slot = page.getByRole('form', { name: 'Slot session' });
  const saveSlot = slot.getByRole('button', { name: 'Save Session' });
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  await slot.getByLabel('Date', { exact: true }).fill(today);
  await slot.getByLabel('Time', { exact: true }).fill('10:00');
  await slot.getByLabel('Money In', { exact: true }).fill('50');
  await slot.getByLabel('Money Out', { exact: true }).fill('20');
  for (const [field, label, good] of [
    ['Money In', 'Money In', '50'],
    ['Money Out', 'Money Out', '20'],
    ['Free Play (optional)', 'Free Play', ''],
  ] as const) {
    await answersEachSlip(log, { scope: slot, form: 'Start Slot Session', field, slips: moneySlips(label), save: saveSlot, good });
  }
  // No net from a slip: never a green "+$20.00" from a money in typed "-20".
  await slot.getByLabel('Money In', { exact: true }).fill('-20');
  await expect(page.getByTestId('slot-form-net')).toHaveText('—');
  await slot.getByLabel('Money In', { exact: true }).fill('50');
  await expect(page.getByTestId('slot-form-net')).toHaveText('-$30.00');
  const slotEnd = { scope: slot, form: 'Start Slot Session', message: 'The end cannot be before the start', save: saveSlot };
  await answersEndBeforeStart(log, { ...slotEnd, end: 'End Date (optional)', typed: dayBefore(today) });
  await slot.getByLabel('End Date (optional)', { exact: true }).fill(today);
  await answersEndBeforeStart(log, { ...slotEnd, end: 'End Time (optional)', typed: '09:59' });
  await expect(page.getByRole('heading', { name: 'Start or Edit Gambling Session' })).toBeVisible();
  log.noPageErrors('Start Slot Session');

  // --- New Casino Session: Starting Cash, Final Cash; departure before arrival.
  await page.goto('/sessions?tab=casino');
  await page.getByRole('button', { name: 'Start Slot/Casino Session' }).click();
  await page.getByRole('menuitem', { name: /^Start Casino Session/ }).click();
  const casino = page.getByRole('dialog', { name: 'New Casino Session' });
  const saveCasino = casino.getByRole('button', { name: 'Save Session' });
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await casino.getByLabel('Arrival Date', { exact: true }).fill(today);
  await casino.getByLabel('Arrival Time', { exact: true }).fill('10:00');
  await casino.getByLabel('Starting Cash', { exact: true }).fill('300');
  await answersEachSlip(log, {
    scope: casino,
    form: 'New Casino Session',
    field: 'Starting Cash',
    slips: moneySlips('Starting cash'),
    save: saveCasino,
    good: '300',
  });
  await answersEachSlip(log, {
    scope: casino,
    form: 'New Casino Session',
    field: 'Final Cash (optional)',
    slips: moneySlips('Final cash'),
    save: saveCasino,
    good: '',
  });
  await casino.getByLabel('Starting Cash', { exact: true }).fill('-20');
  await expect(casino.getByTestId('casino-form-net')).toHaveText('—');
  await casino.getByLabel('Starting Cash', { exact: true }).fill('300');
  const casinoEnd = { scope: casino, form: 'New Casino Session', message: 'Departure cannot be before arrival', save: saveCasino };
  await answersEndBeforeStart(log, { ...casinoEnd, end: 'Departure Date (optional)', typed: dayBefore(today) });
  await casino.getByLabel('Departure Date (optional)', { exact: true }).fill(today);
  await answersEndBeforeStart(log, { ...casinoEnd, end: 'Departure Time (optional)', typed: '09:59' });
  await casino.getByRole('button', { name: 'Cancel' }).click();
  await expect(casino).toBeHidden();
  log.noPageErrors('New Casino Session');

  // At the casino: a casino session in progress, planted as the app writes it; its card on home.
  await insertAsPlayer(request, token, 'casino_sessions', {
    user_id: userId,
    casino_id: bellagio.id,
    arrival_date: today,
    arrival_time: '00:01:00',
    starting_cash: 300,
  });
  await page.goto('/');
  const card = page.getByTestId('casino-session-card');
  await expect(card).toContainText('Casino session in progress');

  // --- Add Cash: Amount, Transaction Fee.
  await card.getByRole('button', { name: 'Add Cash' }).click();
  const addCash = page.getByRole('dialog', { name: 'Add Cash to Session' });
  const saveCash = addCash.getByRole('button', { name: 'Add Cash' });
  await addCash.getByLabel('Amount', { exact: true }).fill('100');
  await answersEachSlip(log, {
    scope: addCash,
    form: 'Add Cash',
    field: 'Amount',
    slips: moneySlips('Amount'),
    save: saveCash,
    good: '100',
  });
  await answersEachSlip(log, {
    scope: addCash,
    form: 'Add Cash',
    field: 'Transaction Fee (optional)',
    slips: moneySlips('Fee'),
    save: saveCash,
    good: '',
  });
  await addCash.getByRole('button', { name: 'Cancel' }).click();
  log.noPageErrors('Add Cash');

  // --- End Casino Session: Final cash.
  await card.getByRole('button', { name: 'End session' }).click();
  const end = page.getByRole('dialog', { name: 'End Casino Session' });
  await answersEachSlip(log, {
    scope: end,
    form: 'End Casino Session',
    field: 'Final cash',
    slips: moneySlips('Final cash'),
    save: end.getByRole('button', { name: 'End Session' }),
    good: '100',
  });
  await end.getByRole('button', { name: 'Cancel' }).click();
  log.noPageErrors('End Casino Session');

  // --- Start a machine: Money in (optional); then started with none, for the live machine's own dialogs.
  await card.getByRole('button', { name: 'Start a machine' }).click();
  const start = page.getByRole('dialog', { name: 'Start a machine' });
  await pick(page, 'Slot Machine', 'buffalo gold', /^Buffalo Gold/);
  const startButton = start.getByRole('button', { name: 'Start', exact: true });
  await answersEachSlip(log, {
    scope: start,
    form: 'Start a machine',
    field: 'Money in (optional)',
    slips: moneySlips('Money in'),
    save: startButton,
    good: '',
  });
  await startButton.click();
  await expect(start).toBeHidden();
  const live = page.getByTestId('live-machine');
  await expect(live).toBeVisible();
  log.noPageErrors('Start a machine');

  // --- The live machine's Other (money in): Amount, above 0.
  await live.getByRole('button', { name: 'Other' }).click();
  const other = page.getByRole('dialog', { name: 'Money in' });
  await answersEachSlip(log, {
    scope: other,
    form: 'Live machine: Other',
    field: 'Amount',
    slips: moneySlips('Amount', { aboveZero: true }),
    save: other.getByRole('button', { name: 'Add money in' }),
    good: '5',
  });
  await other.getByRole('button', { name: 'Cancel' }).click();
  log.noPageErrors('Live machine: Other');

  // --- Cash out: Ticket value.
  await live.getByRole('button', { name: 'Cash out' }).click();
  const cashOut = page.getByRole('dialog', { name: 'Cash out' });
  await answersEachSlip(log, {
    scope: cashOut,
    form: 'Cash out',
    field: 'Ticket value',
    slips: moneySlips('Ticket value'),
    save: cashOut.getByRole('button', { name: 'Cash out' }),
    good: '0',
  });
  await cashOut.getByRole('button', { name: 'Cancel' }).click();
  await expect(live).toBeVisible();
  log.noPageErrors('Cash out');

  // --- Record W2G: Amount (above 0), Tax Withheld, state winnings and withholding.
  await page.goto('/w2g/new');
  const w2g = page.locator('form', { has: page.getByRole('button', { name: 'Save Jackpot' }) });
  const saveW2g = w2g.getByRole('button', { name: 'Save Jackpot' });
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
  await w2g.getByLabel('Amount', { exact: true }).fill('1500');
  await w2g.getByLabel('Date', { exact: true }).fill(today);
  await w2g.getByLabel('Time', { exact: true }).fill('00:05');
  for (const [field, label, good, aboveZero] of [
    ['Amount', 'Amount', '1500', true],
    ['Tax Withheld', 'Tax withheld', '0', false],
    ['State winnings (box 14)', 'State winnings', '', false],
    ['State withholding (box 15)', 'State withholding', '', false],
  ] as const) {
    await answersEachSlip(log, { scope: w2g, form: 'Record W2G', field, slips: moneySlips(label, { aboveZero }), save: saveW2g, good });
  }
  await expect(page).toHaveURL(/\/w2g\/new/);
  log.noPageErrors('Record W2G');

  // --- Edit W2G Jackpot (Reports): the same four fields of a stored jackpot.
  await insertAsPlayer(request, token, 'w2g_jackpots', {
    user_id: userId,
    casino_id: bellagio.id,
    jackpot_date: today,
    jackpot_time: '00:10:00',
    amount: 2500,
    tax_withheld: 0,
  });
  await page.goto('/w2g/reports');
  await page.getByRole('button', { name: /^Edit jackpot/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit W2G Jackpot' });
  const saveEdit = edit.getByRole('button', { name: 'Save Changes' });
  for (const [field, label, good] of [
    ['Amount', 'Amount', '2,500'],
    ['Tax Withheld', 'Tax withheld', '0'],
    ['State winnings (box 14)', 'State winnings', ''],
    ['State withholding (box 15)', 'State withholding', ''],
  ] as const) {
    await answersEachSlip(log, { scope: edit, form: 'Edit W2G Jackpot', field, slips: moneySlips(label), save: saveEdit, good });
  }
  await edit.getByRole('button', { name: 'Cancel' }).click();
  log.noPageErrors('Edit W2G Jackpot');

  // --- New trip: the last day before the first.
  await page.goto('/trips');
  await page.getByRole('button', { name: 'New trip' }).click();
  const newTrip = page.getByRole('dialog', { name: 'New trip' });
  await newTrip.getByLabel('Name').fill('Slips');
  await newTrip.getByLabel('First day').fill('2025-06-02');
  await answersEndBeforeStart(log, {
    scope: newTrip,
    form: 'New trip',
    end: 'Last day',
    typed: '2025-06-01',
    message: 'A trip cannot end before it starts',
    save: newTrip.getByRole('button', { name: 'Save trip' }),
  });
  await newTrip.getByRole('button', { name: 'Cancel' }).click();
  log.noPageErrors('New trip');

  // --- A trip's costs and comps: Amount and Value, above 0.
  const [trip] = await insertAsPlayer<{ id: string }>(request, token, 'trips', {
    user_id: userId,
    name: 'Slips trip',
    start_date: '2025-06-01',
    end_date: '2025-06-03',
  });
  await page.goto(`/trips/${trip.id}`);
  for (const [what, field] of [
    ['cost', 'Amount'],
    ['comp', 'Value'],
  ] as const) {
    await page
      .getByRole('button', { name: `Add ${what}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Add a ${what}` });
    await chooseByKeyboard(page, dialog.getByRole('combobox', { name: 'What' }), 'Other');
    await answersEachSlip(log, {
      scope: dialog,
      form: `Trip: add a ${what}`,
      field,
      slips: moneySlips(field, { aboveZero: true }),
      save: dialog.getByRole('button', { name: `Add ${what}` }),
      good: '5',
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  log.noPageErrors('Trip costs and comps');

  // --- Play limits: three loss limits (above 0) and the time limit's hours and minutes.
  await page.goto('/account');
  const limits = page.getByRole('form', { name: 'Play limits' });
  const saveLimits = limits.getByRole('button', { name: 'Save limits' });
  for (const field of ['Loss limit per casino session', 'Loss limit per day', 'Loss limit per month']) {
    await answersEachSlip(log, {
      scope: limits,
      form: 'Play limits',
      field,
      slips: moneySlips(field, { aboveZero: true }),
      save: saveLimits,
      good: '',
    });
  }
  for (const field of ['Hours', 'Minutes']) {
    const whole = `${field} must be a whole number, e.g. 2`;
    await answersEachSlip(log, {
      scope: limits,
      form: 'Play limits',
      field,
      slips: [
        { typed: '-20', message: `${field} must be 0 or more` },
        { typed: '1e9', message: whole },
        { typed: 'abc', message: whole },
      ],
      save: saveLimits,
      good: '',
    });
  }
  log.noPageErrors('Play limits');

  // --- Tax Year: a casino's win/loss statement figure.
  await page.goto(`/tax-year?year=${year}`);
  await page.locator('summary', { hasText: "Check against a casino's win/loss statement" }).click();
  const statement = page.getByRole('form', { name: 'Casino win/loss statement' });
  await statement.getByRole('combobox', { name: 'Casino' }).click();
  await page.getByRole('option', { name: 'Bellagio' }).click();
  await answersEachSlip(log, {
    scope: statement,
    form: 'Tax Year: statement figure',
    field: 'Statement figure',
    slips: moneySlips('Statement figure'),
    save: statement.getByRole('button', { name: 'Save statement figure' }),
    good: '5',
  });
  log.noPageErrors('Tax Year statement');

  // Nothing saved by any of it: the planted rows as they were, the live machine as started (no money in).
  const asIs = (query: string) => expectServer(serverRows<Record<string, unknown>>(request, `${query}&user_id=eq.${userId}`));
  await asIs('gambling_sessions?select=is_live,coins_in,coins_out').toEqual([{ is_live: true, coins_in: 0, coins_out: 0 }]);
  await asIs('casino_sessions?select=starting_cash,additional_cash,final_cash').toEqual([
    { starting_cash: 300, additional_cash: [], final_cash: null },
  ]);
  await asIs('w2g_jackpots?select=amount,tax_withheld,state_winnings').toEqual([{ amount: 2500, tax_withheld: 0, state_winnings: null }]);
  await asIs('trips?select=name').toEqual([{ name: 'Slips trip' }]);
  await asIs('trip_costs?select=id').toEqual([]);
  await asIs('trip_comps?select=id').toEqual([]);
  await expectServer(serverRows(request, `play_limits?select=id&id=eq.${userId}`)).toEqual([]);
  await asIs('casino_win_loss_statements?select=id').toEqual([]);
  // 27 fields × 3 slips (25 money fields, hours and minutes), and 5 ends before their starts.
  expect(log.rows.length).toBe(27 * 3 + 5);
  log.write(testInfo);
  log.noPageErrors('the whole run');
});
