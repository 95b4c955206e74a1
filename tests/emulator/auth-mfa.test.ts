import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

/**
 * TOTP MFA through supabase-js auth.mfa.* — the calls the app makes — against GoTrue's shapes: enrol,
 * challenge, verify (aal2 + amr in the JWT, kept on refresh), listFactors, getAuthenticatorAssuranceLevel,
 * unenrol (aal2 only for a verified factor), refused codes (wrong, expired, reused), expired and reused
 * challenges, and GoTrue's challenge/verify limit (15 per minute per IP) answering 429. The emulator's clock
 * is moved by the test; codes are computed here from the secret the enrolment showed.
 */
let emu: TestEmulator;
let now = Math.floor(Date.now() / 30_000) * 30_000 + 5_000; // 5 s into a 30 s step
const advance = (seconds: number) => (now += seconds * 1000);

beforeAll(async () => {
  emu = await startTestEmulator({ authRateLimits: {}, clock: () => now });
});
afterAll(async () => emu?.close());

const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(emu.url, emu.anonKey, clientOptions);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function enrolAndVerify(client: SupabaseClient) {
  const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error) throw error;
  const { data: ch } = await client.auth.mfa.challenge({ factorId: enrolled.id });
  const { error: vErr } = await client.auth.mfa.verify({ factorId: enrolled.id, challengeId: ch!.id, code: codeAt(enrolled.totp.secret, now) });
  if (vErr) throw vErr;
  return enrolled;
}

describe('enrol, challenge, verify', () => {
  it('answers the shapes supabase-js expects and lifts the session to aal2 with totp in amr', async () => {
    advance(61);
    const { client, email } = await emu.signUpUser();
    const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' });
    expect(error).toBeNull();
    expect(enrolled).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'totp', friendly_name: 'My phone' });
    // 20 random bytes in base32: 32 characters.
    expect(enrolled!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolled!.totp.uri).toContain(`otpauth://totp/localhost%3A5173:${encodeURIComponent(email)}?`);
    expect(enrolled!.totp.uri).toContain(`secret=${enrolled!.totp.secret}`);
    // GoTrue sends the SVG text; supabase-js makes it a data URI.
    expect(enrolled!.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);

    // Not verified yet: listed under all, not under totp; the level stays aal1 with nothing next.
    let { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.all.map((f) => [f.id, f.status, f.factor_type])).toEqual([[enrolled!.id, 'unverified', 'totp']]);
    expect(factors!.totp).toEqual([]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { data: ch } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(ch).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'totp', expires_at: Math.floor(now / 1000) + 300 });

    const right = codeAt(enrolled!.totp.secret, now);
    const wrong = right === '123456' ? '654321' : '123456';
    const refused = await client.auth.mfa.verify({ factorId: enrolled!.id, challengeId: ch!.id, code: wrong });
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });

    const { data: verified, error: vErr } = await client.auth.mfa.verify({ factorId: enrolled!.id, challengeId: ch!.id, code: right });
    expect(vErr).toBeNull();
    const jwt = claims(verified!.access_token);
    expect(jwt.aal).toBe('aal2');
    expect((jwt.amr as Array<{ method: string }>).map((a) => a.method).sort()).toEqual(['password', 'totp']);

    ({ data: factors } = await client.auth.mfa.listFactors());
    expect(factors!.totp.map((f) => [f.id, f.status])).toEqual([[enrolled!.id, 'verified']]);
    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // A refresh keeps the level.
    const { data: refreshed } = await client.auth.refreshSession();
    expect(claims(refreshed.session!.access_token).aal).toBe('aal2');
    // GET /user lists the factor, never its secret.
    const { data: user } = await client.auth.getUser();
    expect(user.user!.factors).toEqual([expect.objectContaining({ id: enrolled!.id, status: 'verified', factor_type: 'totp' })]);
    expect(JSON.stringify(user.user)).not.toContain(enrolled!.totp.secret);
  });
});

describe('refused codes and challenges', () => {
  it('refuses a reused code, a reused challenge, an expired challenge and an old code', async () => {
    advance(61);
    const { client } = await emu.signUpUser();
    const factor = await enrolAndVerify(client);
    const secret = factor.totp.secret;
    const used = codeAt(secret, now);

    // The same code again, on a new challenge in the same 30 s: refused.
    const { data: ch2 } = await client.auth.mfa.challenge({ factorId: factor.id });
    expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId: ch2!.id, code: used })).error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
    });
    // A challenge once verified cannot be verified again.
    advance(30);
    const { data: ch3 } = await client.auth.mfa.challenge({ factorId: factor.id });
    expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId: ch3!.id, code: codeAt(secret, now) })).error).toBeNull();
    advance(30);
    expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId: ch3!.id, code: codeAt(secret, now) })).error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
    });

    // A challenge older than 300 s has expired.
    const { data: ch4 } = await client.auth.mfa.challenge({ factorId: factor.id });
    advance(301);
    expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId: ch4!.id, code: codeAt(secret, now) })).error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
    });

    // A code from 2 minutes ago (outside the one-step skew) is refused; the current one works.
    const { data: ch5 } = await client.auth.mfa.challenge({ factorId: factor.id });
    const old = codeAt(secret, now - 120_000);
    if (old !== codeAt(secret, now) && old !== codeAt(secret, now - 30_000) && old !== codeAt(secret, now + 30_000)) {
      expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId: ch5!.id, code: old })).error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
      });
    }
    expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId: ch5!.id, code: codeAt(secret, now) })).error).toBeNull();
  });
});

describe('sign-in with a verified factor, unenrol and other users', () => {
  it('starts at aal1 with aal2 next; unenrol needs aal2; after it the level falls back to aal1', async () => {
    advance(61);
    const { client: first, email, password } = await emu.signUpUser();
    const factor = await enrolAndVerify(first);

    const second = await signedIn(email, password);
    const { data: level } = await second.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await second.auth.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    // Enrolling another factor from aal1 is refused too.
    expect((await second.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })).error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    // Another user can neither challenge nor remove this factor.
    const { client: stranger } = await emu.signUpUser();
    expect((await stranger.auth.mfa.challenge({ factorId: factor.id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await stranger.auth.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

    advance(30);
    const { data: ch } = await second.auth.mfa.challenge({ factorId: factor.id });
    expect((await second.auth.mfa.verify({ factorId: factor.id, challengeId: ch!.id, code: codeAt(factor.totp.secret, now) })).error).toBeNull();
    expect((await second.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    const { data: removed, error } = await second.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(removed).toEqual({ id: factor.id });
    expect((await second.auth.mfa.listFactors()).data!.all).toEqual([]);
    const { data: refreshed } = await first.auth.refreshSession();
    expect(claims(refreshed.session!.access_token).aal).toBe('aal1');
  });
});

describe('sign out everywhere else', () => {
  it("signOut({ scope: 'others' }) ends the other sessions and keeps this one", async () => {
    advance(61);
    const { client: here, email, password } = await emu.signUpUser();
    const phone = await signedIn(email, password);
    const laptop = await signedIn(email, password);
    expect((await here.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await phone.auth.refreshSession()).error).toMatchObject({ status: 400 });
    // supabase-js drops the ended session on the server's 403 session_not_found.
    expect((await laptop.auth.getUser()).data.user).toBeNull();
    expect((await here.auth.getUser()).error).toBeNull();
  });
});

describe("GoTrue's verification limit: challenge and verify, 15 per minute per IP", () => {
  it('answers the 16th verification in a minute 429 over_request_rate_limit, then lets it through after the minute', async () => {
    advance(61);
    const { client } = await emu.signUpUser();
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: ch } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    const right = codeAt(enrolled!.totp.secret, now);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const { error } = await client.auth.mfa.verify({ factorId: enrolled!.id, challengeId: ch!.id, code: i < 15 ? wrong : right });
      statuses.push(error?.status ?? 200);
      if (i === 15) expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    }
    expect(statuses).toEqual([...Array(15).fill(422), 429]);
    advance(61);
    const { data: ch2 } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect((await client.auth.mfa.verify({ factorId: enrolled!.id, challengeId: ch2!.id, code: codeAt(enrolled!.totp.secret, now) })).error).toBeNull();
  });
});
