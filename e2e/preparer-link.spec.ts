import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newPinnedContext, test } from './clock';
import { unzipSync, strFromU8 } from 'fflate';
import { serviceHeaders, signUpPlayer, storedSession } from './casinos-support';
import { API_URL, axeClean, phoneOnly, snap, wideElements } from './support';
import { download, formPng } from './w2g-support';
import { expectServer, getJson, getResponse, serverState } from './server';

/**
 * A link for the tax preparer, on a phone. Worked out by hand (every expected value below), tax year 2025 of a new
 * player at one casino C:
 *   S1 Mar 10: 500 in, 200 out: -300.
 *   S2 Jun 5: 100 in, 0 out, with a $1,500 hand-paid W-2G linked (a form: 2025's threshold is $1,200): -100 + 1,500 = +1,400.
 *   Gains $1,400.00 (to report), losses $300.00; the 2025 rule: losses up to gains, so $300.00 may be deducted.
 *   The W-2G total is $1,500.00: "Your $1,500.00 W-2G, less $100.00 of losses on that day at that casino: $1,400.00 to report."
 *   C's statement (entered): +$1,000.00 won; the diary's net at C: -300 + 1,400 = +$1,100.00; difference -$100.00.
 * Both browsers' clocks are pinned to the server's time when the test starts (the Date header of an API answer: the
 * database checks a link's expiry against its own clock), so the default expiry is that day + 60 days.
 */
async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await serverState(getResponse(request, `${API_URL}/rest/v1/`, serviceHeaders), (r) => !!r.headers.date);
  return new Date(res.headers.date);
}

/** yyyy-mm-dd of the day `days` after `at`, on this machine's calendar (the browsers' time zone). */
function dayAfter(at: Date, days: number): string {
  const d = new Date(at.getFullYear(), at.getMonth(), at.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function plant(request: APIRequestContext, page: Page, tag: string) {
  const { userId, token } = await storedSession(page);
  const asPlayer = { apikey: serviceHeaders.apikey, Authorization: `Bearer ${token}` };
  const call = async <T>(path: string, data: unknown, headers: Record<string, string> = asPlayer) => {
    const res = await request.post(`${API_URL}/rest/v1/${path}`, {
      headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      data,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const [C] = await call<{ id: string; name: string }[]>(
    'casinos',
    [
      {
        name: `Preparer Palace ${tag}`,
        street_address: '1 Secret Way',
        city: 'Reno',
        state: 'NV',
        zip_code: '89501',
        latitude: 39.53,
        longitude: -119.81,
      },
    ],
    serviceHeaders,
  );
  const [{ id: machine }] = await serverState(
    getJson<{ id: string }[]>(request, `${API_URL}/rest/v1/slot_machines?select=id&added_by=is.null&order=name&limit=1`, serviceHeaders),
    (rows) => rows.length === 1,
  );
  const slot = (date: string, coins_in: number, coins_out: number) => ({
    user_id: userId,
    casino_id: C.id,
    slot_machine_id: machine,
    session_date: date,
    session_time: '19:00:00',
    coins_in,
    coins_out,
    notes: 'NOTE-NEVER-SHOWN',
  });
  const sessions = await call<{ id: string; session_date: string }[]>('gambling_sessions', [
    slot('2025-03-10', 500, 200),
    slot('2025-06-05', 100, 0),
  ]);
  const photoPath = `${userId}/preparer-w2g.png`;
  const uploaded = await request.post(`${API_URL}/storage/v1/object/w2g-images/${photoPath}`, {
    headers: { ...asPlayer, 'Content-Type': 'image/png' },
    data: formPng(),
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  await call('w2g_jackpots', [
    {
      user_id: userId,
      casino_id: C.id,
      jackpot_date: '2025-06-05',
      jackpot_time: '19:30:00',
      amount: 1500,
      tax_withheld: 0,
      hand_pay: true,
      session_id: sessions.find((s) => s.session_date === '2025-06-05')!.id,
      images: [photoPath],
    },
  ]);
  await call('casino_win_loss_statements', [{ user_id: userId, casino_id: C.id, tax_year: 2025, net_win_loss: 1000 }]);
  return { userId, C };
}

test.describe('on a phone', () => {
  phoneOnly('preparer-link', 'the link is made and opened on phones, as the issue asks');

  test('a preparer link made on Tax Year, opened signed out (figures, a W-2G photo, the packet), listed in Account with its opening, then revoked', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const NOW = await serverNow(request);
    await page.clock.setFixedTime(NOW);
    await signUpPlayer(page, request, testInfo, 'preparer');
    const { userId, C } = await plant(
      request,
      page,
      `${testInfo.project.name}-${testInfo.workerIndex}-${testInfo.repeatEachIndex}-${testInfo.retry}`,
    );

    await page.goto('/tax-year?year=2025');
    await expect(page.getByTestId('answer-income')).toContainText('$1,400.00');
    await page.getByRole('button', { name: 'Share with my tax preparer' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Share 2025 with my tax preparer' });
    await expect(dialog.getByLabel('The link works until')).toHaveValue(dayAfter(NOW, 60));
    await axeClean(page, 'the preparer link dialog', '[role=dialog]');
    await dialog.getByRole('button', { name: 'Make link' }).tap();
    const link = await dialog.getByTestId('preparer-link').inputValue();
    expect(link).toMatch(/\/shared\/tax\/[A-Za-z0-9_-]{43}$/);
    await snap(page, testInfo, 'preparer-link-made');
    await dialog.getByRole('button', { name: 'Done' }).tap();
    // Made once, whatever was pressed.
    await expectServer(
      getJson<{ tax_year: number }[]>(request, `${API_URL}/rest/v1/preparer_links?user_id=eq.${userId}&select=tax_year`, serviceHeaders),
    ).toEqual([{ tax_year: 2025 }]);

    // Signed out, in a second browser.
    const preparer = await newPinnedContext(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    const other = await preparer.newPage();
    await other.clock.setFixedTime(NOW);
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Casey Player: tax year 2025', level: 1 })).toBeVisible();
    await expect(other.getByTestId('answer-why')).toHaveText(
      'Your $1,500.00 W-2G, less $100.00 of losses on that day at that casino: $1,400.00 to report.',
    );
    await expect(other.getByTestId('answer-income')).toContainText('$1,400.00');
    await expect(other.getByTestId('answer-w2g')).toContainText('1 form, $1,500.00');
    await expect(other.getByTestId('answer-deduction')).toContainText('$300.00');
    const photo = other.getByTestId('shared-w2g-photo');
    await expect(photo).toHaveAttribute('alt', `W-2G of Jun 05, 2025, ${C.name}, $1,500.00`);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    await expect(other.getByTestId('shared-statement-row')).toHaveText(
      new RegExp(`${C.name}.*\\+\\$1,100\\.00.*\\+\\$1,000\\.00.*-\\$100\\.00`),
    );
    await expect(other.getByText('NOTE-NEVER-SHOWN')).toHaveCount(0);
    await expect(other.getByText('1 Secret Way')).toHaveCount(0);
    expect(await wideElements(other)).toEqual([]);
    // It fits a 360 px phone too.
    await other.setViewportSize({ width: 360, height: 800 });
    expect(await wideElements(other)).toEqual([]);
    await other.setViewportSize({ width: 390, height: 844 });
    await snap(other, testInfo, 'preparer-page');
    await axeClean(other, 'the preparer page');

    const packet = await download(other, () => other.getByRole('button', { name: 'Packet (ZIP)' }).tap());
    expect(packet.name).toBe('tax_packet_2025.zip');
    const files = unzipSync(new Uint8Array(packet.body));
    expect(Object.keys(files).sort()).toEqual([
      'casino_statements_2025.csv',
      'gambling_diary_2025.csv',
      'gambling_diary_2025.pdf',
      'tax_summary_2025.pdf',
      'w2g/2025-06-05_001.png',
    ]);
    expect(Buffer.from(files['w2g/2025-06-05_001.png']).equals(formPng())).toBe(true);
    expect(strFromU8(files['tax_summary_2025.pdf'].slice(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['gambling_diary_2025.pdf'].slice(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['casino_statements_2025.csv'])).toContain(`${C.name},1100.00,1000.00,-100.00`);
    const diary = strFromU8(files['gambling_diary_2025.csv']);
    expect(diary).toContain('-300.00');
    expect(diary).toContain('1400.00');
    expect(diary).not.toContain('NOTE-NEVER-SHOWN');

    // The opening, in Account.
    await page.goto('/account#preparer-links');
    const row = page.locator('#preparer-links').getByTestId('preparer-link-row');
    await expect(row).toContainText('Tax year 2025');
    await expect(row).toContainText('Active');
    await expect(row.getByTestId('preparer-link-opening').first()).toContainText(/Opened .* · Chrome on /);
    await snap(page, testInfo, 'account-preparer-links');
    await axeClean(page, 'Account with a preparer link');

    // Revoked: the preparer's page says so.
    await row.getByRole('button', { name: 'Revoke' }).tap();
    await page.getByRole('alertdialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke' }).tap();
    await expect(row).toContainText('Revoked');
    await expectServer(
      getJson<{ revoked: boolean }[]>(request, `${API_URL}/rest/v1/preparer_links?user_id=eq.${userId}&select=revoked`, serviceHeaders),
    ).toEqual([{ revoked: true }]);
    await other.reload();
    await expect(other.getByTestId('shared-tax-status')).toContainText('This link was revoked by the player who made it.');
    await snap(other, testInfo, 'preparer-page-revoked');
    await axeClean(other, 'the revoked preparer page');
    await preparer.close();
  });
});
