import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let emu: TestEmulator;
let n = 0;
const newEmail = () => `signin${Date.now()}_${n++}@test.local`;
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

beforeAll(async () => {
  emu = await startTestEmulator({ enableConfirmations: true });
});
afterAll(async () => emu?.close());

describe('signInWithPassword', () => {
  it('returns a session whose access token carries the GoTrue claims and a live session_id', async () => {
    const { email, userId } = await emu.signUpUser(newEmail(), 'secret123', { first_name: 'Bo' });
    const { data, error } = await emu.anon().auth.signInWithPassword({ email, password: 'secret123' });
    expect(error).toBeNull();
    const s = data.session!;
    expect(s.token_type).toBe('bearer');
    expect(s.expires_in).toBe(3600);
    expect(Math.abs(s.expires_at! - (Math.floor(Date.now() / 1000) + 3600))).toBeLessThan(60);
    expect(s.refresh_token).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const [h, p, sig] = s.access_token.split('.');
    expect(s.access_token).not.toContain('=');
    expect(sig.length).toBeGreaterThan(0);
    expect(decode(h)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decode(p);
    expect(claims).toMatchObject({
      iss: `${emu.url}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Bo' },
    });
    expect(claims.exp).toBe(s.expires_at);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const sessions = await emu.ctx.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [claims.session_id, userId]);
    expect(sessions.rows).toHaveLength(1);
  });

  it('fires SIGNED_IN and records last_sign_in_at', async () => {
    const { email, userId } = await emu.signUpUser(newEmail());
    await emu.sql(`update auth.users set last_sign_in_at = null where id = '${userId}'`);
    const client = emu.anon();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => void events.push(e));
    const { data } = await client.auth.signInWithPassword({ email, password: 'password123' });
    expect(events).toContain('SIGNED_IN');
    expect(data.user?.last_sign_in_at).toMatch(/^\d{4}-/);
    const row = await emu.ctx.db.query<{ last_sign_in_at: Date | null }>('select last_sign_in_at from auth.users where id = $1', [userId]);
    expect(row.rows[0].last_sign_in_at).toBeInstanceOf(Date);
  });

  it('answers a wrong password with 400 invalid_credentials', async () => {
    const { email } = await emu.signUpUser(newEmail());
    const { data, error } = await emu.anon().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { error } = await emu.anon().auth.signInWithPassword({ email: newEmail(), password: 'whatever1' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('matches e-mails case-insensitively', async () => {
    const { email } = await emu.signUpUser(newEmail());
    const { error } = await emu.anon().auth.signInWithPassword({ email: `  ${email.toUpperCase()} `, password: 'password123' });
    expect(error).toBeNull();
  });

  it('stores passwords only as bcrypt hashes (cost 10)', async () => {
    const { userId } = await emu.signUpUser(newEmail(), 'plain-secret');
    const row = await emu.ctx.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [userId]);
    expect(row.rows[0].encrypted_password).toMatch(/^\$2[ab]\$10\$.{53}$/);
    expect(row.rows[0].encrypted_password).not.toContain('plain-secret');
  });

  it('refuses a banned user with 400 user_banned', async () => {
    const { email, userId } = await emu.signUpUser(newEmail());
    const ban = await emu.service().auth.admin.updateUserById(userId, { ban_duration: '24h' });
    expect(ban.error).toBeNull();
    expect(new Date(ban.data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const { error } = await emu.anon().auth.signInWithPassword({ email, password: 'password123' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('user_banned');
    expect(error?.message).toBe('User is banned');
  });

  it('rejects an unknown grant type with 400 unsupported_grant_type', async () => {
    const res = await fetch(`${emu.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'unsupported_grant_type' });
  });
});

describe('settings and health', () => {
  it('GET /settings reports e-mail sign-up and confirmation mode', async () => {
    const res = await fetch(`${emu.url}/auth/v1/settings`, { headers: { apikey: emu.anonKey } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = (await res.json()) as { external: { email: boolean }; mailer_autoconfirm: boolean; disable_signup: boolean };
    expect(body.external.email).toBe(true);
    expect(body.mailer_autoconfirm).toBe(false);
    expect(body.disable_signup).toBe(false);
  });

  it('GET /health answers GoTrue', async () => {
    const res = await fetch(`${emu.url}/auth/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('unknown auth paths answer 404 not_found in GoTrue shape', async () => {
    const res = await fetch(`${emu.url}/auth/v1/nope`, { headers: { apikey: emu.anonKey } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});
