import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * The audit trail: attacked through REST, RPC and SQL by a player, an admin and the service
 * role (every rewrite refused), and one test per admin action: exactly one row with the before -> after
 * written out by hand. Then a player's own security history.
 */
let emu: TestEmulator;
let admin: SupabaseClient;
let adminId: string;
const UA = 'AuditTest/1.0 (integration)';
const BELLAGIO = '9fdf8fa6-cb15-579e-ad71-79628cfcf357';
const CAESARS = 'ebd5dce4-af8d-5093-8812-56b203ab1098';
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

async function signIn(email: string, password: string, userAgent = UA): Promise<SupabaseClient> {
  const client = createClient(emu.url, emu.anonKey, { auth: noSession, global: { headers: { 'user-agent': userAgent } } });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

interface AuditRow {
  actor_id: string | null;
  actor_email: string | null;
  actor_kind: string;
  action: string;
  table_name: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  personal_removed: boolean;
  ip: string | null;
  user_agent: string | null;
}

/** The trail's rows for one record, as admins read them (get_audit_log). */
async function trailOf(record: string): Promise<AuditRow[]> {
  const { data, error } = await admin.rpc('get_audit_log', { p_record: record });
  expect(error).toBeNull();
  return (data as AuditRow[]).map(({ actor_id, actor_email, actor_kind, action, table_name, record_id, before, after, personal_removed, ip, user_agent }) => ({
    actor_id, actor_email, actor_kind, action, table_name, record_id, before, after, personal_removed, ip, user_agent,
  }));
}

async function count(sql: string): Promise<number> {
  const r = await emu.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`);
  return Number(r.rows[0].n);
}

beforeAll(async () => {
  emu = await startTestEmulator();
  admin = await signIn('admin@slotplay.test', 'DemoAdmin123!');
  adminId = (await admin.auth.getUser()).data.user!.id;
});
afterAll(async () => emu?.close());

/** What the admin's own requests are recorded with. */
const byAdmin = () => ({ actor_id: adminId, actor_email: 'admin@slotplay.test', actor_kind: 'admin', ip: '127.0.0.1', user_agent: UA });

describe('audit trail: one row per admin action, before -> after', () => {
  it('casino archive and restore', async () => {
    const archived = await admin.from('casinos').update({ archived_at: '2026-03-01T12:00:00+00:00' }).eq('id', CAESARS).select('id');
    expect(archived.data).toHaveLength(1);
    const restored = await admin.from('casinos').update({ archived_at: null }).eq('id', CAESARS).select('id');
    expect(restored.data).toHaveLength(1);
    expect(await trailOf(CAESARS)).toEqual([
      { ...byAdmin(), action: 'casino.restore', table_name: 'casinos', record_id: CAESARS, before: { archived_at: '2026-03-01T12:00:00+00:00' }, after: { archived_at: null }, personal_removed: false },
      { ...byAdmin(), action: 'casino.archive', table_name: 'casinos', record_id: CAESARS, before: { archived_at: null }, after: { archived_at: '2026-03-01T12:00:00+00:00' }, personal_removed: false },
    ]);
  });

  it('casino edit: only the changed field', async () => {
    const edited = await admin.from('casinos').update({ phone: '(702) 555-0100' }).eq('id', BELLAGIO).select('id');
    expect(edited.data).toHaveLength(1);
    expect(await trailOf(BELLAGIO)).toEqual([
      { ...byAdmin(), action: 'casino.update', table_name: 'casinos', record_id: BELLAGIO, before: { phone: '(702) 693-7111' }, after: { phone: '(702) 555-0100' }, personal_removed: false },
    ]);
  });

  it('an update that changes nothing leaves no row', async () => {
    const same = await admin.from('casinos').update({ phone: '(702) 555-0100' }).eq('id', BELLAGIO).select('id');
    expect(same.data).toHaveLength(1);
    expect(await trailOf(BELLAGIO)).toHaveLength(1);
  });

  it('slot catalog: manufacturer and machine created, machine renamed and deleted', async () => {
    const mf = await admin.from('slot_machine_manufacturers').insert({ name: 'Audit Gaming' }).select('id').single();
    expect(mf.error).toBeNull();
    const m = await admin.from('slot_machines').insert({ name: 'Audit Reels', manufacturer: 'Audit Gaming' }).select('id').single();
    expect(m.error).toBeNull();
    await admin.from('slot_machines').update({ name: 'Audit Reels Deluxe' }).eq('id', m.data!.id);
    await admin.from('slot_machines').delete().eq('id', m.data!.id);
    const mfRows = await trailOf(mf.data!.id);
    expect(mfRows).toHaveLength(1);
    expect(mfRows[0]).toMatchObject({ action: 'manufacturer.create', after: { id: mf.data!.id, name: 'Audit Gaming' } });
    const rows = await trailOf(m.data!.id);
    expect(rows.map((r) => r.action)).toEqual(['slot_machine.delete', 'slot_machine.update', 'slot_machine.create']);
    expect(rows[1]).toMatchObject({ before: { name: 'Audit Reels' }, after: { name: 'Audit Reels Deluxe' } });
    expect(rows[2].after).toMatchObject({ id: m.data!.id, name: 'Audit Reels', manufacturer: 'Audit Gaming', added_by: null });
    expect(rows[0].before).toMatchObject({ id: m.data!.id, name: 'Audit Reels Deluxe' });
    expect(rows[0].after).toBeNull();
  });

  it('moderation: a hidden post and a deleted post; the caption goes with its author\'s account, the ids stay', async () => {
    const { client: player, userId } = await emu.signUpUser();
    const p1 = await player.from('social_posts').insert({ user_id: userId, caption: 'Hit the top box!' }).select('id').single();
    const p2 = await player.from('social_posts').insert({ user_id: userId, caption: 'Second one' }).select('id').single();
    const hidden = await admin.from('social_posts').update({ moderation_status: 'rejected' }).eq('id', p1.data!.id).select('id');
    expect(hidden.data).toHaveLength(1);
    const deleted = await admin.from('social_posts').delete().eq('id', p2.data!.id).select('id');
    expect(deleted.data).toHaveLength(1);
    expect(await trailOf(p1.data!.id)).toEqual([
      { ...byAdmin(), action: 'post.hide', table_name: 'social_posts', record_id: p1.data!.id, before: { moderation_status: 'approved' }, after: { moderation_status: 'rejected' }, personal_removed: false },
    ]);
    const [del] = await trailOf(p2.data!.id);
    expect(del).toMatchObject({ ...byAdmin(), action: 'post.delete', after: null, personal_removed: false });
    expect(del.before).toMatchObject({ id: p2.data!.id, user_id: userId, caption: 'Second one', moderation_status: 'approved', is_public: true });

    // The player deletes their account: the caption (personal) goes, the record id and the rest stay.
    const gone = await player.functions.invoke('delete-account', { body: { confirm: 'DELETE' } });
    expect(gone.error).toBeNull();
    const [after] = await trailOf(p2.data!.id);
    expect(after).toMatchObject({ action: 'post.delete', record_id: p2.data!.id, personal_removed: true });
    expect(after.before).toMatchObject({ id: p2.data!.id, user_id: userId, moderation_status: 'approved' });
    expect(after.before).not.toHaveProperty('caption');
    expect(await count(`audit.personal where subject_id = '${userId}'`)).toBe(0);
    // The self-deletion itself: one row, no admin, no personal data.
    const account = await trailOf(userId);
    expect(account).toHaveLength(1);
    expect(account[0]).toMatchObject({ action: 'user.delete', actor_id: null, actor_kind: 'system', after: null });
    expect(Object.keys(account[0].before!).sort()).toEqual(['account', 'created_at', 'id', 'last_sign_in_at']);
  });

  it('notifications: sent, switched off', async () => {
    const n = await admin
      .from('notifications')
      .insert({ title: 'Maintenance', message: 'Down at 2am', notification_type: 'maintenance', created_by: adminId })
      .select('id')
      .single();
    expect(n.error).toBeNull();
    await admin.from('notifications').update({ is_active: false }).eq('id', n.data!.id);
    const rows = await trailOf(n.data!.id);
    expect(rows.map((r) => [r.action, r.before, r.after && ('is_active' in r.after ? r.after.is_active : undefined)])).toEqual([
      ['notification.update', { is_active: true }, false],
      ['notification.create', null, true],
    ]);
    expect(rows[1].after).toMatchObject({ title: 'Maintenance', message: 'Down at 2am', notification_type: 'maintenance', target_type: 'all', created_by: adminId });
  });

  it('security settings: admins require MFA on and off', async () => {
    await admin.from('security_settings').update({ admin_requires_mfa: true }).eq('id', true);
    // The setting now needs aal2 for admin rights: the service role switches it back.
    await emu.service().from('security_settings').update({ admin_requires_mfa: false }).eq('id', true);
    const rows = await emu.ctx.db.query<{ action: string; actor_kind: string; before: unknown; after: unknown }>(
      "select action, actor_kind, before, after from audit.log where table_name = 'security_settings' order by id",
    );
    expect(rows.rows).toEqual([
      { action: 'security_settings.update', actor_kind: 'admin', before: { admin_requires_mfa: false }, after: { admin_requires_mfa: true } },
      { action: 'security_settings.update', actor_kind: 'service_role', before: { admin_requires_mfa: true }, after: { admin_requires_mfa: false } },
    ]);
  });

  it('state import programme: a state added and its status changed', async () => {
    const s = await admin.from('state_casino_management').insert({ state_name: 'Auditland', state_code: 'QQ', priority_level: 2 }).select('id').single();
    expect(s.error).toBeNull();
    await admin.from('state_casino_management').update({ import_status: 'in_progress' }).eq('id', s.data!.id);
    const rows = await trailOf(s.data!.id);
    expect(rows.map((r) => r.action)).toEqual(['state_import.update', 'state_import.create']);
    expect(rows[0]).toMatchObject({ before: { import_status: 'pending' }, after: { import_status: 'in_progress' } });
    expect(rows[1].after).toMatchObject({ state_name: 'Auditland', state_code: 'QQ', priority_level: 2, import_status: 'pending' });
  });

  it('admin-user-management: delete a player, send a password reset, create an admin (actor from the function)', async () => {
    const victim = await emu.signUpUser();
    const del = await admin.functions.invoke('admin-user-management', { body: { action: 'delete_user', userId: victim.userId } });
    expect(del.error).toBeNull();
    const [row, ...more] = await trailOf(victim.userId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ actor_id: adminId, actor_email: 'admin@slotplay.test', actor_kind: 'admin', action: 'user.delete', table_name: 'users', after: null, user_agent: UA });
    expect(row.before).toMatchObject({ id: victim.userId, account: 'player', last_sign_in_at: expect.any(String) });

    const reset = await emu.signUpUser();
    const sent = await admin.functions.invoke('admin-user-management', { body: { action: 'send_password_reset', email: reset.email } });
    expect(sent.error).toBeNull();
    const resetRows = await trailOf(reset.userId);
    expect(resetRows).toHaveLength(1);
    expect(resetRows[0]).toMatchObject({ actor_id: adminId, actor_kind: 'admin', action: 'user.password_reset', before: { recovery_sent_at: null }, user_agent: UA });
    // The player's own reset request is theirs, not an admin action.
    await emu.anon().auth.resetPasswordForEmail(reset.email);
    expect(await trailOf(reset.userId)).toHaveLength(1);

    const created = await admin.functions.invoke<{ userId: string }>('admin-user-management', {
      body: { action: 'create_admin_user', email: 'second.admin@audit.test', firstName: 'Second', lastName: 'Admin' },
    });
    expect(created.error).toBeNull();
    const adminRows = await trailOf(created.data!.userId);
    expect(adminRows).toHaveLength(1);
    expect(adminRows[0]).toMatchObject({ actor_id: adminId, actor_kind: 'admin', action: 'admin.create', table_name: 'admin_users', before: null });
    expect(adminRows[0].after).toEqual({
      id: created.data!.userId, email: 'second.admin@audit.test', first_name: 'Second', last_name: 'Admin', role: 'admin', permissions: {},
    });
  });

  it('scrape-casino-data: the state import\'s bookkeeping is the admin\'s, one row', async () => {
    const nv = await admin.from('state_casino_management').select('id, import_status').eq('state_code', 'NV').single();
    const { error } = await admin.functions.invoke('scrape-casino-data', { body: { searchQuery: 'Nevada' } });
    expect(error).toBeNull();
    const rows = await trailOf(nv.data!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: adminId, actor_kind: 'admin', action: 'state_import.update', user_agent: UA });
    expect(rows[0].after).toHaveProperty('last_import_date');
  });

  it('comment moderation and a support ticket: only the changed status, no text', async () => {
    const { client: player, userId } = await emu.signUpUser();
    const post = await player.from('social_posts').insert({ user_id: userId, caption: 'Mine' }).select('id').single();
    const comment = await player.from('social_post_comments').insert({ post_id: post.data!.id, user_id: userId, content: 'Nice one' }).select('id').single();
    expect(comment.error).toBeNull();
    const hidden = await admin.from('social_post_comments').update({ moderation_status: 'rejected' }).eq('id', comment.data!.id).select('id');
    expect(hidden.data).toHaveLength(1);
    expect(await trailOf(comment.data!.id)).toEqual([
      { ...byAdmin(), action: 'comment.hide', table_name: 'social_post_comments', record_id: comment.data!.id, before: { moderation_status: 'approved' }, after: { moderation_status: 'rejected' }, personal_removed: false },
    ]);
    const ticket = await player.from('support_tickets').insert({ user_id: userId, subject: 'Help', description: 'My totals look off' }).select('id').single();
    expect(ticket.error).toBeNull();
    const moved = await admin.from('support_tickets').update({ status: 'in_progress' }).eq('id', ticket.data!.id).select('id');
    expect(moved.data).toHaveLength(1);
    expect(await trailOf(ticket.data!.id)).toEqual([
      { ...byAdmin(), action: 'ticket.update', table_name: 'support_tickets', record_id: ticket.data!.id, before: { status: 'open' }, after: { status: 'in_progress' }, personal_removed: false },
    ]);
  });

  it('scrape-slot-machine-data: a machine it adds is the admin\'s, one row', async () => {
    // Take one catalog machine out behind the API's back (no request: no audit row), so the import adds it again.
    const gone = await emu.ctx.db.query<{ name: string }>(
      `delete from public.slot_machines where id = (select id from public.slot_machines where added_by is null order by name limit 1) returning name`,
    );
    const name = gone.rows[0].name;
    const { data, error } = await admin.functions.invoke<{ insertedCount: number }>('scrape-slot-machine-data', { body: {} });
    expect(error).toBeNull();
    expect(data?.insertedCount).toBe(1);
    const back = await admin.from('slot_machines').select('id').eq('name', name).is('added_by', null).single();
    const rows = await trailOf(back.data!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: adminId, actor_kind: 'admin', action: 'slot_machine.create', before: null, user_agent: UA });
    expect(rows[0].after).toMatchObject({ id: back.data!.id, name, added_by: null });
  });

  it('pages newest first, filters by admin, action and date range; the filter lists name the admin', async () => {
    const page = await admin.rpc('get_audit_log', { p_action: 'casino.archive', p_actor: adminId, p_limit: 1, p_offset: 0 });
    expect(page.error).toBeNull();
    expect(page.data).toHaveLength(1);
    expect(page.data![0]).toMatchObject({ action: 'casino.archive', record_id: CAESARS, total_count: 1 });
    const future = await admin.rpc('get_audit_log', { p_from: '2999-01-01T00:00:00Z' });
    expect(future.data).toEqual([]);
    const filters = await admin.rpc('get_audit_log_filters');
    expect(filters.error).toBeNull();
    const f = filters.data as { actors: { id: string; email: string }[]; actions: string[] };
    expect(f.actors).toContainEqual({ id: adminId, email: 'admin@slotplay.test' });
    expect(f.actions).toEqual(expect.arrayContaining(['casino.archive', 'casino.restore', 'post.hide', 'user.delete']));
  });
});

describe('a player\'s security history', () => {
  const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

  it('records sign-ins, two-step on, a wrong code, a password change and signing out everywhere; only the player reads them', async () => {
    const { email, password, userId } = await emu.signUpUser();
    const player = await signIn(email, password, 'PhoneBrowser/2.0');
    const { data: enrolled } = await player.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const ch1 = await player.auth.mfa.challenge({ factorId: enrolled!.id });
    const bad = await player.auth.mfa.verify({ factorId: enrolled!.id, challengeId: ch1.data!.id, code: '000000' === codeAt(enrolled!.totp.secret, Date.now()) ? '111111' : '000000' });
    expect(bad.error?.code).toBe('mfa_verification_failed');
    const ch2 = await player.auth.mfa.challenge({ factorId: enrolled!.id });
    const ok = await player.auth.mfa.verify({ factorId: enrolled!.id, challengeId: ch2.data!.id, code: codeAt(enrolled!.totp.secret, Date.now()) });
    expect(ok.error).toBeNull();
    const pw = await player.auth.updateUser({ password: 'a-new-Password-9' });
    expect(pw.error).toBeNull();

    const { data, error } = await player.rpc('get_my_security_history', {});
    expect(error).toBeNull();
    const events = (data as { action: string; ip: string; user_agent: string; detail: Record<string, unknown> }[]).map((e) => [e.action, e.detail, e.user_agent, e.ip]);
    expect(events).toEqual([
      ['user_updated_password', {}, 'PhoneBrowser/2.0', '127.0.0.1'],
      ['verification_attempted', { factor_id: enrolled!.id, factor_type: 'totp', result: 'accepted', enrolled: true }, 'PhoneBrowser/2.0', '127.0.0.1'],
      ['verification_attempted', { factor_id: enrolled!.id, factor_type: 'totp', result: 'rejected' }, 'PhoneBrowser/2.0', '127.0.0.1'],
      ['factor_in_progress', { factor_id: enrolled!.id }, 'PhoneBrowser/2.0', '127.0.0.1'],
      ['login', { provider: 'email', method: 'password' }, 'PhoneBrowser/2.0', '127.0.0.1'],
      // emu.signUpUser's own sign-in (supabase-js from Node: its user agent).
      ['login', { provider: 'email', method: 'password' }, expect.any(String), '127.0.0.1'],
    ]);

    const out = await player.auth.signOut({ scope: 'global' });
    expect(out.error).toBeNull();
    const again = await signIn(email, 'a-new-Password-9');
    // Now at aal1 again (a new session); reading the history needs no aal2.
    const latest = await again.rpc('get_my_security_history', { p_limit: 2 });
    expect((latest.data as { action: string; detail: unknown }[]).map((e) => [e.action, e.detail])).toEqual([
      ['login', { provider: 'email', method: 'password' }],
      ['logout', { scope: 'global' }],
    ]);

    // Another player sees only their own; the admin's sign-ins are not in it.
    const other = await emu.signUpUser();
    const theirs = await other.client.rpc('get_my_security_history', {});
    expect((theirs.data as { action: string }[]).map((e) => e.action)).toEqual(['login']);
    expect(await count(`auth.audit_log_entries where payload ->> 'actor_id' = '${userId}'`)).toBe(8);

    // Deleting the account deletes the history.
    const gone = await emu.service().auth.admin.deleteUser(userId);
    expect(gone.error).toBeNull();
    expect(await count(`auth.audit_log_entries where payload ->> 'actor_id' = '${userId}'`)).toBe(0);
  });

  it('refuses the history to anon', async () => {
    const { error } = await emu.anon().rpc('get_my_security_history', {});
    expect(error?.code).toBe('42501');
  });
});

describe('audit trail: nobody rewrites history', () => {
  it('refuses a player, an admin and the service role reading or writing audit.log through REST (schema not exposed)', async () => {
    const { client: player } = await emu.signUpUser();
    const before = await count('audit.log');
    for (const [who, client] of [['player', player], ['admin', admin], ['service', emu.service()]] as const) {
      const log = client.schema('audit').from('log');
      const attempts = [
        await log.select('*'),
        await log.insert({ actor_kind: 'admin', action: 'casino.archive', table_name: 'casinos', record_id: 'forged' }),
        await log.update({ action: 'rewritten' }).gte('id', 0),
        await log.delete().gte('id', 0),
        await client.schema('audit').from('personal').delete().gte('log_id', 0),
      ];
      for (const a of attempts) {
        expect(a.error, who).toMatchObject({ code: 'PGRST106' });
        expect(a.data, who).toBeNull();
      }
      const rpc = await client.schema('audit').rpc('refuse_change', {});
      expect(rpc.error?.code, who).toBe('PGRST106');
    }
    expect(await count('audit.log')).toBe(before);
    expect(await count("audit.log where action = 'rewritten' or record_id = 'forged'")).toBe(0);
  });

  it('refuses the API roles in SQL (no schema usage) and every role, the owner included, an update, delete or truncate', async () => {
    const before = await count('audit.log');
    for (const role of ['anon', 'authenticated', 'service_role']) {
      for (const stmt of ["update audit.log set action = 'x'", 'delete from audit.log', "insert into audit.log (actor_kind, action, table_name) values ('admin', 'x', 'x')"]) {
        await expect(emu.ctx.db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query(stmt);
        }), `${role}: ${stmt}`).rejects.toThrow(/permission denied for schema audit/);
      }
    }
    // The owner (the emulator's superuser) passes the privilege checks; the trigger still refuses.
    for (const stmt of ["update audit.log set action = 'x'", 'delete from audit.log', 'truncate audit.log cascade', 'truncate audit.personal', 'delete from audit.personal', "update audit.personal set before = '{}'"]) {
      await expect(emu.ctx.db.query(stmt), stmt).rejects.toThrow(/The audit trail is append-only: (update|delete|truncate) refused/);
    }
    expect(await count('audit.log')).toBe(before);
  });

  it('refuses the admin RPCs to a player and announcements to anyone but the service role', async () => {
    const { client: player } = await emu.signUpUser();
    const read = await player.rpc('get_audit_log', {});
    expect(read.error).toMatchObject({ code: '42501', message: 'Admin access required' });
    const filters = await player.rpc('get_audit_log_filters');
    expect(filters.error).toMatchObject({ code: '42501' });
    for (const client of [player, admin]) {
      const forged = await client.rpc('announce_admin_action', { p_action: 'user.delete', p_target: adminId });
      expect(forged.error?.code).toBe('42501');
    }
    // The service role must name an admin.
    const anonymous = await emu.service().rpc('announce_admin_action', { p_action: 'user.delete', p_target: adminId });
    expect(anonymous.error).toMatchObject({ code: '42501', message: 'x-audit-actor must name an admin' });
    expect(await count('audit.intents')).toBe(0);
  });

  it('does not take a player naming an admin in x-audit-actor for that admin, nor record a player\'s own writes', async () => {
    const { userId, email, password } = await emu.signUpUser();
    const player = createClient(emu.url, emu.anonKey, { auth: noSession, global: { headers: { 'x-audit-actor': adminId } } });
    await player.auth.signInWithPassword({ email, password });
    const post = await player.from('social_posts').insert({ user_id: userId, caption: 'My win' }).select('id').single();
    expect(post.error).toBeNull();
    const edit = await player.from('social_posts').update({ caption: 'My big win' }).eq('id', post.data!.id).select('id');
    expect(edit.data).toHaveLength(1);
    expect(await trailOf(post.data!.id)).toEqual([]);
  });
});
