import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

/**
 * GoTrue's rate limits as supabase/config.toml [auth.rate_limit] sets them (the emulator reads the file;
 * nothing is overridden here but the clock, which the tests move instead of waiting).
 */
let emu: TestEmulator;
let now = Date.parse('2026-01-01T00:00:00Z');
const advance = (seconds: number) => (now += seconds * 1000);

beforeAll(async () => {
  emu = await startTestEmulator({ authRateLimits: {}, clock: () => now });
});
afterAll(async () => emu?.close());

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/** A request from a chosen loopback address (127.0.0.x), so per-IP limits can be told apart. */
function request(method: string, path: string, body: unknown, ip = '127.0.0.1', token?: string): Promise<Answer> {
  const u = new URL(emu.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path,
        method,
        localAddress: ip,
        headers: {
          apikey: emu.anonKey,
          authorization: `Bearer ${token ?? emu.anonKey}`,
          'x-supabase-api-version': '2024-01-01',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const signIn = (email: string, password: string, ip?: string) => request('POST', '/auth/v1/token?grant_type=password', { email, password }, ip);

describe('password sign-in and sign-up: sign_in_sign_ups = 30 per 5 minutes per IP', () => {
  it('answers the 31st attempt inside the window 429 over_request_rate_limit; other IPs are not affected; the limit resets', async () => {
    const { email, password } = await emu.signUpUser(`victim${Date.now()}@test.local`, 'right-password'); // 1 sign-in from 127.0.0.1
    advance(301); // start from a fresh window
    const answers: Answer[] = [];
    // A few guesses at the account, the rest at unknown addresses (no bcrypt to wait for): all count per IP.
    for (let i = 0; i < 30; i++) answers.push(await signIn(i < 3 ? email : `guess${i}@test.local`, `wrong-${i}`));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(400));
    expect(answers.every((a) => a.body.code === 'invalid_credentials')).toBe(true);

    const blocked = await signIn(email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(300);
    // A sign-up from the same address counts against the same limit.
    expect((await request('POST', '/auth/v1/signup', { email: `new${Date.now()}@test.local`, password: 'secret123' })).status).toBe(429);

    // supabase-js surfaces the same code.
    const viaClient = await emu.anon().auth.signInWithPassword({ email, password });
    expect(viaClient.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    // Another address still gets the real answer.
    expect((await signIn(email, 'wrong', '127.0.0.2')).body.code).toBe('invalid_credentials');
    expect((await signIn(email, password, '127.0.0.2')).status).toBe(200);

    advance(300);
    const after = await signIn(email, password);
    expect(after.status).toBe(200);
    expect(after.body.access_token).toEqual(expect.any(String));
  });
});

describe('token refresh: token_refresh = 150 per 5 minutes per IP', () => {
  it('answers the 151st refresh 429 and resets after the window', async () => {
    advance(301);
    const statuses: number[] = [];
    for (let i = 0; i < 151; i++) {
      statuses.push((await request('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: `nope${i}` }, '127.0.0.3')).status);
    }
    expect(statuses.slice(0, 150).every((s) => s === 400)).toBe(true);
    expect(statuses[150]).toBe(429);
    advance(300);
    expect((await request('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'nope' }, '127.0.0.3')).status).toBe(400);
  });
});

describe('verification: token_verifications = 30 per 5 minutes per IP', () => {
  it('answers the 31st verification 429', async () => {
    advance(301);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await request('POST', '/auth/v1/verify', { type: 'recovery', token_hash: `bad${i}` }, '127.0.0.4')).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('auth e-mails: one per address per max_frequency (60s)', () => {
  it('answers a second recovery e-mail inside 60 s 429 over_email_send_rate_limit, saying when to try again', async () => {
    advance(301);
    const { email } = await emu.signUpUser(`mail${Date.now()}@test.local`);
    expect((await request('POST', '/auth/v1/recover', { email }, '127.0.0.5')).status).toBe(200);
    advance(15);
    const again = await request('POST', '/auth/v1/recover', { email }, '127.0.0.6');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      code: 'over_email_send_rate_limit',
      msg: 'For security purposes, you can only request this after 45 seconds.',
    });
    // A magic link to the same address is the same kind of e-mail.
    expect((await emu.anon().auth.signInWithOtp({ email })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    advance(45);
    expect((await request('POST', '/auth/v1/recover', { email }, '127.0.0.5')).status).toBe(200);
    expect(emu.ctx.outbox.list(email).filter((m) => m.type === 'recovery')).toHaveLength(2);
  });
});

describe('sessions', () => {
  it('sign-out revokes the refresh token', async () => {
    advance(301);
    const { client } = await emu.signUpUser(`out${Date.now()}@test.local`);
    const refreshToken = (await client.auth.getSession()).data.session!.refresh_token;
    expect((await client.auth.signOut()).error).toBeNull();
    const reuse = await request('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: refreshToken });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('refresh_token_not_found');
  });

  it('a password change ends the other sessions and keeps the current one', async () => {
    advance(301);
    const { client: laptop, email, password } = await emu.signUpUser(`pw${Date.now()}@test.local`, 'first-password');
    const phone = emu.anon();
    await phone.auth.signInWithPassword({ email, password });
    const phoneSession = (await phone.auth.getSession()).data.session!;

    expect((await laptop.auth.updateUser({ password: 'second-password' })).error).toBeNull();

    const refresh = await request('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: phoneSession.refresh_token });
    expect(refresh.status).toBe(400);
    const user = await request('GET', '/auth/v1/user', undefined, '127.0.0.1', phoneSession.access_token);
    expect(user).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await laptop.auth.refreshSession()).error).toBeNull();
  });
});
