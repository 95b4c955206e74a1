import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Mail } from '../../emulator/mail';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let emu: TestEmulator;
let n = 0;
const newEmail = () => `admin${Date.now()}_${n++}@test.local`;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  emu = await startTestEmulator({ enableConfirmations: true });
});
afterAll(async () => emu?.close());

async function countUsers(where = 'true'): Promise<number> {
  return (await emu.ctx.db.query<{ n: number }>(`select count(*)::int as n from auth.users where ${where}`)).rows[0].n;
}

describe('admin users', () => {
  it('createUser stores a confirmed user with metadata, identity and a bcrypt hash', async () => {
    const email = newEmail();
    const { data, error } = await emu.service().auth.admin.createUser({
      email,
      password: 'secret123',
      email_confirm: true,
      user_metadata: { first_name: 'Ada' },
      app_metadata: { tier: 'gold' },
    });
    expect(error).toBeNull();
    const u = data.user!;
    expect(u).toMatchObject({ email, user_metadata: { first_name: 'Ada' }, app_metadata: { provider: 'email', providers: ['email'], tier: 'gold' } });
    expect(u.email_confirmed_at).toMatch(/^\d{4}-/);
    expect(u.identities).toHaveLength(1);
    const row = await emu.ctx.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [u.id]);
    expect(row.rows[0].encrypted_password).toMatch(/^\$2[ab]\$10\$/);
    expect(await emu.ctx.db.query('select 1 from auth.identities where user_id = $1', [u.id]).then((r) => r.rows.length)).toBe(1);
  });

  it('createUser with a taken e-mail answers 422 email_exists', async () => {
    const { email } = await emu.signUpUser(newEmail());
    const { data, error } = await emu.service().auth.admin.createUser({ email, password: 'secret123' });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    expect(error?.message).toBe('A user with this email address has already been registered');
    expect(await countUsers(`email = '${email}'`)).toBe(1);
  });

  it('listUsers paginates with X-Total-Count and a Link header the client parses', async () => {
    for (let i = 0; i < 3; i++) await emu.service().auth.admin.createUser({ email: newEmail(), password: 'secret123' });
    const total = await countUsers();
    const last = Math.ceil(total / 2);
    const { data, error } = await emu.service().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    const page = data as { total: number; nextPage: number | null; aud: string };
    expect(page.total).toBe(total);
    expect(page.nextPage).toBe(2);
    expect(page.aud).toBe('authenticated');

    const res = await fetch(`${emu.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: emu.serviceRoleKey, authorization: `Bearer ${emu.serviceRoleKey}` },
    });
    expect(res.headers.get('x-total-count')).toBe(String(total));
    expect(res.headers.get('link')).toBe(`</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${last}&per_page=2>; rel="last"`);
    const lastPage = await emu.service().auth.admin.listUsers({ page: last, perPage: 2 });
    expect(lastPage.data.users).toHaveLength(total - 2 * (last - 1));
  });

  it('getUserById answers 404 user_not_found for an unknown id', async () => {
    const { data, error } = await emu.service().auth.admin.getUserById(MISSING);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('user_not_found');
    expect(error?.message).toBe('User not found');
  });

  it('updateUserById merges metadata and sets a password that signs in', async () => {
    const { userId, email } = await emu.signUpUser(newEmail(), 'password123', { a: 1 });
    const { data, error } = await emu.service().auth.admin.updateUserById(userId, { password: 'changed123', user_metadata: { b: 2 } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ a: 1, b: 2 });
    expect((await emu.anon().auth.signInWithPassword({ email, password: 'changed123' })).error).toBeNull();
    const fetched = await emu.service().auth.admin.getUserById(userId);
    expect(fetched.data.user?.user_metadata).toEqual({ a: 1, b: 2 });
  });

  it('deleteUser removes the auth.users row, its sessions and identities', async () => {
    const { userId } = await emu.signUpUser(newEmail());
    const { error } = await emu.service().auth.admin.deleteUser(userId);
    expect(error).toBeNull();
    expect(await countUsers(`id = '${userId}'`)).toBe(0);
    expect((await emu.ctx.db.query('select 1 from auth.sessions where user_id = $1', [userId])).rows).toHaveLength(0);
    expect((await emu.ctx.db.query('select 1 from auth.identities where user_id = $1', [userId])).rows).toHaveLength(0);
    expect((await emu.service().auth.admin.getUserById(userId)).error?.code).toBe('user_not_found');
    expect((await emu.service().auth.admin.deleteUser(userId)).error?.status).toBe(404);
  });

  it('refuses the anon key and a user token with 403 not_admin', async () => {
    const asAnon = await emu.anon().auth.admin.listUsers();
    expect(asAnon.error?.status).toBe(403);
    expect(asAnon.error?.code).toBe('not_admin');
    expect(asAnon.error?.message).toBe('User not allowed');
    const { client } = await emu.signUpUser(newEmail());
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${emu.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: 'secret123' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
  });
});

describe('generate_link, invite and admin sign-out', () => {
  it('generateLink(signup) creates the user and returns a working action_link', async () => {
    const email = newEmail();
    const { data, error } = await emu.service().auth.admin.generateLink({
      type: 'signup',
      email,
      password: 'secret123',
      options: { redirectTo: 'http://localhost:5173/welcome' },
    });
    expect(error).toBeNull();
    const p = data.properties!;
    expect(p.verification_type).toBe('signup');
    expect(p.email_otp).toMatch(/^\d{6}$/);
    expect(p.redirect_to).toBe('http://localhost:5173/welcome');
    expect(p.action_link).toBe(
      `${emu.url}/auth/v1/verify?token=${p.hashed_token}&type=signup&redirect_to=${encodeURIComponent('http://localhost:5173/welcome')}`,
    );
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toMatch(/^\d{4}-/);
    const res = await fetch(p.action_link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/welcome#access_token=.+&type=signup&sb=$/);
    expect(await countUsers(`email = '${email}' and email_confirmed_at is not null`)).toBe(1);
  });

  it('generateLink(recovery) for an unknown e-mail answers 404 user_not_found', async () => {
    const { error } = await emu.service().auth.admin.generateLink({ type: 'recovery', email: newEmail() });
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('user_not_found');
  });

  it('inviteUserByEmail creates an invited user and mails an invite link that signs in', async () => {
    const email = newEmail();
    const { data, error } = await emu.service().auth.admin.inviteUserByEmail(email, { data: { role_hint: 'staff' } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toMatch(/^\d{4}-/);
    expect(data.user?.user_metadata).toEqual({ role_hint: 'staff' });
    const mails = (await (await fetch(`${emu.url}/_local/inbox?to=${email}`)).json()) as Mail[];
    expect(mails.map((m) => m.type)).toEqual(['invite']);
    const res = await fetch(mails[0].link, { redirect: 'manual' });
    expect(res.headers.get('location')).toContain('&type=invite');
  });

  it('admin.signOut(jwt) answers 204 and ends that session', async () => {
    const { client } = await emu.signUpUser(newEmail());
    const token = (await client.auth.getSession()).data.session!.access_token;
    const { error } = await emu.service().auth.admin.signOut(token, 'local');
    expect(error).toBeNull();
    const res = await fetch(`${emu.url}/auth/v1/user`, { headers: { apikey: emu.anonKey, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
  });
});
