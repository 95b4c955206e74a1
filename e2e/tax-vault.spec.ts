import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { clockNow, test } from './clock';
import { signIn, snap, waitForMailLink } from './support';
import { ANON_KEY, API_URL, storedSession } from './casinos-support';
import { newProjectPage, PASSWORD, setNickname, signUpConfirmed } from './social-support';
import { isolateFromDevServerReloads, pick } from './w2g-support';
import { exifOf, FIXTURE_CAMERA, jpegWithGps, recordBodies, regionRange, samplesOf, totpAt } from './tax-vault-support';
import { expectServer, getJson, getResponse, serverState, ServerRead } from './server';

/** This machine is shared and often saturated: give each expectation room. */
const expect = baseExpect.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => isolateFromDevServerReloads(page));

const api = (token: string) => ({ apikey: ANON_KEY, Authorization: `Bearer ${token}` });
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as { aal: string };

/** What the API answers this token for the W-2G rows, the diary's sessions and the W-2G photo (e2e/server.ts: polled). */
function vault(request: APIRequestContext, token: string, photoPath: string) {
  const read = (url: string) => getResponse(request, url, api(token));
  return new ServerRead(`the vault as ${claims(token).aal}`, async () => {
    const [rows, diary, photo] = await Promise.all([
      read(`${API_URL}/rest/v1/w2g_jackpots?select=id,images`).run(),
      read(`${API_URL}/rest/v1/gambling_sessions?select=id`).run(),
      read(`${API_URL}/storage/v1/object/authenticated/w2g-images/${photoPath}`).run(),
    ]);
    // Storage, like hosted Supabase Storage, answers its errors with HTTP 400 and the real status in `statusCode`.
    const error = () => JSON.parse(photo.body.toString('utf8')) as { statusCode: string; code: string };
    const photoStatus = photo.status < 300 ? String(photo.status) : `${photo.status} ${error().statusCode} ${error().code}`;
    return { rows: rows.status, diary: diary.status, photo: photoStatus, rowsBody: rows.status < 300 ? (JSON.parse(rows.body.toString('utf8')) as unknown[]) : [] };
  });
}

/** axe (WCAG 2.1 A/AA) on the page as it is: the rule ids of every violation. */
async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.map((v) => `${v.id} (${v.nodes.length})`);
}

async function coverFormFields(page: Page) {
  await page.getByLabel('Amount').fill('1800');
  await pick(page, 'Casino', 'Bellagio', /^Bellagio/);
}

test('a W2G photo is covered before upload: the stored copy has uniform covers, no EXIF, and the original never went out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  await signUpConfirmed(page, request, testInfo, 'vault-w2g', 'Wren');
  const { userId, token } = await storedSession(page);
  const original = await jpegWithGps(page);
  const wire = await recordBodies(page);

  await page.goto('/w2g/new');
  await expect(page.getByRole('heading', { name: 'Record W2G Jackpot' })).toBeVisible();
  await coverFormFields(page);
  await page.getByLabel('W2G document photo (optional)').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: original });

  // The suggested cover sits over the winner's TIN (46%, 36%, 28% x 14%); two keyboard steps move it right 4%.
  const editor = page.getByRole('region', { name: 'Cover private details' });
  await expect(editor).toBeVisible();
  const first = editor.getByRole('button', { name: /^Cover 1: 46% from the left, 36% from the top, 28% wide, 14% high/ });
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(editor.getByRole('button', { name: /^Cover 1: 50% from the left, 36% from the top/ })).toBeFocused();
  // A second cover drawn by dragging over the top-left of the photo (10%..30% across, 10%..25% down).
  const surface = editor.getByTestId('cover-surface');
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.18, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.25, { steps: 4 });
  await page.mouse.up();
  await expect(editor.getByRole('button', { name: /^Cover 2: 10% from the left, 10% from the top, 20% wide, 15% high/ })).toBeVisible();
  await expect(editor.getByText('Covers applied: 2')).toBeVisible();
  await snap(page, testInfo, 'w2g-cover-editor');
  expect(await axeViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Done covering' }).click();
  await expect(page.getByText('Covered', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'w2g-covered-preview');

  await page.getByRole('button', { name: 'Save Jackpot' }).click();
  await expect(page.getByText('Jackpot recorded successfully.')).toBeVisible();

  // The stored object, downloaded through the API.
  const [{ images }] = await serverState(
    getJson<Array<{ images: string[] }>>(request, `${API_URL}/rest/v1/w2g_jackpots?select=images&user_id=eq.${userId}`, api(token)),
    (rows) => rows.length === 1,
  );
  expect(images).toHaveLength(1);
  expect(images[0].startsWith(`${userId}/`)).toBe(true);
  const stored = await serverState(getResponse(request, `${API_URL}/storage/v1/object/authenticated/w2g-images/${images[0]}`, api(token)), (r) => r.status === 200);
  const bytes = stored.body;
  expect(stored.headers['content-type']).toBe('image/jpeg');
  // EXIF gone: no APP1 Exif segment, no GPS, no camera.
  expect(exifOf(bytes)).toEqual({ gps: 0, tags: 0, hasApp1Exif: false });
  expect(bytes.includes(Buffer.from(FIXTURE_CAMERA))).toBe(false);

  // Covered pixels uniform (solid black, up to JPEG rounding); the noise the first cover left is not.
  const moved = await regionRange(page, bytes, 'image/jpeg', { x: 0.52, y: 0.38, w: 0.24, h: 0.1 });
  expect(moved.max - moved.min).toBeLessThanOrEqual(8);
  expect(moved.max).toBeLessThanOrEqual(8);
  const drawn = await regionRange(page, bytes, 'image/jpeg', { x: 0.12, y: 0.12, w: 0.16, h: 0.11 });
  expect(drawn.max).toBeLessThanOrEqual(8);
  const uncovered = await regionRange(page, bytes, 'image/jpeg', { x: 0.05, y: 0.6, w: 0.2, h: 0.2 });
  expect(uncovered.max - uncovered.min).toBeGreaterThan(100);
  expect([moved.width, moved.height]).toEqual([900, 600]);

  // Nothing of the original went over the network: no piece of its pixel data, no EXIF of it. The bodies read
  // are the real ones: the stored photo is among them, byte for byte (so an original sent would be found too).
  const bodies = await wire.read();
  expect(bodies.some((body) => body.equals(bytes))).toBe(true);
  for (const body of bodies) {
    for (const piece of samplesOf(original)) expect(body.includes(piece)).toBe(false);
    expect(body.includes(Buffer.from(FIXTURE_CAMERA))).toBe(false);
  }
  // Control: had the original been sent, the same check would have found it.
  await page.evaluate(async (b64) => {
    const body = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
    // In the page: an upload the wire recorder must see (not a read of the server).
    // eslint-disable-next-line no-restricted-syntax
    await fetch('/e2e-control-upload', { method: 'POST', body }).catch(() => undefined);
  }, original.toString('base64'));
  const withOriginal = await wire.read();
  expect(withOriginal.some((body) => samplesOf(original).some((piece) => body.includes(piece)))).toBe(true);
});

test('a social photo with GPS EXIF is stored without it, and its original bytes never leave the page', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  await signUpConfirmed(page, request, testInfo, 'vault-social', 'Sol');
  await setNickname(page, request, `Sol ${testInfo.project.name}`);
  const original = await jpegWithGps(page, 640, 480);
  const wire = await recordBodies(page);

  await page.goto('/social/new');
  await expect(page.getByRole('heading', { name: 'Share a Win' })).toBeVisible();
  await page.getByLabel('Caption').fill(`Where was this? ${clockNow()}`);
  await page.getByLabel('Image (optional)').setInputFiles({ name: 'IMG_7.jpg', mimeType: 'image/jpeg', buffer: original });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/social\/[0-9a-f-]{36}$/);
  const src = await page.getByRole('img', { name: 'Shared win' }).first().getAttribute('src');
  expect(src).toContain('/storage/v1/object/public/social-posts/posts/');
  const stored = await serverState(getResponse(request, src!), (r) => r.status === 200);
  const bytes = stored.body;
  expect(exifOf(bytes)).toEqual({ gps: 0, tags: 0, hasApp1Exif: false });
  expect(bytes.includes(Buffer.from(FIXTURE_CAMERA))).toBe(false);
  const bodies = await wire.read();
  expect(bodies.some((body) => body.equals(bytes))).toBe(true);
  for (const body of bodies) {
    for (const piece of samplesOf(original)) expect(body.includes(piece)).toBe(false);
    expect(body.includes(Buffer.from(FIXTURE_CAMERA))).toBe(false);
  }
});

test('two-step verification: enrol, sign in asks for the code, wrong code refused; aal1 is refused by the API, aal2 allowed; sign out everywhere else; lost phone', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const email = await signUpConfirmed(page, request, testInfo, 'vault-mfa', 'Max');
  const before = await storedSession(page);
  // A W-2G with a photo and a slot session (the diary's rows), stored while the account has no factor.
  const casino = await serverState(getJson<Array<{ id: string }>>(request, `${API_URL}/rest/v1/casinos?select=id&limit=1`, api(before.token)), (rows) => rows.length === 1);
  const photoPath = `${before.userId}/vault-test.jpg`;
  const upload = await request.post(`${API_URL}/storage/v1/object/w2g-images/${photoPath}`, {
    headers: { ...api(before.token), 'Content-Type': 'image/jpeg' },
    data: await jpegWithGps(page, 64, 48),
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const jackpot = await request.post(`${API_URL}/rest/v1/w2g_jackpots`, {
    headers: { ...api(before.token), 'Content-Type': 'application/json' },
    data: { user_id: before.userId, casino_id: casino[0].id, amount: 1250, images: [photoPath] },
  });
  expect(jackpot.status(), await jackpot.text()).toBe(201);
  const slot = await request.post(`${API_URL}/rest/v1/gambling_sessions`, {
    headers: { ...api(before.token), 'Content-Type': 'application/json' },
    data: { user_id: before.userId, casino_id: casino[0].id, coins_in: 100, coins_out: 40 },
  });
  expect(slot.status(), await slot.text()).toBe(201);

  // Account → Security: set up, scan (here: read the key as text), enter the code.
  await page.goto('/account');
  const security = page.locator('[data-slot="card"]').filter({ hasText: 'Two-step verification' });
  await expect(security.getByText('Two-step verification is off.')).toBeVisible();
  await expect(security.getByTestId('session-count')).toHaveText('Signed in on 1 device.');
  await expect(security.getByText(/^Lost your phone\?/)).toBeVisible();
  await security.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qr = security.getByRole('img', { name: 'QR code to add Slot Play Tracker to your authenticator app' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await security.getByTestId('totp-secret').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(security.getByTestId('totp-secret')).toHaveText(secret.replace(/(.{4})/g, '$1 ').trim());
  await snap(page, testInfo, 'security-enrol');
  expect(await axeViolations(page)).toEqual([]);
  const enrolledAt = clockNow();
  await security.getByLabel('6-digit code').fill(totpAt(secret, enrolledAt));
  await security.getByRole('button', { name: 'Turn on' }).click();
  await expect(security.getByText('Two-step verification is on.')).toBeVisible();
  await expect(security.getByRole('button', { name: 'Remove' })).toBeEnabled();
  await snap(page, testInfo, 'security-on');
  const enrolled = await storedSession(page);
  expect(claims(enrolled.token).aal).toBe('aal2');

  // Sign out, sign in: the code is asked before anything else.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await snap(page, testInfo, 'mfa-challenge');
  expect(await axeViolations(page)).toEqual([]);

  // With aal1 only, the API refuses the W-2G rows, the diary's sessions and the W-2G photo (not just hides them).
  const aal1 = await storedSession(page);
  expect(claims(aal1.token).aal).toBe('aal1');
  await expectServer(vault(request, aal1.token, photoPath).map(({ rows, diary, photo }) => ({ rows, diary, photo }))).toEqual({
    rows: 403,
    diary: 403,
    photo: '400 403 AccessDenied',
  });

  // A wrong code is refused.
  const next = totpAt(secret, clockNow() + 30_000);
  const wrong = next === '000000' ? '111111' : '000000';
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();

  // The right code (the next 30 s step, so not the one used to enrol) lets the player in.
  await page.getByLabel('Authentication code').fill(totpAt(secret, clockNow() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toHaveCount(0);
  await expect(page.getByText(email)).toBeVisible();
  const aal2 = await storedSession(page);
  expect(claims(aal2.token).aal).toBe('aal2');
  await expectServer(vault(request, aal2.token, photoPath).map(({ rows, diary, photo, rowsBody }) => ({ rows, diary, photo, rowsBody: rowsBody.length }))).toEqual({
    rows: 200,
    diary: 200,
    photo: '200',
    rowsBody: 1,
  });

  // Signed in on one device now (the sign-out ended the first). A second device signs in: two.
  await page.goto('/account');
  await expect(security.getByTestId('session-count')).toHaveText('Signed in on 1 device.');
  const other = await newProjectPage(browser, testInfo);
  await signIn(other, email, PASSWORD);
  await expect(other.getByLabel('Authentication code')).toBeVisible();
  const otherSession = await other.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return JSON.parse(localStorage.getItem(key!)!) as { refresh_token: string };
  });
  await page.reload();
  await expect(security.getByTestId('session-count')).toHaveText('Signed in on 2 devices.');
  await security.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(security.getByTestId('session-count')).toHaveText('Signed in on 1 device.');
  await snap(page, testInfo, 'security-signed-out-elsewhere');
  // The other device's session is gone on the server: its refresh token no longer works.
  const refreshed = await request.post(`${API_URL}/auth/v1/token?grant_type=refresh_token`, {
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    data: { refresh_token: otherSession.refresh_token },
  });
  expect(refreshed.status()).toBe(400);
  await other.context().close();

  // Lost phone: sign out, reset the password by e-mail; the e-mailed link lets the player remove the authenticator.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Email Sent')).toBeVisible();
  await page.goto(await waitForMailLink(request, email, 'recovery'));
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove my lost authenticator' }).click();
  await expect(page.getByText('Your authenticator was removed. You can set up a new one under Account → Security.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove my lost authenticator' })).toHaveCount(0);
  await snap(page, testInfo, 'lost-phone-removed');
  const newPassword = 'vault-reset-secret-9';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Reset Successful')).toBeVisible();
  // The recovery session is signed out before the sign-in tabs come back: wait for them, then sign in.
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toHaveCount(0);
  const after = await storedSession(page);
  expect(claims(after.token).aal).toBe('aal1');
  await expectServer(vault(request, after.token, photoPath).map((v) => v.rows)).toBe(200);
});
