import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * The edge functions of the tax vault through the emulator with real supabase-js sessions: delete-account
 * needs aal2 once the player has a verified factor; remove-lost-factor (the lost-phone path) works only
 * from a session opened by an e-mailed recovery link.
 */
let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const code = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function errorOf(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(emu.url, emu.anonKey, options);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function enrolled() {
  const user = await emu.signUpUser();
  const { data: factor } = await user.client.auth.mfa.enroll({ factorType: 'totp' });
  const { error } = await user.client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: code(factor!.totp.secret) });
  if (error) throw error;
  return { ...user, factor: factor! };
}

describe('tax vault edge functions', () => {
  it('delete-account refuses an aal1 session of an enrolled player and deletes from an aal2 session', async () => {
    const { client, email, password, userId } = await enrolled();
    const aal1 = await signIn(email, password);
    const refused = await aal1.functions.invoke('delete-account', { body: { confirm: 'DELETE' } });
    expect(await errorOf(refused.error)).toEqual({ status: 403, body: { error: 'Two-step verification required: enter your authenticator code first' } });
    expect((await emu.service().auth.admin.getUserById(userId)).data.user?.id).toBe(userId);

    const done = await client.functions.invoke('delete-account', { body: { confirm: 'DELETE' } });
    expect(done.error).toBeNull();
    expect(done.data).toMatchObject({ success: true });
    expect((await emu.service().auth.admin.getUserById(userId)).data.user).toBeNull();
  });

  it('remove-lost-factor refuses a password session and removes the factor from a recovery-link session', async () => {
    const { email, password, factor } = await enrolled();
    const aal1 = await signIn(email, password);
    const refused = await aal1.functions.invoke('remove-lost-factor', { body: {} });
    expect((await errorOf(refused.error)).status).toBe(403);

    const { data: link, error: linkError } = await emu.service().auth.admin.generateLink({ type: 'recovery', email });
    expect(linkError).toBeNull();
    const recovering = createClient(emu.url, emu.anonKey, options);
    const { error: otpError } = await recovering.auth.verifyOtp({ token_hash: link.properties!.hashed_token, type: 'recovery' });
    expect(otpError).toBeNull();
    expect((await recovering.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const removed = await recovering.functions.invoke('remove-lost-factor', { body: {} });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ success: true, removed: 1 });
    const { data: factors } = await recovering.auth.mfa.listFactors();
    expect(factors!.all.map((f) => f.id)).not.toContain(factor.id);
    expect(factors!.all).toEqual([]);
  });
});
