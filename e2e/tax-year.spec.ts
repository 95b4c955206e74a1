import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { unzipSync } from 'fflate';
import { groupSessions } from '../src/lib/session-method';
import { serviceHeaders, storedSession } from './casinos-support';
import { API_URL, signIn, snap, uniqueEmail } from './support';
import { download, formPng, isolateFromDevServerReloads } from './w2g-support';

const DEMO = { email: 'demo@slotplay.test', password: 'DemoPlayer123!' };
const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test.beforeEach(async ({ page }) => isolateFromDevServerReloads(page));

async function rest<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API_URL}/rest/v1/${path}`, { headers: serviceHeaders });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

test('the demo player’s 2025 tax year matches the seed; the diary PDF and CSV download', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const [demo] = await rest<{ id: string }[]>(request, 'profiles?select=id&email=eq.demo@slotplay.test');
  const year = `jackpot_date=gte.2025-01-01&jackpot_date=lte.2025-12-31`;
  const jackpots = await rest<{ amount: number; tax_withheld: number }[]>(request, `w2g_jackpots?select=amount,tax_withheld&user_id=eq.${demo.id}&${year}`);
  const slots = await rest<{ id: string; casino_id: string | null; session_date: string; net_result: number }[]>(
    request,
    `gambling_sessions?select=id,casino_id,session_date,net_result&user_id=eq.${demo.id}&session_date=gte.2025-01-01&session_date=lte.2025-12-31`,
  );
  const visits = await rest<{ id: string; casino_id: string; arrival_date: string; departure_date: string | null; final_cash: number | null; net_result: number | null }[]>(
    request,
    `casino_sessions?select=id,casino_id,arrival_date,departure_date,final_cash,net_result&user_id=eq.${demo.id}&arrival_date=gte.2025-01-01&arrival_date=lte.2025-12-31`,
  );
  const expected = groupSessions(
    slots.map((s) => ({ id: s.id, casinoId: s.casino_id, casinoName: null, date: s.session_date, time: null, net: Number(s.net_result) })),
    visits.map((v) => ({ id: v.id, casinoId: v.casino_id, casinoName: null, arrivalDate: v.arrival_date, arrivalTime: null, departureDate: v.departure_date, departureTime: null, finalCash: v.final_cash, net: v.net_result })),
  ).totals;
  const total = jackpots.reduce((t, j) => t + Number(j.amount), 0);
  const withheld = jackpots.reduce((t, j) => t + Number(j.tax_withheld), 0);
  testInfo.annotations.push({ type: 'seed 2025', description: JSON.stringify({ jackpots: jackpots.length, total, withheld, slots: slots.length, visits: visits.length, ...expected }) });

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await page.goto('/tax-year');
  await expect(page.getByRole('heading', { name: 'Tax Year', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Tax year', { exact: true })).toHaveValue('2025');
  const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('W-2G count')).toHaveText(String(jackpots.length));
  await expect(figure('Total won')).toHaveText(usd(total));
  await expect(figure('Federal tax withheld')).toHaveText(usd(withheld));
  await expect(figure('Total session gains')).toHaveText(usd(expected.gains));
  await expect(figure('Total session losses')).toHaveText(usd(expected.losses));
  await expect(figure('Winning sessions')).toHaveText(String(expected.winning));
  await expect(figure('Losing sessions')).toHaveText(String(expected.losing));
  // 2025: losses up to gains.
  await expect(page.getByTestId('deductible-estimate')).toHaveText(usd(Math.min(expected.gains, expected.losses)));
  await expect(page.getByText('Rule applied: Tax years through 2025: losses are deductible up to your gambling gains.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cumulative net result by month, 2025' })).toBeAttached();
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 360, height: 800 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width, 'no sideways scrolling').toBeLessThanOrEqual(0);
  await snap(page, testInfo, 'tax-year-2025');

  const csv = await download(page, () => page.getByRole('button', { name: 'Diary CSV' }).click());
  expect(csv.name).toBe('gambling_diary_2025.csv');
  expect(csv.body.toString('utf8').split('\r\n')[0]).toBe('Record,Date,Time,Type of wager,Establishment,Address,Machine,Won,Lost,Net,Tax withheld,With,Notes');
  const pdf = await download(page, () => page.getByRole('button', { name: 'Diary PDF' }).click());
  expect(pdf.name).toBe('gambling_diary_2025.pdf');
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Rendered to PNG for a human to look at (pdftoppm from poppler-utils, when installed).
  const dir = `e2e/screenshots/${testInfo.project.name}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/gambling-diary-2025.pdf`, pdf.body);
  if (existsSync('/usr/bin/pdftoppm')) execFileSync('/usr/bin/pdftoppm', ['-r', '60', '-png', `${dir}/gambling-diary-2025.pdf`, `${dir}/gambling-diary-2025`]);
  else console.log('pdftoppm not installed: the diary PDF is saved but not rendered to PNG');

  // 2026 uses the $2,000 threshold and the 90% rule.
  await page.getByLabel('Tax year', { exact: true }).selectOption('2026');
  await expect(page.getByText(/Slot jackpots of \$2,000 or more paid in 2026 get a W-2G/)).toBeVisible();
  await expect(page.getByText(/Rule applied: From tax year 2026: 90% of losses/)).toBeVisible();
});

test('a new player imports sessions from CSV twice, downloads a ZIP of their data and deletes the account', async ({ page, request }, testInfo) => {
  const why = 'account data flows are layout-independent: desktop only (CI time budget); the mobile run covers the Tax Year screen';
  if (testInfo.project.name === 'mobile') console.log(`[tax-year] CSV import / ZIP / account deletion skipped on mobile: ${why}`);
  test.skip(testInfo.project.name === 'mobile', why);
  test.setTimeout(150_000);
  // A confirmed player made through the admin API (the sign-up flow has its own spec), then signed in.
  const email = uniqueEmail(testInfo, 'mydata');
  const created = await request.post(`${API_URL}/auth/v1/admin/users`, { headers: serviceHeaders, data: { email, password: 'my-data-out-and-in', email_confirm: true } });
  expect(created.ok()).toBe(true);
  await signIn(page, email, 'my-data-out-and-in');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  const { userId, token } = await storedSession(page);
  const asUser = { apikey: serviceHeaders.apikey, Authorization: `Bearer ${token}` };

  // A W-2G with a photo, so the ZIP has one.
  const up = await request.post(`${API_URL}/storage/v1/object/w2g-images/${userId}/form.png`, { headers: { ...asUser, 'Content-Type': 'image/png' }, data: formPng() });
  expect(up.ok()).toBe(true);
  const [bellagio] = await rest<{ id: string }[]>(request, 'casinos?select=id&name=eq.Bellagio');
  const w2g = await request.post(`${API_URL}/rest/v1/w2g_jackpots`, {
    headers: { ...asUser, 'Content-Type': 'application/json' },
    data: { user_id: userId, casino_id: bellagio.id, jackpot_date: '2025-12-20', amount: 1800, tax_withheld: 432, images: [`${userId}/form.png`] },
  });
  expect(w2g.ok()).toBe(true);

  // Import: two good rows, two bad ones; nothing is written before "Import".
  const file = {
    name: 'my-sessions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Date,Time,Casino,City,Machine number,Money in,Money out,With,Notes',
        '2025-12-20,14:30,Bellagio,Las Vegas,B-101,200,2100,Pat,Hand pay',
        '2025-12-21,10:00,bellagio,LAS VEGAS,,"$1,000.00",250,,',
        '2025-02-30,10:00,Bellagio,Las Vegas,,10,0,,',
        '2025-12-22,10:00,Nowhere Casino,Reno,,10,0,,',
      ].join('\r\n'),
    ),
  };
  await page.goto('/account');
  // Checking a file writes nothing, so choosing it again is harmless: once in a CI run (1 of 4) the first choice
  // was not picked up while the account screen was still loading its data.
  const summary = page.getByText('my-sessions.csv: 2 ready to import, 0 already imported, 0 need a casino, 2 refused.');
  await expect(async () => {
    await page.getByLabel('CSV file to check').setInputFiles(file);
    await expect(summary).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.getByText('Refused: Date must be a real date as yyyy-mm-dd')).toBeVisible();
  await expect(page.getByText('Refused: No casino named "Nowhere Casino" in "Reno"')).toBeVisible();
  const count = async () => (await rest<unknown[]>(request, `gambling_sessions?select=id&user_id=eq.${userId}`)).length;
  expect(await count()).toBe(0);
  await page.getByRole('button', { name: 'Import 2 sessions' }).click();
  await expect(page.getByRole('main').getByText('Imported 2 new sessions.', { exact: true })).toBeVisible();
  expect(await count()).toBe(2);
  // The same file again: 0 new rows.
  await page.getByLabel('CSV file to check').setInputFiles(file);
  await expect(page.getByText('my-sessions.csv: 0 ready to import, 2 already imported, 0 need a casino, 2 refused.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 0 sessions' })).toBeDisabled();
  expect(await count()).toBe(2);
  await snap(page, testInfo, 'account-import');

  // Download my data: everything.
  const zip = await download(page, () => page.getByRole('button', { name: 'Download my data' }).click());
  expect(zip.name).toMatch(/^slot-play-tracker-my-data-all-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(zip.body));
  const names = Object.keys(entries).sort();
  testInfo.annotations.push({ type: 'zip contents', description: names.map((n) => `${n} (${entries[n].length} B)`).join(', ') });
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'my-data/gambling_sessions.csv', 'my-data/gambling_sessions.json', 'my-data/w2g_jackpots.json', 'my-data/profiles.csv', `photos/${userId}/form.png`]));
  expect(JSON.parse(new TextDecoder().decode(entries['my-data/gambling_sessions.json']))).toHaveLength(2);
  expect(entries[`photos/${userId}/form.png`]).toEqual(new Uint8Array(formPng()));

  // Delete my account.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog.getByRole('button', { name: 'Delete everything' })).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByText('Your account, every record and every stored file of yours were deleted.').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/auth$/);
  const owned: [string, string][] = [
    ['profiles', 'id'], ['user_casino_preferences', 'user_id'], ['gambling_sessions', 'user_id'], ['casino_sessions', 'user_id'], ['w2g_jackpots', 'user_id'],
    ['user_notifications', 'user_id'], ['support_tickets', 'user_id'], ['social_posts', 'user_id'], ['social_post_comments', 'user_id'],
    ['social_post_reactions', 'user_id'], ['social_post_reports', 'reporter_user_id'],
  ];
  for (const [table, column] of owned) expect(await rest<unknown[]>(request, `${table}?select=*&${column}=eq.${userId}`), table).toEqual([]);
  const list = await request.post(`${API_URL}/storage/v1/object/list/w2g-images`, { headers: serviceHeaders, data: { prefix: userId, limit: 100 } });
  expect(await list.json()).toEqual([]);
});
