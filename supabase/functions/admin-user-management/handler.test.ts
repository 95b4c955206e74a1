import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeState, post, withCallers } from '../_shared/fake-supabase.ts';
import { createAdminUserManagementHandler, randomPassword } from './handler.ts';

function setup() {
  const state = fakeState();
  const ids = withCallers(state);
  const handler = createAdminUserManagementHandler({ ...fakeEnv(state), siteUrl: 'http://localhost:5173', randomPassword: () => 'Rand0m-Pa55' });
  return { state, handler, ...ids };
}

const VICTIM = 'cccccccc-0000-4000-8000-000000000003';
const ACTION_BODIES = [
  { action: 'list_auth_users' },
  { action: 'delete_user', userId: VICTIM },
  { action: 'create_admin_user', email: 'new@example.com', firstName: 'New', lastName: 'Admin' },
  { action: 'send_password_reset', email: 'player@example.com' },
  { action: 'no_such_action' },
];

describe('admin-user-management: who may call', () => {
  it.each(ACTION_BODIES)('refuses an anonymous caller with 401 ($action)', async (body) => {
    const { handler, state } = setup();
    for (const token of [undefined, 'anon-key', 'garbage-token']) {
      const res = await handler(post(body, token));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Not authenticated' });
    }
    expect(state.clients.some((c) => c.key === 'service-key')).toBe(false);
  });

  it.each(ACTION_BODIES)('refuses a player with 403 and changes nothing ($action)', async (body) => {
    const { handler, state } = setup();
    const usersBefore = state.users.length;
    const res = await handler(post(body, 'player-token'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Admin access required' });
    expect(state.users.length).toBe(usersBefore);
    expect(state.resetEmails).toEqual([]);
    expect(state.log).toEqual(['service:admin_users:select']);
  });

  it('answers 400 Unknown action to an admin', async () => {
    const { handler } = setup();
    const res = await handler(post({ action: 'toString' }, 'admin-token'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown action' });
    const none = await handler(post({}, 'admin-token'));
    expect(none.status).toBe(400);
  });
});

describe('admin-user-management: actions', () => {
  it('list_auth_users returns every page of users with id, email, last_sign_in_at, created_at', async () => {
    const { handler, state } = setup();
    for (let i = 0; i < 1500; i++) state.users.push({ id: `u${i}`, email: `u${i}@x.com`, created_at: '2026-01-03T00:00:00Z' });
    const res = await handler(post({ action: 'list_auth_users' }, 'admin-token'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { users: unknown[] };
    expect(body.users).toHaveLength(1502);
    expect(body.users[0]).toEqual({ id: 'aaaaaaaa-0000-4000-8000-000000000001', email: 'admin@example.com', last_sign_in_at: '2026-02-01T00:00:00Z', created_at: '2026-01-01T00:00:00Z' });
    expect(body.users[1501]).toEqual({ id: 'u1499', email: 'u1499@x.com', last_sign_in_at: null, created_at: '2026-01-03T00:00:00Z' });
  });

  it('delete_user removes the user and their files in both buckets, nobody else’s', async () => {
    const { handler, state } = setup();
    state.users.push({ id: VICTIM, email: 'victim@example.com' });
    state.files['w2g-images'] = [`${VICTIM}/a.jpg`, `${VICTIM}/2026/b.png`, 'other-user/c.jpg'];
    state.files['social-posts'] = [`posts/${VICTIM}/p.jpg`, 'posts/other-user/q.jpg'];
    const res = await handler(post({ action: 'delete_user', userId: VICTIM }, 'admin-token'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(state.users.some((u) => u.id === VICTIM)).toBe(false);
    expect(state.files['w2g-images']).toEqual(['other-user/c.jpg']);
    expect(state.files['social-posts']).toEqual(['posts/other-user/q.jpg']);
  });

  it('delete_user refuses the admin’s own account and a bad id with 400; unknown user 404', async () => {
    const { handler, state, adminId } = setup();
    const self = await handler(post({ action: 'delete_user', userId: adminId }, 'admin-token'));
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: 'You cannot delete your own account' });
    expect(state.users.some((u) => u.id === adminId)).toBe(true);
    const bad = await handler(post({ action: 'delete_user', userId: 'x' }, 'admin-token'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'A valid userId is required' });
    const missing = await handler(post({ action: 'delete_user', userId: VICTIM }, 'admin-token'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'User not found' });
  });

  it('create_admin_user creates the auth user, the admin_users row and sends the set-password e-mail', async () => {
    const { handler, state } = setup();
    const res = await handler(post({ action: 'create_admin_user', email: ' New@Example.com ', firstName: 'New', lastName: '' }, 'admin-token', { Origin: 'https://app.example.com' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; userId: string };
    expect(body.success).toBe(true);
    expect(state.users.find((u) => u.id === body.userId)?.email).toBe('new@example.com');
    expect(state.tables.admin_users.find((r) => r.id === body.userId)).toMatchObject({ email: 'new@example.com', first_name: 'New', last_name: null, role: 'admin' });
    expect(state.resetEmails).toEqual([{ email: 'new@example.com', redirectTo: 'https://app.example.com/admin/auth' }]);
  });

  it('create_admin_user answers 409 for an existing e-mail and 400 without one', async () => {
    const { handler, state } = setup();
    const dup = await handler(post({ action: 'create_admin_user', email: 'player@example.com' }, 'admin-token'));
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: 'A user with this email address has already been registered' });
    const none = await handler(post({ action: 'create_admin_user', email: '' }, 'admin-token'));
    expect(none.status).toBe(400);
    expect(state.tables.admin_users).toHaveLength(1);
  });

  it('create_admin_user removes the auth user again when the admin_users insert fails', async () => {
    const { handler, state } = setup();
    state.failWrites.add('admin_users');
    const res = await handler(post({ action: 'create_admin_user', email: 'x@example.com' }, 'admin-token'));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'write to admin_users failed' });
    expect(state.users.some((u) => u.email === 'x@example.com')).toBe(false);
    expect(state.resetEmails).toEqual([]);
  });

  it('send_password_reset sends the e-mail with the SITE_URL fallback redirect', async () => {
    const { handler, state } = setup();
    const res = await handler(post({ action: 'send_password_reset', email: 'player@example.com' }, 'admin-token'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(state.resetEmails).toEqual([{ email: 'player@example.com', redirectTo: 'http://localhost:5173/admin/auth' }]);
  });
});

describe('randomPassword', () => {
  it('gives 32 URL-safe characters that differ between calls', () => {
    const a = randomPassword();
    expect(a).toMatch(/^[A-Za-z0-9x]{32}$/);
    expect(randomPassword()).not.toBe(a);
  });
});
