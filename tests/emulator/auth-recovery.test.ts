import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Mail } from '../../emulator/mail';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let emu: TestEmulator;
let n = 0;
const newEmail = () => `recover${Date.now()}_${n++}@test.local`;

beforeAll(async () => {
  emu = await startTestEmulator({ enableConfirmations: true });
});
afterAll(async () => emu?.close());

async function inbox(to: string): Promise<Mail[]> {
  return (await fetch(`${emu.url}/_local/inbox?to=${encodeURIComponent(to)}`)).json() as Promise<Mail[]>;
}

async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  return { status: res.status, location, fragment: Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1))) };
}

const codeOf = (mail: Mail) => /enter the code: (\d{6})/.exec(mail.text)?.[1] ?? '';
const tokenOf = (mail: Mail) => new URL(mail.link).searchParams.get('token') ?? '';

describe('resetPasswordForEmail', () => {
  it('answers 200 {} for an unknown e-mail and sends nothing', async () => {
    const email = newEmail();
    const { data, error } = await emu.anon().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/auth' });
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await inbox(email)).toEqual([]);
  });

  it('mails a recovery link to a known user and stamps recovery_sent_at', async () => {
    const { email, userId } = await emu.signUpUser(newEmail());
    const { error } = await emu.anon().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/auth' });
    expect(error).toBeNull();
    const mails = await inbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ type: 'recovery', subject: 'Reset Your Password' });
    const link = new URL(mails[0].link);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173/auth');
    const row = await emu.ctx.db.query<{ recovery_sent_at: Date | null }>('select recovery_sent_at from auth.users where id = $1', [userId]);
    expect(row.rows[0].recovery_sent_at).toBeInstanceOf(Date);
  });

  it('the link lands on /auth#...&type=recovery; the session from the fragment can set a new password', async () => {
    const { email } = await emu.signUpUser(newEmail(), 'forgotten1');
    await emu.anon().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/auth' });
    const [mail] = await inbox(email);
    const { status, location, fragment } = await follow(mail.link);
    expect(status).toBe(303);
    expect(location).toMatch(/^http:\/\/localhost:5173\/auth#access_token=[^&]+&expires_at=\d+&expires_in=3600&refresh_token=[^&]+&token_type=bearer&type=recovery&sb=$/);
    const client = emu.anon();
    expect((await client.auth.setSession({ access_token: fragment.access_token, refresh_token: fragment.refresh_token })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'remembered1' })).error).toBeNull();
    expect((await emu.anon().auth.signInWithPassword({ email, password: 'remembered1' })).error).toBeNull();
    expect((await emu.anon().auth.signInWithPassword({ email, password: 'forgotten1' })).error?.code).toBe('invalid_credentials');
  });

  it('keeps an /admin/auth redirect', async () => {
    const { email } = await emu.signUpUser(newEmail());
    await emu.anon().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/admin/auth' });
    const { location } = await follow((await inbox(email))[0].link);
    expect(location.startsWith('http://localhost:5173/admin/auth#access_token=')).toBe(true);
  });
});

describe('verifyOtp', () => {
  it('type recovery with the token hash fires PASSWORD_RECOVERY; the token is then spent (403 otp_expired)', async () => {
    const { email, userId } = await emu.signUpUser(newEmail());
    await emu.anon().auth.resetPasswordForEmail(email);
    const [mail] = await inbox(email);
    const client = emu.anon();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => void events.push(e));
    const { data, error } = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenOf(mail) });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    expect(data.session?.access_token).toBeTruthy();
    expect(events).toContain('PASSWORD_RECOVERY');

    const again = await emu.anon().auth.verifyOtp({ type: 'recovery', token_hash: tokenOf(mail) });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.message).toBe('Token has expired or is invalid');
  });

  it('accepts the e-mailed 6-digit code with the address', async () => {
    const { email } = await emu.signUpUser(newEmail());
    await emu.anon().auth.resetPasswordForEmail(email);
    const [mail] = await inbox(email);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    const { data, error } = await emu.anon().auth.verifyOtp({ type: 'recovery', email, token: codeOf(mail) });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('refuses an expired recovery token', async () => {
    const { email, userId } = await emu.signUpUser(newEmail());
    await emu.anon().auth.resetPasswordForEmail(email);
    await emu.sql(`update auth.one_time_tokens set created_at = created_at - interval '2 hours' where user_id = '${userId}'`);
    const { error } = await emu.anon().auth.verifyOtp({ type: 'recovery', token_hash: tokenOf((await inbox(email))[0]) });
    expect(error?.code).toBe('otp_expired');
  });

  it('signInWithOtp mails a magic link to a confirmed user that signs in via verifyOtp', async () => {
    const { email } = await emu.signUpUser(newEmail());
    const { error } = await emu.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    const [mail] = await inbox(email);
    expect(mail.type).toBe('magiclink');
    const client = emu.anon();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => void events.push(e));
    const verified = await client.auth.verifyOtp({ type: 'magiclink', token_hash: tokenOf(mail) });
    expect(verified.error).toBeNull();
    expect(events).toContain('SIGNED_IN');
  });

  it('signInWithOtp without create_user refuses unknown addresses with 422 otp_disabled', async () => {
    const email = newEmail();
    const { error } = await emu.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    const rows = await emu.ctx.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows.rows).toHaveLength(0);
  });
});
