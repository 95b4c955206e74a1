import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.close());

async function errorOf(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(emu.url, emu.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

describe('edge functions through the emulator', () => {
  it('verify-admin-email answers true for the seeded admin and false for a player', async () => {
    const yes = await emu.anon().functions.invoke('verify-admin-email', { body: { email: ' ADMIN@slotplay.test ' } });
    expect(yes.error).toBeNull();
    expect(yes.data).toEqual({ isAdminEmail: true });
    const no = await emu.anon().functions.invoke('verify-admin-email', { body: { email: 'demo@slotplay.test' } });
    expect(no.data).toEqual({ isAdminEmail: false });
    const bad = await emu.anon().functions.invoke('verify-admin-email', { body: { email: 'nope' } });
    expect(await errorOf(bad.error)).toEqual({ status: 400, body: { error: 'A valid email is required' } });
  });

  it('export-w2g-pdf refuses an anonymous caller with 401 JSON', async () => {
    const { error } = await emu.anon().functions.invoke('export-w2g-pdf', { body: { start: '2026-01-01', end: '2026-01-31' } });
    expect(await errorOf(error)).toEqual({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('export-w2g-pdf returns a valid PDF of the signed-in player’s jackpots', async () => {
    const { client, userId } = await emu.signUpUser(undefined, 'password123', { first_name: 'Edge', last_name: 'Tester' });
    const casino = await client.from('casinos').select('id').eq('name', 'Bellagio').single();
    expect(casino.error).toBeNull();
    const inserted = await client.from('w2g_jackpots').insert([
      { user_id: userId, casino_id: casino.data?.id, jackpot_date: '2026-01-10', jackpot_time: '21:00:00', amount: 1500, tax_withheld: 360 },
      { user_id: userId, casino_id: casino.data?.id, jackpot_date: '2026-01-12', jackpot_time: '22:00:00', amount: 2000.5, tax_withheld: 0 },
    ]);
    expect(inserted.error).toBeNull();
    const { data, error, response } = await client.functions.invoke<Blob>('export-w2g-pdf', { body: { start: '2026-01-01', end: '2026-01-31' } });
    expect(error).toBeNull();
    expect(response?.headers.get('content-type')).toBe('application/pdf');
    expect(response?.headers.get('content-disposition')).toBe('attachment; filename="w2g_export_2026-01-01_to_2026-01-31.pdf"');
    expect(data).toBeInstanceOf(Blob);
    const bytes = new Uint8Array(await (data as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('W-2G Jackpot Report');
  });

  it.each(['export-diary-pdf', 'export-w2g-pdf'])('%s { kind: diary } prints the gambling diary; a malformed diary is 400', async (fn) => {
    const { client } = await emu.signUpUser();
    const diary = {
      year: 2025,
      entries: [{ date: '2025-03-01', time: '14:00', wager: 'Slot machine', establishment: 'Bellagio', address: 'Las Vegas, NV', machine: 'B-1', won: 0, lost: 40, with: 'Pat', notes: 'n' }],
      totals: { sessions: 1, winning: 0, losing: 1, gains: 0, losses: 40, net: -40 },
      loss: { deductible: 0, rule: 'Tax years through 2025: losses are deductible up to your gambling gains.' },
      jackpots: [],
    };
    const { data, error, response } = await client.functions.invoke<Blob>(fn, { body: { kind: 'diary', diary } });
    expect(error).toBeNull();
    expect(response?.headers.get('content-disposition')).toBe('attachment; filename="gambling_diary_2025.pdf"');
    const doc = await PDFDocument.load(new Uint8Array(await (data as Blob).arrayBuffer()));
    expect(doc.getTitle()).toBe('Gambling Diary 2025');
    const bad = await client.functions.invoke(fn, { body: { kind: 'diary', diary: { ...diary, entries: 'x' } } });
    expect(await errorOf(bad.error)).toEqual({ status: 400, body: { error: 'diary.entries must be an array' } });
  });

  it('delete-account removes every row and stored file of the caller (checked through the API: 0 rows, 0 objects)', async () => {
    const { client, userId } = await emu.signUpUser();
    const other = await emu.signUpUser();
    const casino = await client.from('casinos').select('id').eq('name', 'Bellagio').single();
    const casinoId = casino.data?.id;
    const slot = await client.from('gambling_sessions').insert({ user_id: userId, casino_id: casinoId, coins_in: 100, coins_out: 20 }).select('id').single();
    expect(slot.error).toBeNull();
    const writes = await Promise.all([
      client.from('casino_sessions').insert({ user_id: userId, casino_id: casinoId, starting_cash: 200, final_cash: 50 }),
      client.from('w2g_jackpots').insert({ user_id: userId, casino_id: casinoId, amount: 1500, images: [`${userId}/w2g.png`] }),
      client.from('user_casino_preferences').insert({ user_id: userId, casino_id: casinoId, is_favorite: true }),
      client.from('support_tickets').insert({ user_id: userId, subject: 'Help', description: 'Please help me' }),
      other.client.from('gambling_sessions').insert({ user_id: other.userId, coins_in: 5, coins_out: 0 }),
    ]);
    writes.forEach((w) => expect(w.error).toBeNull());
    // A trip with a cost, a comp, a dismissed suggestion and a share link.
    const tripId = crypto.randomUUID();
    expect((await client.from('trips').insert({ id: tripId, user_id: userId, name: 'Gone trip', start_date: '2025-01-01', end_date: '2025-01-02' })).error).toBeNull();
    const tripRows = await Promise.all([
      client.from('trip_costs').insert({ user_id: userId, trip_id: tripId, kind: 'hotel', amount: 480 }),
      client.from('trip_comps').insert({ user_id: userId, trip_id: tripId, kind: 'food', value: 60 }),
      client.from('trip_suggestion_dismissals').insert({ user_id: userId, start_date: '2024-05-01', end_date: '2024-05-02' }),
      client.from('trip_shares').insert({ user_id: userId, trip_id: tripId, token: 'delete_account_share_token_0123456789abcdew' }),
    ]);
    tripRows.forEach((w) => expect(w.error).toBeNull());
    // A preparer link, opened once (the opening is written by the read alone).
    const preparerToken = 'deleteAccountPreparerLink_0123456789abcdefw';
    expect((await client.from('preparer_links').insert({ user_id: userId, tax_year: 2025, token: preparerToken })).error).toBeNull();
    expect((await emu.anon().rpc('get_preparer_link', { p_token: preparerToken })).data).toMatchObject({ status: 'ok' });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
    expect((await client.storage.from('w2g-images').upload(`${userId}/w2g.png`, png)).error).toBeNull();
    expect((await other.client.storage.from('w2g-images').upload(`${other.userId}/keep.png`, png)).error).toBeNull();

    const refused = await client.functions.invoke('delete-account', { body: {} });
    expect(await errorOf(refused.error)).toEqual({ status: 400, body: { error: 'Type DELETE to confirm' } });
    const { data, error } = await client.functions.invoke('delete-account', { body: { confirm: 'DELETE' } });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, filesRemoved: 1 });

    const admin = emu.service();
    const owned: [string, string][] = [
      ['profiles', 'id'], ['user_casino_preferences', 'user_id'], ['gambling_sessions', 'user_id'], ['casino_sessions', 'user_id'],
      ['w2g_jackpots', 'user_id'], ['user_notifications', 'user_id'], ['support_tickets', 'user_id'], ['social_posts', 'user_id'],
      ['social_post_reactions', 'user_id'], ['social_post_comments', 'user_id'], ['social_post_reports', 'reporter_user_id'],
      ['trips', 'user_id'], ['trip_costs', 'user_id'], ['trip_comps', 'user_id'], ['trip_suggestion_dismissals', 'user_id'], ['trip_shares', 'user_id'],
      ['preparer_links', 'user_id'], ['preparer_link_openings', 'user_id'],
    ];
    for (const [table, column] of owned) {
      const { count, error: e } = await admin.from(table).select('*', { count: 'exact', head: true }).eq(column, userId);
      expect(e, table).toBeNull();
      expect(count, table).toBe(0);
    }
    const files = await admin.storage.from('w2g-images').list(userId);
    expect(files.error).toBeNull();
    expect(files.data).toEqual([]);
    expect((await admin.auth.admin.getUserById(userId)).data.user).toBeNull();
    // The other player keeps everything.
    expect((await admin.from('gambling_sessions').select('*', { count: 'exact', head: true }).eq('user_id', other.userId)).count).toBe(1);
    expect((await admin.storage.from('w2g-images').list(other.userId)).data?.map((f) => f.name)).toEqual(['keep.png']);
  });

  it('admin-user-management refuses a player (403) and serves the seeded admin', async () => {
    const { client } = await emu.signUpUser();
    const refused = await client.functions.invoke('admin-user-management', { body: { action: 'list_auth_users' } });
    expect(await errorOf(refused.error)).toEqual({ status: 403, body: { error: 'Admin access required' } });

    const admin = await signIn('admin@slotplay.test', 'DemoAdmin123!');
    const { data, error } = await admin.functions.invoke<{ users: { email: string }[] }>('admin-user-management', { body: { action: 'list_auth_users' } });
    expect(error).toBeNull();
    expect(data?.users.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@slotplay.test', 'demo@slotplay.test']));
  });

  it('scrape-casino-data re-imports Nevada over the seeded directory without changes and records the import', async () => {
    const admin = await signIn('admin@slotplay.test', 'DemoAdmin123!');
    const before = await admin.from('casinos').select('id', { count: 'exact', head: true }).eq('state', 'NV');
    const { data, error } = await admin.functions.invoke('scrape-casino-data', { body: { searchQuery: 'Nevada' } });
    if (error) expect(await errorOf(error)).toBeNull();
    expect(error).toBeNull();
    // The answer also names which source answered and whether that was a fallback.
    expect(data).toMatchObject({ success: true, totalFound: expect.any(Number), insertedCount: 0, updatedCount: 0, error: null, source: expect.any(String), fallback: expect.any(Boolean) });
    const after = await admin.from('casinos').select('id', { count: 'exact', head: true }).eq('state', 'NV');
    expect(after.count).toBe(before.count);
    const nv = await admin.from('state_casino_management').select('import_status, total_casinos_count, last_import_date').eq('state_code', 'NV').single();
    expect(nv.data).toMatchObject({ import_status: 'completed', total_casinos_count: before.count });
    expect(Date.now() - Date.parse(String(nv.data?.last_import_date))).toBeLessThan(60_000);
  });
});
