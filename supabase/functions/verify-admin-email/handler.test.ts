import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeState, post } from '../_shared/fake-supabase.ts';
import { createVerifyAdminEmailHandler } from './handler.ts';

function setup() {
  const state = fakeState({ tables: { admin_users: [{ id: 'a1', email: 'Boss_One@Example.com' }] } });
  return { state, handler: createVerifyAdminEmailHandler(fakeEnv(state)) };
}

describe('verify-admin-email', () => {
  it('answers true for an admin e-mail, trimming and ignoring case', async () => {
    const { handler, state } = setup();
    const res = await handler(post({ email: '  boss_one@EXAMPLE.com ' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ isAdminEmail: true });
    expect(state.clients).toEqual([{ key: 'service-key', authorization: null }]);
  });

  it('answers false for other e-mails, and treats _ and % literally', async () => {
    const { handler } = setup();
    expect(await (await handler(post({ email: 'player@example.com' }))).json()).toEqual({ isAdminEmail: false });
    expect(await (await handler(post({ email: 'bossXone@example.com' }))).json()).toEqual({ isAdminEmail: false });
    expect(await (await handler(post({ email: '%@example.com' }))).json()).toEqual({ isAdminEmail: false });
  });

  it('refuses a missing or invalid e-mail with 400', async () => {
    const { handler } = setup();
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }]) {
      const res = await handler(post(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'A valid email is required' });
    }
    const bad = await handler(post('{nope'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Request body must be JSON' });
  });

  it('answers the CORS preflight and refuses other methods', async () => {
    const { handler } = setup();
    const pre = await handler(new Request('http://localhost/fn', { method: 'OPTIONS' }));
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    const get = await handler(new Request('http://localhost/fn'));
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: 'Method not allowed' });
  });
});
