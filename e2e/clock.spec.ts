import { expect } from '@playwright/test';
import { testClockInstant } from '../emulator/test-clock.mjs';
import { clockNow, test } from './clock';
import { API_URL, serviceHeaders } from './support';

/**
 * The three clocks a spec compares dates across agree: the runner's (clockNow), the page's and the database's
 * now(). Under SPT_TEST_CLOCK (npm run test:clock -- --e2e) all three run from the instant the file started at;
 * without it, all three are the real clock. A page or a server left on another clock is months away, not seconds.
 */
const AGREE_MS = 60_000;

test('the runner, the page and the database read one clock', async ({ page, request }) => {
  const instant = testClockInstant();
  await page.goto('/manifest.webmanifest');
  // eslint-disable-next-line no-restricted-syntax -- the page's own clock, the one under test
  const pageNow = await page.evaluate(() => Date.now());
  const created = await request.post(`${API_URL}/rest/v1/notifications?select=id,created_at`, {
    headers: { ...serviceHeaders, Prefer: 'return=representation' },
    data: { title: 'Clock check', message: 'Shown to no one.', target_type: 'specific', target_users: [], notification_type: 'general' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const [row] = (await created.json()) as { id: string; created_at: string }[];
  const runnerNow = clockNow();
  expect(Math.abs(pageNow - runnerNow), 'page vs runner (ms)').toBeLessThan(AGREE_MS);
  expect(Math.abs(Date.parse(row.created_at) - runnerNow), 'database now() vs runner (ms)').toBeLessThan(AGREE_MS);
  if (instant !== undefined) {
    expect(runnerNow - instant, 'the file started at the instant (ms since)').toBeGreaterThanOrEqual(0);
    expect(runnerNow - instant, 'the file started at the instant (ms since)').toBeLessThan(10 * 60_000);
  }
  const removed = await request.delete(`${API_URL}/rest/v1/notifications?id=eq.${row.id}`, { headers: serviceHeaders });
  expect(removed.ok(), await removed.text()).toBe(true);
});
