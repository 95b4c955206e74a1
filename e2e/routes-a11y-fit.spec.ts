import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './clock';
import { signInAsAdmin } from './admin-support';
import { API_URL, serviceHeaders } from './casinos-support';
import { signIn } from './support';
import { getJson, serverState } from './server';

/**
 * Every route, signed out, as the demo player and as the seeded admin: axe-core (WCAG 2.1 A/AA) finds
 * nothing serious or critical, and the screen fits — no page wider than the window, no control outside it
 * (nor outside a scrolling box that clips it), one back link. Each route is visited once per project; on
 * the mobile project the window is 360 px wide, then 390 px for a second fit check on the same page.
 */
// axe over a whole page takes seconds on a busy 2-core machine: at load 8-11 the 17 player routes took 49 s
// (mobile, 360 + 390 px) to 66 s (desktop), the 7 admin routes 28-45 s, and at load 20 one test of all 17 player
// routes passed 3 min. The player routes are therefore three tests, which the file's tests spread over both
// workers (parallel mode); 3 min each leaves room for a loaded CI box.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/** The demo player seeded by supabase/seed.sql. */
const DEMO = { id: 'dd0cf0f8-bd7a-5a42-9696-0f367b931eb5', email: 'demo@slotplay.test', password: 'DemoPlayer123!' };

interface Ids {
  session: string;
  casino: string;
  post: string;
}

async function firstId(request: import('@playwright/test').APIRequestContext, query: string): Promise<string> {
  const rows = await serverState(getJson<{ id: string | number }[]>(request, `${API_URL}/rest/v1/${query}`, serviceHeaders), (r) => r.length > 0, { message: query });
  return String(rows[0].id);
}

/** What the page looks like to the fit check: overflow, controls outside the window, back links. */
function measureFit() {
  const width = document.documentElement.clientWidth;
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=button], [role=combobox], [role=checkbox], [role=switch]',
  );
  const outside: string[] = [];
  for (const el of controls) {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // Not rendered, or visually hidden (sr-only): not a control a finger can miss.
    if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden') continue;
    let left = 0;
    let right = width;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const ox = getComputedStyle(p).overflowX;
      if (ox !== 'visible') {
        const pr = p.getBoundingClientRect();
        left = Math.max(left, pr.left);
        right = Math.min(right, pr.right);
      }
    }
    if (r.left < left - 1 || r.right > right + 1) {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.tagName).trim().replace(/\s+/g, ' ');
      outside.push(`${el.tagName.toLowerCase()} "${name.slice(0, 40)}" [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
  }
  const backLinks = Array.from(document.querySelectorAll<HTMLElement>('a[href], button')).filter((el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    const name = `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`;
    return /\bback\b/i.test(name) || el.querySelector('svg.lucide-arrow-left') !== null;
  });
  // What makes the page too wide: the innermost elements reaching past the right edge.
  const wide: string[] = [];
  if (document.documentElement.scrollWidth > width) {
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.getBoundingClientRect().right <= width + 1) continue;
      if (Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 1)) continue;
      wide.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      if (wide.length >= 5) break;
    }
  }
  return {
    pageWidth: document.documentElement.scrollWidth,
    width,
    outside,
    wide,
    backLinks: backLinks.map((b) => (b.textContent ?? '').trim()),
  };
}

async function checkFit(page: Page, route: string, width: number) {
  const fit = await page.evaluate(measureFit);
  expect.soft(fit.pageWidth, `${route} at ${width}px: page width (too wide: ${JSON.stringify(fit.wide)})`).toBeLessThanOrEqual(fit.width);
  expect.soft(fit.outside, `${route} at ${width}px: controls outside the window`).toEqual([]);
  expect.soft(fit.backLinks.length, `${route} at ${width}px: back links ${JSON.stringify(fit.backLinks)}`).toBeLessThanOrEqual(1);
}

const axeCounts: string[] = [];

async function visit(page: Page, testInfo: TestInfo, route: string, ready: (page: Page) => Promise<void>) {
  const mobile = testInfo.project.name === 'mobile';
  if (mobile) await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(route);
  await ready(page);
  // No spinner still standing in for content.
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  axeCounts.push(
    `${testInfo.project.name} ${route}: ${axe.violations.length} violations (${bad.reduce((n, v) => n + v.nodes.length, 0)} serious/critical nodes), ${axe.passes.length} rules passed`,
  );
  expect
    .soft(
      bad.map((v) => `${v.id}: ${v.nodes.length} nodes, e.g. ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`),
      `${route}: axe serious/critical`,
    )
    .toEqual([]);
  await checkFit(page, route, mobile ? 360 : 1280);
  // The first screen (360 px on mobile, 1280 px on desktop), for a human to look at (e2e/screenshots/, git-ignored).
  const shot = route.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'id').replace(/[^a-z0-9]+/gi, '-');
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/fit-${mobile ? 360 : 1280}${shot}.png` });
  if (mobile) {
    await page.setViewportSize({ width: 390, height: 844 });
    await checkFit(page, route, 390);
  }
}

/** The screen has rendered its title. */
const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.locator('main h1').filter({ hasText: name }).first()).toBeVisible({ timeout: 30_000 });
};

test.afterAll(() => {
  console.log(`axe (WCAG 2.1 A/AA):\n  ${axeCounts.join('\n  ')}`);
});

test('signed out: /auth and /admin/auth', async ({ page }, testInfo) => {
  await visit(
    page,
    testInfo,
    '/auth',
    async (p) => void (await expect(p.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible({ timeout: 30_000 })),
  );
  await visit(
    page,
    testInfo,
    '/admin/auth',
    async (p) => void (await expect(p.getByLabel('Admin Email')).toBeVisible({ timeout: 30_000 })),
  );
  // A trip's share page with a link nobody made: it says so.
  await visit(page, testInfo, '/shared/trip/no-such-link-0000000000000000', heading('Shared trip'));
});

type Route = [string, (page: Page) => Promise<void>];

/** The player's routes in three groups, one test each (see the timeout above). */
const PLAYER_ROUTES: [string, (ids: Ids) => Route[]][] = [
  [
    'play',
    (ids) => [
      ['/', heading(/welcome/i)],
      ['/sessions', heading('Sessions')],
      [`/sessions/${ids.session}`, heading(/./)],
      [`/sessions/${ids.session}/edit`, heading('Start or Edit Gambling Session')],
      ['/casinos', heading(/casinos/i)],
      [`/casinos/${ids.casino}`, heading(/./)],
    ],
  ],
  [
    'jackpots, tax, insights, find and trips',
    () => [
      ['/w2g/new', heading(/w2g|jackpot/i)],
      ['/w2g/reports', heading(/report/i)],
      ['/w2g/export', heading(/export/i)],
      ['/tax-year', heading(/tax year/i)],
      [
        '/insights?period=all',
        async (p) => void (await expect(p.getByRole('heading', { name: 'Highlights' })).toBeVisible({ timeout: 30_000 })),
      ],
      ['/find', heading('Find a machine')],
      ['/trips', heading('Trips')],
    ],
  ],
  [
    'account, notifications and social',
    (ids) => [
      ['/account', heading(/account/i)],
      ['/notifications', heading('Notifications')],
      ['/social', heading(/social|feed/i)],
      ['/social/new', heading(/share/i)],
      [`/social/${ids.post}`, heading(/post/i)],
      ['/no/such/page', heading(/not found/i)],
    ],
  ],
];

for (const [group, routesOf] of PLAYER_ROUTES) {
  test(`player routes: ${group}`, async ({ page, request }, testInfo) => {
    const ids: Ids = {
      session: await firstId(request, `gambling_sessions?select=id&user_id=eq.${DEMO.id}&order=session_date.desc&limit=1`),
      casino: await firstId(request, 'casinos?select=id&order=name&limit=1'),
      post: await firstId(request, 'social_posts?select=id&is_public=eq.true&moderation_status=eq.approved&order=created_at.desc&limit=1'),
    };
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
    for (const [route, ready] of routesOf(ids)) await visit(page, testInfo, route, ready);
  });
}

test('admin routes', async ({ page, request }, testInfo) => {
  const casino = await firstId(request, 'casinos?select=id&order=name&limit=1');
  await signInAsAdmin(page);
  const routes: Route[] = [
    ['/admin/dashboard', heading('Admin Dashboard')],
    ['/admin/casinos', heading('Casino Management Console')],
    [`/admin/casinos/${casino}/slot-machines`, heading(/slot machine/i)],
    ['/admin/slot-machines', heading(/slot machine/i)],
    ['/admin/notifications', heading(/notification/i)],
    ['/admin/social', heading(/moderation|social/i)],
    ['/admin/users', heading('User Management')],
    ['/admin/activity', heading('Activity')],
  ];
  for (const [route, ready] of routes) await visit(page, testInfo, route, ready);
});
