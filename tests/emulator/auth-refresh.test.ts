import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let emu: TestEmulator;
let n = 0;
const newEmail = () => `refresh${Date.now()}_${n++}@test.local`;
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as { session_id: string };

beforeAll(async () => {
  emu = await startTestEmulator({ enableConfirmations: false });
});
afterAll(async () => emu?.close());

async function tokenRow(token: string) {
  const r = await emu.ctx.db.query<{ revoked: boolean; parent: string | null; session_id: string }>(
    'select revoked, parent, session_id from auth.refresh_tokens where token = $1',
    [token],
  );
  return r.rows[0];
}

async function refreshRaw(refresh_token: string) {
  const res = await fetch(`${emu.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function getUserRaw(accessToken: string) {
  const res = await fetch(`${emu.url}/auth/v1/user`, { headers: { apikey: emu.anonKey, authorization: `Bearer ${accessToken}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('refresh-token rotation', () => {
  it('rotates: a new child token, the old one revoked, same session, TOKEN_REFRESHED fired', async () => {
    const { client } = await emu.signUpUser(newEmail());
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => void events.push(e));
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const after = data.session!;
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(events).toContain('TOKEN_REFRESHED');
    expect(await tokenRow(before.refresh_token)).toMatchObject({ revoked: true, parent: null });
    expect(await tokenRow(after.refresh_token)).toMatchObject({ revoked: false, parent: before.refresh_token });
    expect(claimsOf(after.access_token).session_id).toBe(claimsOf(before.access_token).session_id);
  });

  it('tolerates reuse of a just-rotated token within 10 s by returning the active token', async () => {
    const { client } = await emu.signUpUser(newEmail());
    const old = (await client.auth.getSession()).data.session!.refresh_token;
    const rotated = (await client.auth.refreshSession()).data.session!.refresh_token;
    const again = await refreshRaw(old);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(rotated);
    expect(await tokenRow(rotated)).toMatchObject({ revoked: false });
  });

  it('detects reuse after the window: 400 refresh_token_already_used and the whole family is revoked', async () => {
    const { client } = await emu.signUpUser(newEmail());
    const old = (await client.auth.getSession()).data.session!.refresh_token;
    const rotated = (await client.auth.refreshSession()).data.session!.refresh_token;
    await emu.sql(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = '${old}'`);
    const reuse = await emu.anon().auth.refreshSession({ refresh_token: old });
    expect(reuse.data.session).toBeNull();
    expect(reuse.error?.status).toBe(400);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(await tokenRow(rotated)).toMatchObject({ revoked: true });
    expect((await refreshRaw(rotated)).body.code).toBe('refresh_token_already_used');
  });

  it('answers an unknown refresh token with 400 refresh_token_not_found', async () => {
    const { error } = await emu.anon().auth.refreshSession({ refresh_token: 'nosuchtoken1' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });
});

describe('logout', () => {
  it('signOut() kills the session: SIGNED_OUT, then 403 session_not_found for the old access token', async () => {
    const { client } = await emu.signUpUser(newEmail());
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => void events.push(e));
    const session = (await client.auth.getSession()).data.session!;
    const { error } = await client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect((await client.auth.getSession()).data.session).toBeNull();

    const raw = await getUserRaw(session.access_token);
    expect(raw.status).toBe(403);
    expect(raw.body).toMatchObject({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const viaClient = await emu.anon().auth.getUser(session.access_token);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');
    expect((await refreshRaw(session.refresh_token)).body.code).toBe('refresh_token_not_found');
    const rows = await emu.ctx.db.query('select 1 from auth.sessions where id = $1', [claimsOf(session.access_token).session_id]);
    expect(rows.rows).toHaveLength(0);
  });

  it('POST /logout answers 204 with no body', async () => {
    const { client } = await emu.signUpUser(newEmail());
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${emu.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('scope global ends every session of the user; scope others keeps the current one', async () => {
    const { client: a, email, password } = await emu.signUpUser(newEmail());
    const b = emu.anon();
    const c = emu.anon();
    await b.auth.signInWithPassword({ email, password });
    await c.auth.signInWithPassword({ email, password });
    const tokenOf = async (x: typeof a) => (await x.auth.getSession()).data.session!.access_token;
    const [ta, tb, tc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)];

    expect((await c.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await getUserRaw(ta)).status).toBe(403);
    expect((await getUserRaw(tb)).status).toBe(403);
    expect((await getUserRaw(tc)).status).toBe(200);

    const d = emu.anon();
    await d.auth.signInWithPassword({ email, password });
    const td = await tokenOf(d);
    expect((await d.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await getUserRaw(tc)).body.code).toBe('session_not_found');
    expect((await getUserRaw(td)).body.code).toBe('session_not_found');
  });
});
