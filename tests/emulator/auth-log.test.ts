import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Mail } from '../../emulator/mail';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket and supabase-js's realtime client needs one at createClient().
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

/**
 * The auth log (auth.audit_log_entries) as GoTrue writes it for a sign-up and for two-step set-up, and the
 * player's security history (get_my_security_history) showing it: with confirmations on, a sign-up is
 * user_confirmation_requested, then user_signedup and the sign-in when the link is followed; with them off,
 * user_signedup and the sign-in at once; the address of an existing account signed up again, user_repeated_signup;
 * enrolling an authenticator, factor_in_progress {factor_id}.
 */
let confirming: TestEmulator;
let instant: TestEmulator;
let n = 0;
const newEmail = () => `authlog${n++}@test.local`;

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

/** The player's own history, oldest first: [action, detail]. */
async function history(client: SupabaseClient): Promise<[string, Record<string, unknown>][]> {
  const { data, error } = await client.rpc('get_my_security_history', {});
  expect(error).toBeNull();
  return (data as { action: string; detail: Record<string, unknown> }[])
    .map((e) => [e.action, e.detail] as [string, Record<string, unknown>])
    .reverse();
}

/** What GoTrue stores for one action of a user: log_type and traits (the emulator adds the user agent). */
async function logged(emu: TestEmulator, email: string, action: string) {
  const r = await emu.ctx.db.query<{ log_type: string; actor: string }>(
    `select payload ->> 'log_type' as log_type, payload ->> 'actor_username' as actor from auth.audit_log_entries
      where payload ->> 'actor_username' = $1 and payload ->> 'action' = $2`,
    [email, action],
  );
  return r.rows;
}

describe('sign-up in the auth log', () => {
  it('with confirmations: confirmation requested, then signed up and signed in by the link', async () => {
    const email = newEmail();
    const client = confirming.anon();
    expect((await client.auth.signUp({ email, password: 'secret123' })).error).toBeNull();
    expect(await logged(confirming, email, 'user_confirmation_requested')).toEqual([{ log_type: 'user', actor: email }]);
    expect(await logged(confirming, email, 'user_signedup')).toEqual([]);

    const [mail] = (await (await fetch(`${confirming.url}/_local/inbox?to=${encodeURIComponent(email)}`)).json()) as Mail[];
    const res = await fetch(mail.link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(
      (await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })).error,
    ).toBeNull();
    expect(await logged(confirming, email, 'user_signedup')).toEqual([{ log_type: 'team', actor: email }]);
    expect(await history(client)).toEqual([
      ['user_confirmation_requested', { provider: 'email' }],
      ['user_signedup', { provider: 'email' }],
      ['login', { provider: 'email', method: 'otp' }],
    ]);
  });

  it('without confirmations: signed up and signed in at once', async () => {
    const email = newEmail();
    const client = instant.anon();
    expect((await client.auth.signUp({ email, password: 'secret123' })).error).toBeNull();
    expect(await history(client)).toEqual([
      ['user_signedup', { provider: 'email' }],
      ['login', { provider: 'email', method: 'password' }],
    ]);
  });

  it("the address of an account signed up again: user_repeated_signup in that account's history", async () => {
    for (const emu of [instant, confirming]) {
      const player = await emu.signUpUser(newEmail());
      await emu.anon().auth.signUp({ email: player.email, password: 'someone-else-1' });
      expect(await logged(emu, player.email, 'user_repeated_signup')).toEqual([{ log_type: 'user', actor: player.email }]);
      expect((await history(player.client)).at(-1)).toEqual(['user_repeated_signup', { provider: 'email' }]);
    }
  });
});

describe('two-step set-up in the auth log', () => {
  it('enrolling an authenticator is factor_in_progress with its factor id', async () => {
    const player = await instant.signUpUser(newEmail());
    const { data, error } = await player.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(await logged(instant, player.email, 'factor_in_progress')).toEqual([{ log_type: 'factor', actor: player.email }]);
    expect((await history(player.client)).at(-1)).toEqual(['factor_in_progress', { factor_id: data!.id }]);
  });
});
