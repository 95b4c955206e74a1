import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import type { Mail } from '../../emulator/mail';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let confirming: TestEmulator;
let instant: TestEmulator;
let n = 0;
const newEmail = () => `signup${Date.now()}_${n++}@test.local`;

beforeAll(async () => {
  [confirming, instant] = await Promise.all([
    startTestEmulator({ enableConfirmations: true }),
    startTestEmulator({ enableConfirmations: false }),
  ]);
});
afterAll(async () => {
  await confirming?.close();
  await instant?.close();
});

async function inbox(emu: TestEmulator, to: string): Promise<Mail[]> {
  return (await fetch(`${emu.url}/_local/inbox?to=${encodeURIComponent(to)}`)).json() as Promise<Mail[]>;
}

async function follow(link: string): Promise<{ status: number; location: string; fragment: Record<string, string> }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  return { status: res.status, location, fragment: Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1))) };
}

async function userRow(emu: TestEmulator, email: string) {
  const r = await emu.ctx.db.query<{ id: string; encrypted_password: string; email_confirmed_at: Date | null; raw_app_meta_data: unknown; raw_user_meta_data: unknown }>(
    'select id, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data from auth.users where email = $1',
    [email],
  );
  return r.rows;
}

describe('signUp with auto-confirm (confirmations off)', () => {
  it('returns a session, fires SIGNED_IN and stores the user with a bcrypt hash', async () => {
    const client = instant.anon();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => void events.push(e));
    const email = newEmail();
    const { data, error } = await client.auth.signUp({ email, password: 'secret123', options: { data: { first_name: 'Ann', user_type: 'app_user' } } });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toEqual({ first_name: 'Ann', user_type: 'app_user' });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(events).toContain('SIGNED_IN');

    const rows = await userRow(instant, email);
    expect(rows).toHaveLength(1);
    expect(rows[0].encrypted_password).toMatch(/^\$2[ab]\$10\$/);
    expect(rows[0].raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'] });
    expect(rows[0].raw_user_meta_data).toEqual({ first_name: 'Ann', user_type: 'app_user' });
  });

  it('refuses a duplicate with 422 user_already_exists', async () => {
    const email = newEmail();
    await instant.anon().auth.signUp({ email, password: 'secret123' });
    const { data, error } = await instant.anon().auth.signUp({ email: email.toUpperCase(), password: 'other123' });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
    expect(await userRow(instant, email)).toHaveLength(1);
  });

  it('rejects a short password with 422 weak_password and its reasons', async () => {
    const email = newEmail();
    const { error } = await instant.anon().auth.signUp({ email, password: '12345' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    expect(await userRow(instant, email)).toHaveLength(0);
  });

  it('rejects a malformed e-mail with 400 validation_failed', async () => {
    const { error } = await instant.anon().auth.signUp({ email: 'not-an-email', password: 'secret123' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('answers bad JSON with 400 bad_json and the API version header', async () => {
    const res = await fetch(`${instant.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: instant.anonKey, 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_json');
    expect(body.message).toMatch(/^Could not parse request body as JSON/);
  });
});

describe('signUp with e-mail confirmation', () => {
  it('returns a bare user, no session, and mails a confirmation link', async () => {
    const email = newEmail();
    const { data, error } = await confirming.anon().auth.signUp({ email, password: 'secret123', options: { emailRedirectTo: 'http://localhost:5173/' } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toMatch(/^\d{4}-/);
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    expect(data.user).not.toHaveProperty('last_sign_in_at');
    const mails = await inbox(confirming, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].type).toBe('signup');
    const link = new URL(mails[0].link);
    expect(`${link.origin}${link.pathname}`).toBe(`${confirming.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173/');
    const stored = await confirming.ctx.db.query<{ token_hash: string }>(
      `select token_hash from auth.one_time_tokens t join auth.users u on u.id = t.user_id where u.email = $1 and token_type = 'confirmation_token'`,
      [email],
    );
    expect(stored.rows.map((r) => r.token_hash)).toEqual([link.searchParams.get('token')]);
  });

  it('refuses password sign-in until confirmed with 400 email_not_confirmed', async () => {
    const email = newEmail();
    await confirming.anon().auth.signUp({ email, password: 'secret123' });
    const { data, error } = await confirming.anon().auth.signInWithPassword({ email, password: 'secret123' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('confirms through the mailed link: 303 with the session in the fragment, then sign-in works', async () => {
    const email = newEmail();
    await confirming.anon().auth.signUp({ email, password: 'secret123' });
    const [mail] = await inbox(confirming, email);
    const { status, location, fragment } = await follow(mail.link);
    expect(status).toBe(303);
    expect(location.startsWith('http://localhost:5173#access_token=')).toBe(true);
    expect(fragment).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600' });
    expect(Number(fragment.expires_at)).toBeGreaterThan(Date.now() / 1000 + 3000);

    const client = confirming.anon();
    const set = await client.auth.setSession({ access_token: fragment.access_token, refresh_token: fragment.refresh_token });
    expect(set.error).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toMatch(/^\d{4}-/);
    expect((await userRow(confirming, email))[0].email_confirmed_at).toBeInstanceOf(Date);
    const signIn = await confirming.anon().auth.signInWithPassword({ email, password: 'secret123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.identities?.[0].identity_data?.email_verified).toBe(true);
  });

  it('makes the link single-use: a second click redirects with error=access_denied otp_expired', async () => {
    const email = newEmail();
    await confirming.anon().auth.signUp({ email, password: 'secret123' });
    const [mail] = await inbox(confirming, email);
    expect((await follow(mail.link)).status).toBe(303);
    const again = await follow(mail.link);
    expect(again.status).toBe(303);
    expect(again.fragment).toEqual({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired', sb: '' });
  });

  it('expires links after an hour', async () => {
    const email = newEmail();
    await confirming.anon().auth.signUp({ email, password: 'secret123' });
    const [mail] = await inbox(confirming, email);
    await confirming.sql(`update auth.one_time_tokens set created_at = created_at - interval '61 minutes'
      where user_id = (select id from auth.users where email = '${email}')`);
    const res = await follow(mail.link);
    expect(res.fragment.error_code).toBe('otp_expired');
    expect((await userRow(confirming, email))[0].email_confirmed_at).toBeNull();
  });

  it('answers a duplicate of a confirmed account with a fake user (identities: []) and creates nothing', async () => {
    const { email, userId } = await confirming.signUpUser(newEmail());
    const { data, error } = await confirming.anon().auth.signUp({ email, password: 'another123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(userId);
    expect(await userRow(confirming, email)).toHaveLength(1);
    expect(await inbox(confirming, email)).toHaveLength(0);
  });

  it('resend({type: signup}) mails a new link and retires the old one', async () => {
    const email = newEmail();
    await confirming.anon().auth.signUp({ email, password: 'secret123' });
    const { data, error } = await confirming.anon().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const mails = await inbox(confirming, email);
    expect(mails).toHaveLength(2);
    expect((await follow(mails[1].link)).fragment.error_code).toBe('otp_expired');
    expect((await follow(mails[0].link)).fragment.type).toBe('signup');
  });

  it('replaces a foreign redirect_to with the site URL and keeps local ones', async () => {
    const a = newEmail();
    const b = newEmail();
    await confirming.anon().auth.signUp({ email: a, password: 'secret123', options: { emailRedirectTo: 'https://evil.example.com/x' } });
    await confirming.anon().auth.signUp({ email: b, password: 'secret123', options: { emailRedirectTo: 'http://127.0.0.1:5173/auth' } });
    expect(new URL((await inbox(confirming, a))[0].link).searchParams.get('redirect_to')).toBe('http://localhost:5173');
    expect(new URL((await inbox(confirming, b))[0].link).searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/auth');
  });
});
