import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { clockNow, test } from './clock';
import { serviceHeaders, signUpPlayer, storedSession } from './casinos-support';
import { API_URL, axeClean, snap, wideElements } from './support';

/**
 * Insights read by a new player on a phone (390 and 360 px) and a desktop. Records planted as the app
 * writes them, the figures worked out by hand:
 * This year (Y): casinos A and B made for the test.
 *   S1 A, 03-06 23:30 -> 03-07 01:00 (90 min), in 100, out 40: -60
 *   S2 A, 03-07 10:00 -> 11:00 (60 min), in 200, out 260: +60
 *   S3 B, 03-07 23:00, no end, in 50, out 0, a linked hand-pay W2G of $1,200: +1,150
 *   S4 A, 04-01 14:15 -> 16:45 (150 min), in 300, out 150: -150
 * The year before: S7 A, 03-10 20:00 -> 22:00, in 400, out 100: -300; S8 A, 12-31 12:00, in 100, out 100: 0.
 * This year: net +1,000 (money out 1,650 / money in 650 = 253.8 %), 5 hours with times at -150 -> -$30.00 an hour,
 * 1 session without times; a year earlier -$300 over 2 sessions. By casino: A 3 sessions, -150, 75.0 %; B 1, +1,150.
 * Every return % and figure per hour here rests on fewer than 10 sessions, so none is shown: each says how many.
 */
async function restAs(request: APIRequestContext, page: Page) {
  const { userId, token } = await storedSession(page);
  const asPlayer = { apikey: serviceHeaders.apikey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const post = async <T>(path: string, data: unknown, headers: Record<string, string> = asPlayer) => {
    const res = await request.post(`${API_URL}/rest/v1/${path}`, { headers: { ...headers, Prefer: 'return=representation' }, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return { userId, post };
}

async function plant(request: APIRequestContext, page: Page, tag: string) {
  const { userId, post } = await restAs(request, page);
  const [A, B] = await post<{ id: string; name: string }[]>(
    'casinos',
    [
      { name: `Insight Aria ${tag}`, street_address: '3730 S Las Vegas Blvd', city: 'Las Vegas', state: 'NV', zip_code: '89158' },
      { name: `Insight Bally ${tag}`, street_address: '3645 S Las Vegas Blvd', city: 'Las Vegas', state: 'NV', zip_code: '89109' },
    ],
    serviceHeaders,
  );
  const y = new Date(clockNow()).getFullYear();
  const s = (casino: string, date: string, time: string, end: [string, string] | null, coins_in: number, coins_out: number) => ({
    user_id: userId,
    casino_id: casino,
    session_date: date,
    session_time: time,
    end_date: end?.[0] ?? null,
    end_time: end?.[1] ?? null,
    coins_in,
    coins_out,
  });
  const rows = await post<{ id: string }[]>('gambling_sessions', [
    s(A.id, `${y}-03-06`, '23:30:00', [`${y}-03-07`, '01:00:00'], 100, 40),
    s(A.id, `${y}-03-07`, '10:00:00', [`${y}-03-07`, '11:00:00'], 200, 260),
    s(B.id, `${y}-03-07`, '23:00:00', null, 50, 0),
    s(A.id, `${y}-04-01`, '14:15:00', [`${y}-04-01`, '16:45:00'], 300, 150),
    s(A.id, `${y - 1}-03-10`, '20:00:00', [`${y - 1}-03-10`, '22:00:00'], 400, 100),
    s(A.id, `${y - 1}-12-31`, '12:00:00', null, 100, 100),
  ]);
  await post('w2g_jackpots', [
    {
      user_id: userId,
      casino_id: B.id,
      jackpot_date: `${y}-03-07`,
      jackpot_time: '23:10:00',
      amount: 1200,
      tax_withheld: 0,
      hand_pay: true,
      session_id: rows[2].id,
    },
  ]);
  return { A, B };
}

test('Insights: a year read in plain words, a row opened to its sessions, bad links explained', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  await signUpPlayer(page, request, testInfo, 'insights');
  const { A, B } = await plant(request, page, String(clockNow()));
  await page.goto('/');

  // Two taps from home on a phone (menu, link); beside Reports in the desktop top bar.
  if (isMobile) {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Insights' }).click();
  } else {
    await page.getByRole('navigation').getByRole('link', { name: 'Insights' }).first().click();
  }
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();

  const highlights = page.getByRole('list').filter({ hasText: 'Return on your money' });
  await expect(highlights.getByRole('listitem')).toHaveText([
    'Your play this year came out $1,000 ahead over 4 sessions; per hour, 3 sessions with start and end times are too few to mean anything',
    'Return on your money: 4 sessions are too few to mean anything; it is shown from 10 sessions',
    'Too few sessions to tell which casino did better: a comparison needs at least 10 sessions in each.',
    /^Biggest W2G: \$1,200 at Insight Bally .* on Mar 07, \d{4}$/,
    'The same dates a year earlier: cost $300 over 2 sessions',
  ]);
  await expect(page.getByText('Past results do not change the odds')).toBeVisible();
  await expect(page.getByRole('link', { name: '1-800-GAMBLER' })).toBeVisible();
  await expect(page.getByText('1 session has no start and end times')).toBeVisible();
  const figures = page.getByRole('row', { name: /^Net / });
  await expect(figures.first()).toContainText('+$1,000');
  await expect(figures.first()).toContainText('-$300');
  await expect(figures.first()).toContainText('+$700');
  // Return % this year (4 sessions), a year earlier (2), all time (6); per hour over 3, 1 and 4 sessions with times.
  await expect(page.getByRole('row', { name: /^Return % / }).getByRole('cell')).toHaveText(['Too few (4)', 'Too few (2)', 'Too few (6)']);
  await expect(page.getByRole('row', { name: /^Per hour played / }).getByRole('cell')).toHaveText([
    'Too few (3)',
    'Too few (1)',
    'Too few (4)',
  ]);
  await expect(page.getByText('Too few (n): a return % or a figure per hour is shown over 10 sessions or more').first()).toBeVisible();

  const rowA = page.getByRole('row').filter({ has: page.getByRole('link', { name: A.name }) });
  await expect(rowA).toContainText('-$150');
  await expect(rowA).toContainText('Too few (3)');
  await expect(rowA).not.toContainText('75.0%');
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: B.name }) })).toContainText('Too few (1)');

  await page.getByText('Charts', { exact: true }).click();
  await expect(page.getByText('Net by month', { exact: true })).toBeVisible();
  await axeClean(page, 'insights');
  await snap(page, testInfo, 'insights-year');
  if (isMobile) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByText('Charts', { exact: true }).click();
    await expect(page.getByText('Net by month', { exact: true })).toBeVisible();
    // Nothing reaches past the right edge (what is clipped inside a scrolling or clipping box does not count).
    const wide = () =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return [];
        return Array.from(document.body.querySelectorAll<HTMLElement>('*'))
          .filter(
            (el) =>
              el.getBoundingClientRect().right > width + 1 &&
              !Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 1),
          )
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      });
    await expect.poll(wide, { message: 'no sideways scroll at 360 px' }).toEqual([]);
    await snap(page, testInfo, 'insights-year-360');
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // A row opens the slot list filtered to it: casino A this year -> S1, S2, S4 (not B's S3, not last year's).
  await page.getByRole('link', { name: A.name }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions\\?tab=slot&casino=${A.id}&from=\\d{4}-01-01&to=\\d{4}-12-31$`));
  await expect(page.getByRole('region', { name: 'Filter from Insights' })).toContainText(`Slot sessions at ${A.name}`);
  await expect(page.getByText('-$60.00').first()).toBeVisible();
  await expect(page.getByText('+$60.00').first()).toBeVisible();
  await expect(page.getByText('-$150.00').first()).toBeVisible();
  await expect(page.getByText('+$1,150.00')).toHaveCount(0);
  await expect(page.getByText('-$300.00')).toHaveCount(0);
  await snap(page, testInfo, 'insights-row-sessions');

  // By hour: 11 PM holds S1 (23:30, past midnight) and S3 (23:00). Opened from the address, the figures are asked
  // for once: the request started with the screen's code (app/router.tsx, fetchEarly) is the one the screen shows.
  const asked: string[] = [];
  const onRequest = (r: { url: () => string; postData: () => string | null }) => {
    if (r.url().includes('/rest/v1/rpc/get_play_insights')) asked.push(r.postData() ?? '');
  };
  page.on('request', onRequest);
  await page.goto('/insights?period=year&group=hour');
  const elevenPm = page.getByRole('row').filter({ has: page.getByRole('link', { name: '11 PM' }) });
  await expect(elevenPm).toContainText('+$1,090');
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  expect(asked.map((body) => (JSON.parse(body) as { p_group: string }).p_group)).toEqual(['hour']);

  // Links that make no sense say so.
  await page.goto('/insights?period=forever&group=luck');
  await expect(page.getByRole('alert')).toContainText('"forever" is not a period Insights knows: showing this year.');
  await expect(page.getByRole('alert')).toContainText('"luck" is not a grouping Insights knows: showing by casino.');
  await page.goto('/sessions?tab=slot&hour=25&casino=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('region', { name: 'Filter from Insights' }).getByRole('alert')).toContainText(
    '"25" is not an hour of the day (0 to 23), so the list is not filtered by hour.',
  );
  await expect(page.getByRole('region', { name: 'Filter from Insights' }).getByRole('alert')).toContainText(
    'No casino in the directory has the id in this link.',
  );
  await snap(page, testInfo, 'insights-bad-link');

  // A period without play says so.
  await page.goto(`/insights?period=year&year=${new Date(clockNow()).getFullYear() - 3}`);
  await expect(page.getByText('No slot sessions in this period.')).toBeVisible();
});

/**
 * A jackpot after midnight, a year earlier on every row, and rates over enough sessions, worked by hand. The browser's
 * clock is pinned to 2026-09-15 noon (this year = 2026); the records have fixed dates.
 *   N1 casino Night, Fri 2026-07-31 23:30 -> Sat 08-01 00:40 (70 min), in 100, out 20, and a $1,500 hand pay at 00:10
 *      on Sat 08-01 linked to it: money out 1,520, +1,420
 *   D1..D10 casino Day, 2026-08-03 .. 08-12, 10:00 -> 11:00, in 100, out 50: -50 each
 *   L1 casino Night, Fri 2025-07-25 20:00 -> 21:00, in 300, out 100: -200 (a year earlier)
 * This year: 11 sessions, money in 1,100, out 2,020 (1,520 + 500), net +920; return 2,020 / 1,100 = 183.6 %; all with
 * times, 670 min = 11.2 hours, 920 x 60 / 670 = $82.39 an hour. A year earlier: L1 alone (too few for either rate).
 * All time: in 1,400, out 2,120 -> 151.4 %; 730 min, +720 -> 720 x 60 / 730 = $59.18 an hour.
 */
test("Insights: a jackpot after midnight is in its session's row, every row has its year earlier, rates wait for 10 sessions", async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  await page.clock.setFixedTime(new Date('2026-09-15T12:00:00'));
  await signUpPlayer(page, request, testInfo, 'insights-night');
  const { userId, post } = await restAs(request, page);
  const tag = String(clockNow());
  const [night, day] = await post<{ id: string; name: string }[]>(
    'casinos',
    [
      { name: `Night Owl ${tag}`, street_address: '1 Main St', city: 'Reno', state: 'NV', zip_code: '89501' },
      { name: `Day Star ${tag}`, street_address: '2 Main St', city: 'Reno', state: 'NV', zip_code: '89501' },
    ],
    serviceHeaders,
  );
  const slot = (casino: string, date: string, time: string, end: [string, string], coins_in: number, coins_out: number) => ({
    user_id: userId,
    casino_id: casino,
    session_date: date,
    session_time: time,
    end_date: end[0],
    end_time: end[1],
    coins_in,
    coins_out,
  });
  const days = Array.from({ length: 10 }, (_, i) => `2026-08-${String(3 + i).padStart(2, '0')}`);
  const [n1] = await post<{ id: string }[]>('gambling_sessions', [
    slot(night.id, '2026-07-31', '23:30:00', ['2026-08-01', '00:40:00'], 100, 20),
    ...days.map((d) => slot(day.id, d, '10:00:00', [d, '11:00:00'], 100, 50)),
    slot(night.id, '2025-07-25', '20:00:00', ['2025-07-25', '21:00:00'], 300, 100),
  ]);
  await post('w2g_jackpots', [
    {
      user_id: userId,
      casino_id: night.id,
      jackpot_date: '2026-08-01',
      jackpot_time: '00:10:00',
      amount: 1500,
      tax_withheld: 0,
      hand_pay: true,
      session_id: n1.id,
    },
  ]);

  await page.goto('/insights?period=year&group=casino');
  const highlights = page.getByRole('list').filter({ hasText: 'Return on your money' });
  await expect(highlights.getByRole('listitem')).toHaveText([
    'Your play this year came out $920 ahead for 11.2 hours: $82.39 an hour ahead',
    'Return on your money: 183.6% over 11 sessions',
    'Too few sessions to tell which casino did better: a comparison needs at least 10 sessions in each.',
    `Biggest W2G: $1,500 at ${night.name} on Aug 01, 2026`,
    'The same dates a year earlier: cost $200 over 1 session',
  ]);
  await expect(page.getByRole('row', { name: /^Return % / }).getByRole('cell')).toHaveText(['183.6%', 'Too few (1)', '151.4%']);
  await expect(page.getByRole('row', { name: /^Per hour played / }).getByRole('cell')).toHaveText(['+$82.39', 'Too few (1)', '+$59.18']);
  // By casino: Day Star's 10 sessions give 500 / 1,000 = 50.0 % and -$500 over 10 hours; Night Owl's one session, too few.
  const dayRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: day.name }) });
  await expect(dayRow).toContainText('50.0%');
  await expect(dayRow).toContainText('-$50.00');
  const nightRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: night.name }) });
  await expect(nightRow).toContainText('Too few (1)');
  await expect(nightRow).not.toContainText('1,520.0%');

  // By hour: the jackpot at 00:10 is in 11 PM, where N1 started and whose net holds it. Cells: sessions, time, money
  // in, out, net, return, winning, per session, per hour, biggest win, W2Gs, net a year earlier (L1 started at 8 PM).
  await page.goto('/insights?period=year&group=hour');
  const elevenPm = page.getByRole('row').filter({ has: page.getByRole('link', { name: '11 PM' }) });
  // N1's row: 1 session, 70 min, in $100, out $1,520, +$1,420, return and per hour over 1 session, won, +$1,420.00 a
  // session, biggest win $1,420, 1 W2G.
  const n1Cells = ['1', '1 h 10 min', '$100', '$1,520', '+$1,420', 'Too few (1)', '100.0%', '+$1,420.00', 'Too few (1)', '$1,420', '1'];
  await expect(elevenPm.getByRole('cell')).toHaveText(['11 PM', ...n1Cells, 'No play']);
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: '12 AM' }) })).toHaveCount(0);

  // By month: July 2026 holds N1 and its jackpot beside July 2025 (L1: -$200); August 2026 beside no play.
  await page.goto('/insights?period=year&group=month');
  const july = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'July 2026' }) });
  await expect(july.getByRole('cell')).toHaveText(['July 2026', ...n1Cells, '-$200']);
  const august = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'August 2026' }) });
  await expect(august.getByRole('cell')).toHaveText([
    'August 2026',
    '10',
    '10 h',
    '$1,000',
    '$500',
    '-$500',
    '50.0%',
    '0.0%',
    '-$50.00',
    '-$50.00',
    '–',
    '0',
    'No play',
  ]);
  await expect(page.getByText('Too few (n): a return % or a figure per hour is shown over 10 sessions or more').first()).toBeVisible();
  await axeClean(page, 'insights by month');
  await snap(page, testInfo, 'insights-month-year-earlier');
  if (isMobile) {
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(july.getByRole('cell').last()).toHaveText('-$200');
    await expect.poll(() => wideElements(page), { message: 'no sideways scroll at 360 px' }).toEqual([]);
    await snap(page, testInfo, 'insights-month-year-earlier-360');
  }
});
