import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './clock';
import { ANON_KEY, serviceHeaders, storedSession } from './casinos-support';
import { localToday, signUpNewPlayer } from './sessions-support';
import { API_URL, axeClean, snap } from './support';
import { expectServer, getJson, serverState } from './server';
import { goOffline } from './offline-support';

/**
 * Counters at the machine. A new player's live machine (started at 00:02 today) counts a bonus
 * online, then two more bonuses, a jackpot (recorded with the card's one Jackpot button: a W2G for the machine, which
 * brings the player back to the card and counts there at once) and a running note offline; back online the server holds exactly those
 * four taps (each tap id once) and the note. Cashed out at 01:32 (90 minutes), the slot session shows
 * "3 bonuses · 1 jackpot", and Insights by game says its bonus rate rests on that 1 session, too few to show.
 * The server is read with the service role (what was really stored).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
// The service worker stays blocked (the config's default): the jackpot is recorded offline on Record W2G in a tab no
// service worker serves (opened before it installed), so its screen's code must have come while the card showed.

const NOTE = 'max bet, denomination 1¢';

type Stored = { bonus_count: number | null; jackpot_count: number | null; counter_taps: { id: string; counter: string }[]; notes: string | null };

/** The machine's counters and note as the server holds them (e2e/server.ts: polled, never read once). */
function stored(request: APIRequestContext, id: string) {
  return getJson<Stored[]>(request, `${API_URL}/rest/v1/gambling_sessions?id=eq.${id}&select=bonus_count,jackpot_count,counter_taps,notes`, serviceHeaders).map(
    ([row]) => ({
      bonuses: row.bonus_count,
      jackpots: row.jackpot_count,
      taps: row.counter_taps.map((t) => t.counter).sort(),
      distinctTaps: new Set(row.counter_taps.map((t) => t.id)).size,
      note: row.notes,
    }),
  );
}

/** A casino session in progress at Bellagio and a live Buffalo Gold started at 00:02 today, as the player, through the API. */
async function liveMachine(page: Page, request: APIRequestContext) {
  const { userId, token } = await storedSession(page);
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };
  const one = async (query: string) =>
    (await serverState(getJson<{ id: string; name: string }[]>(request, `${API_URL}/rest/v1/${query}`, serviceHeaders), (rows) => rows.length === 1))[0];
  const casino = await one('casinos?select=id,name&name=eq.Bellagio&limit=1');
  const machine = await one('slot_machines?select=id,name&name=eq.Buffalo%20Gold&added_by=is.null&limit=1');
  const insert = async (table: string, data: object) => {
    const res = await request.post(`${API_URL}/rest/v1/${table}`, { headers, data: { user_id: userId, casino_id: casino.id, ...data } });
    expect(res.ok(), `${table}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { id: string }[])[0].id;
  };
  await insert('casino_sessions', { arrival_date: localToday(), arrival_time: '00:01:00', starting_cash: 200 });
  const id = await insert('gambling_sessions', {
    slot_machine_id: machine.id,
    session_date: localToday(),
    session_time: '00:02:00',
    coins_in: 100,
    coins_out: 0,
    is_live: true,
  });
  return { id, machine };
}

test('counters on a live machine: taps and a note offline, synced once; shown on the session and as bonus frequency on Insights', async ({
  page,
  context,
  request,
  isMobile,
}, testInfo) => {
  await signUpNewPlayer(page, request, testInfo, 'counters', 'Connie');
  const { id, machine } = await liveMachine(page, request);
  await page.goto('/');
  const live = page.getByTestId('live-machine');
  const bonus = live.getByRole('button', { name: /^Count a bonus/ });
  const tap = (button: typeof bonus) => (isMobile ? button.tap() : button.click());
  await expect(live.getByTestId('counter-bonus')).toHaveText('0');

  // Online: one bonus, on the server at once.
  await tap(bonus);
  await expect(live.getByTestId('counter-bonus')).toHaveText('1');
  await expectServer(stored(request, id)).toMatchObject({ bonuses: 1, jackpots: 0, distinctTaps: 1 });

  // Offline: two more bonuses, a jackpot and the note; the card counts them at once, nothing reaches the server.
  await goOffline(page, context);
  await tap(bonus);
  await tap(bonus);
  await expect(bonus).toBeEnabled();
  // No second "Jackpot" button on the card: the counter only shows the jackpots recorded.
  await expect(page.getByTestId('casino-session-card').getByRole('button', { name: /jackpot/i })).toHaveCount(1);
  await tap(page.getByTestId('casino-session-card').getByRole('button', { name: 'Jackpot', exact: true }));
  await page.getByLabel('Amount').fill('1250');
  await tap(page.getByRole('button', { name: 'Save Jackpot' }));
  await expect(page).toHaveURL(/\/#casino-session-in-progress$/);
  await expect(live.getByTestId('counter-jackpot')).toHaveText('1');
  await live.getByRole('textbox', { name: 'Note' }).fill(NOTE);
  await live.getByRole('button', { name: 'Save note' }).click();
  await expect(live.getByTestId('counter-bonus')).toHaveText('3');
  await expect(live.getByTestId('counter-jackpot')).toHaveText('1');
  await expect(live).toContainText('Waiting to sync');
  await snap(page, testInfo, 'machine-counters-offline');
  await expectServer(stored(request, id)).toMatchObject({ bonuses: 1, jackpots: 0, note: null });

  // Back online: each tap sent once, the note with them.
  await context.setOffline(false);
  await expectServer(stored(request, id), { timeout: 60_000 }).toEqual({
    bonuses: 3,
    jackpots: 1,
    taps: ['bonus', 'bonus', 'bonus', 'jackpot'],
    distinctTaps: 4,
    note: NOTE,
  });
  await expect(live).not.toContainText('Waiting to sync');
  await expect(live.getByTestId('counter-bonus')).toHaveText('3');
  await axeClean(page, 'live machine counters');
  await snap(page, testInfo, 'machine-counters-synced');
  if (isMobile) {
    // The card fits a 360 px phone: nothing past the right edge.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await snap(page, testInfo, 'machine-counters-360');
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // Cashed out at 01:32 today: 90 minutes played.
  await page.clock.setFixedTime(new Date(`${localToday()}T01:32:00`));
  await live.getByRole('button', { name: 'Cash out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cash out' });
  await dialog.getByLabel('Ticket value').fill('60');
  await dialog.getByRole('button', { name: 'Cash out' }).click();
  await expect(live).toBeHidden();

  // The slot session afterwards: its counts and note.
  await page.goto(`/sessions/${id}`);
  await expect(page.getByTestId('session-counters')).toHaveText('3 bonuses · 1 jackpot');
  await expect(page.getByText(NOTE)).toBeVisible();
  await snap(page, testInfo, 'machine-counters-session');

  // Insights by game: 3 bonuses over 1.5 hours would be 2.0 an hour, but a rate is shown over 10 sessions or more
  // (honest rates): this one rests on 1 session with bonuses counted and times.
  await page.goto('/insights?period=year&group=game');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: machine.name }) });
  await expect(row.locator('td[data-label="Bonuses / hour"]')).toHaveText('Too few (1)');
  await axeClean(page, 'insights by game with bonus frequency');
  await snap(page, testInfo, 'machine-counters-insights');
});
