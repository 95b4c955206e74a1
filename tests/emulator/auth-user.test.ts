import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Mail } from '../../emulator/mail';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let emu: TestEmulator;
let instant: TestEmulator;
let n = 0;
const newEmail = () => `user${Date.now()}_${n++}@test.local`;

beforeAll(async () => {
  [emu, instant] = await Promise.all([startTestEmulator({ enableConfirmations: true }), startTestEmulator({ enableConfirmations: false })]);
});
afterAll(async () => {
  await emu?.close();
  await instant?.close();
});

async function getUserRaw(headers: Record<string, string>) {
  const res = await fetch(`${emu.url}/auth/v1/user`, { headers: { apikey: emu.anonKey, ...headers } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /user', () => {
  it('returns the user with identities, ISO timestamps and no null fields', async () => {
    const { client, userId, email } = await emu.signUpUser(newEmail(), 'password123', { last_name: 'Lee' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    const u = data.user!;
    expect(u).toMatchObject({ id: userId, aud: 'authenticated', role: 'authenticated', email, phone: '', is_anonymous: false });
    expect(u.user_metadata).toEqual({ last_name: 'Lee' });
    expect(u.identities).toHaveLength(1);
    expect(u.identities![0]).toMatchObject({ id: userId, user_id: userId, provider: 'email', email, identity_data: { sub: userId, email } });
    for (const k of ['created_at', 'updated_at', 'email_confirmed_at', 'confirmed_at', 'last_sign_in_at'] as const) {
      expect(u[k]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
    expect(Object.values(u).includes(null)).toBe(false);
    expect(u).not.toHaveProperty('recovery_sent_at');
  });

  it('answers 401 no_authorization without a bearer token', async () => {
    const res = await fetch(`${emu.url}/auth/v1/user`, { headers: { apikey: emu.anonKey } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('answers 403 bad_jwt for the anon key (no sub) and for a forged token', async () => {
    const anon = await getUserRaw({ authorization: `Bearer ${emu.anonKey}` });
    expect(anon.status).toBe(403);
    expect(anon.body).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const forged = await getUserRaw({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('bad_jwt');
  });

  it('answers 403 user_not_found once the user is deleted', async () => {
    const { client, userId } = await emu.signUpUser(newEmail());
    const token = (await client.auth.getSession()).data.session!.access_token;
    await emu.sql(`delete from auth.users where id = '${userId}'`);
    const raw = await getUserRaw({ authorization: `Bearer ${token}` });
    expect(raw.status).toBe(403);
    expect(raw.body).toMatchObject({ code: 'user_not_found', message: 'User from sub claim in JWT does not exist' });
  });
});

describe('updateUser', () => {
  it('merges data into user_metadata and fires USER_UPDATED', async () => {
    const { client, userId } = await emu.signUpUser(newEmail(), 'password123', { first_name: 'A', last_name: 'B' });
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => void events.push(e));
    const { data, error } = await client.auth.updateUser({ data: { first_name: 'Z', nickname: 'zed', last_name: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ first_name: 'Z', nickname: 'zed' });
    expect(events).toContain('USER_UPDATED');
    const row = await emu.ctx.db.query<{ raw_user_meta_data: unknown }>('select raw_user_meta_data from auth.users where id = $1', [userId]);
    expect(row.rows[0].raw_user_meta_data).toEqual({ first_name: 'Z', nickname: 'zed' });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { client, email } = await emu.signUpUser(newEmail(), 'old-password');
    const { error } = await client.auth.updateUser({ password: 'new-password' });
    expect(error).toBeNull();
    expect((await emu.anon().auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
    expect((await emu.anon().auth.signInWithPassword({ email, password: 'old-password' })).error?.code).toBe('invalid_credentials');
  });

  it('rejects the current password with 422 same_password', async () => {
    const { client } = await emu.signUpUser(newEmail(), 'same-password');
    const { error } = await client.auth.updateUser({ password: 'same-password' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('same_password');
    expect(error?.message).toBe('New password should be different from the old password.');
  });

  it('rejects a short new password with 422 weak_password and keeps the old hash', async () => {
    const { client, userId } = await emu.signUpUser(newEmail());
    const before = await emu.ctx.db.query<{ h: string }>('select encrypted_password as h from auth.users where id = $1', [userId]);
    const { error } = await client.auth.updateUser({ password: 'abc' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    const after = await emu.ctx.db.query<{ h: string }>('select encrypted_password as h from auth.users where id = $1', [userId]);
    expect(after.rows[0].h).toBe(before.rows[0].h);
  });

  it('refuses an e-mail already taken with 422 email_exists', async () => {
    const { email: taken } = await emu.signUpUser(newEmail());
    const { client } = await emu.signUpUser(newEmail());
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    expect(error?.message).toBe('A user with this email address has already been registered');
  });

  it('with confirmations on, an e-mail change is pending until the mailed link is followed', async () => {
    const { client, userId } = await emu.signUpUser(newEmail());
    const target = newEmail();
    const { data, error } = await client.auth.updateUser({ email: target });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(target);
    expect(data.user?.email_change_sent_at).toMatch(/^\d{4}-/);
    const mails = (await (await fetch(`${emu.url}/_local/inbox?to=${target}`)).json()) as Mail[];
    expect(mails.map((m) => m.type)).toEqual(['email_change']);
    const res = await fetch(mails[0].link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('type=email_change');
    const row = await emu.ctx.db.query<{ email: string; email_change: string | null }>('select email, email_change from auth.users where id = $1', [userId]);
    expect(row.rows[0]).toEqual({ email: target, email_change: null });
  });

  it('with confirmations off, an e-mail change applies at once', async () => {
    const { client, userId } = await instant.signUpUser(newEmail());
    const target = newEmail();
    const { data } = await client.auth.updateUser({ email: target });
    expect(data.user?.email).toBe(target);
    expect(data.user).not.toHaveProperty('new_email');
    const row = await instant.ctx.db.query<{ email: string }>('select email from auth.users where id = $1', [userId]);
    expect(row.rows[0].email).toBe(target);
  });
});
