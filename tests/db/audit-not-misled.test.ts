import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * The audit trail cannot be misled: the IP it records is the one the gateway saw, whatever X-Forwarded-For the
 * caller wrote; an admin's announced intent is taken only by the change it announced, while its request runs, and
 * dropped when that change fails. GoTrue's rate limits are on (supabase/config.toml), with a clock the tests move.
 */
let emu: TestEmulator;
let admin: SupabaseClient;
let adminId: string;
let now = Date.parse('2026-03-01T12:00:00Z');
const UA = 'AuditNotMisled/1.0';
const FORGED = '203.0.113.66';
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

beforeAll(async () => {
  emu = await startTestEmulator({ authRateLimits: {}, clock: () => now });
  admin = createClient(emu.url, emu.anonKey, { auth: noSession, global: { headers: { 'user-agent': UA } } });
  const { data, error } = await admin.auth.signInWithPassword({ email: 'admin@slotplay.test', password: 'DemoAdmin123!' });
  if (error) throw error;
  adminId = data.user.id;
});
afterAll(async () => emu?.close());

interface Row {
  actor_id: string | null;
  actor_kind: string;
  action: string;
  ip: string | null;
}

async function trailOf(record: string): Promise<Row[]> {
  const { data, error } = await admin.rpc('get_audit_log', { p_record: record });
  expect(error).toBeNull();
  return (data as Row[]).map(({ actor_id, actor_kind, action, ip }) => ({ actor_id, actor_kind, action, ip }));
}

async function intents(): Promise<number> {
  return Number((await emu.ctx.db.query<{ n: number }>('select count(*)::int as n from audit.intents')).rows[0].n);
}

describe('the IP on the trail is the one the gateway saw', () => {
  it('private.client_ip: the last X-Forwarded-For entry (the gateway appends it), else X-Real-IP', async () => {
    const cases: [string | null, string | null, string | null][] = [
      ['198.51.100.7', null, '198.51.100.7'],
      ['203.0.113.66, 198.51.100.7', '10.0.0.1', '198.51.100.7'],
      ['203.0.113.66,198.51.100.7 ', null, '198.51.100.7'],
      ['203.0.113.66, ', '198.51.100.8', '198.51.100.8'],
      [null, ' 198.51.100.8 ', '198.51.100.8'],
      [null, null, null],
      ['', '', null],
    ];
    for (const [xff, real, ip] of cases) {
      const r = await emu.ctx.db.query<{ ip: string | null }>('select private.client_ip($1, $2) as ip', [xff, real]);
      expect(r.rows[0].ip, `${xff} | ${real}`).toBe(ip);
    }
  });

  it("an admin edge function: not the X-Forwarded-For the caller wrote before the gateway's", async () => {
    const player = await emu.signUpUser();
    const sent = await admin.functions.invoke('admin-user-management', {
      body: { action: 'send_password_reset', email: player.email },
      headers: { 'X-Forwarded-For': FORGED },
    });
    expect(sent.error).toBeNull();
    expect(await trailOf(player.userId)).toEqual([
      { actor_id: adminId, actor_kind: 'admin', action: 'user.password_reset', ip: '127.0.0.1' },
    ]);
  });

  it("an admin's own REST write: the same", async () => {
    const forged = createClient(emu.url, emu.anonKey, {
      auth: noSession,
      global: {
        headers: { 'X-Forwarded-For': FORGED, Authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}` },
      },
    });
    const made = await forged.from('slot_machine_manufacturers').insert({ name: 'Trail Test Games' }).select('id').single();
    expect(made.error).toBeNull();
    expect((await trailOf(made.data!.id)).map((r) => r.ip)).toEqual(['127.0.0.1']);
  });
});

describe('an announced intent is taken only by the change it announced', () => {
  it('a reset the auth service refused (429) is not credited to the player\'s own "forgot password" a minute later', async () => {
    const player = await emu.signUpUser();
    // The player asks for a reset: the next e-mail to that address may go 60 s later.
    expect((await emu.anon().auth.resetPasswordForEmail(player.email)).error).toBeNull();
    now += 5_000;
    const refused = await admin.functions.invoke('admin-user-management', { body: { action: 'send_password_reset', email: player.email } });
    expect(refused.error).not.toBeNull();
    expect((refused.error as { context?: Response }).context?.status).toBe(429);

    now += 61_000;
    expect((await emu.anon().auth.resetPasswordForEmail(player.email)).error).toBeNull();
    expect(await trailOf(player.userId)).toEqual([]);
    // Dropped when the call failed, not left for a later change.
    expect(await intents()).toBe(0);
  });

  it('an intent nobody settled (its function died) is taken for a minute at most', async () => {
    const player = await emu.signUpUser();
    await emu.sql(`insert into audit.intents (action, target, actor_id, actor_email, created_at)
      values ('user.password_reset', '${player.email.toLowerCase()}', '${adminId}', 'admin@slotplay.test', now() - interval '61 seconds')`);
    expect((await emu.anon().auth.resetPasswordForEmail(player.email)).error).toBeNull();
    expect(await trailOf(player.userId)).toEqual([]);
  });

  it("settling is the service role's, for its own admin: a player cannot drop an admin's intent", async () => {
    const player = await emu.signUpUser();
    const { error } = await player.client.rpc('settle_admin_action', { p_intent: 1 });
    expect(error?.code).toMatch(/^(42501|PGRST202)$/);
  });
});
