import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { appSupabase as app } from '../helpers/app-supabase';

/**
 * "Restore my data" end to end through supabase-js against the emulator: a ZIP made by "Download my data"
 * (src/features/account/api/export-my-data.ts) goes back (src/features/account/api/restore-my-data.ts) into
 * a new account on this server and into an account on another server (a second emulator); the same ZIP twice
 * adds nothing; a restore the database refuses leaves nothing (no row, no photo); bad archives are refused
 * before anything is written.
 */
vi.mock('@/lib/supabase', async () => (await import('../helpers/app-supabase')).appSupabaseModule);

type Row = Record<string, unknown>;
interface Archive {
  summary: { counts: Record<string, number>; cashEntries: number; years: number[]; photos: number };
  photos: Record<string, Uint8Array>;
}
type Counts = { rows: number; added: number; merged: number; same: number; not_restored: number; skipped_casino: number };
interface Answer {
  tables: Record<string, Counts>;
  not_restored: Record<string, unknown>[];
  kept: Record<string, unknown>[];
}
interface Plan {
  archive: Archive;
  casinoMap: Record<string, string>;
  machineMap: Record<string, string>;
  missingCasinos: { id: string; name: string; rows: number }[];
  machinesAsOwn: { id: string; name: string }[];
}
interface Api {
  exportMyData(input: { userId: string; year: number | null; onProgress: () => void }): Promise<{ zip: Blob }>;
  readRestoreArchive(file: Blob, userId: string): Promise<Archive>;
  planRestore(archive: Archive): Promise<Plan>;
  restoreMyData(input: { userId: string; plan: Plan; onProgress: () => void }): Promise<Answer>;
}
// Through the app's alias at run time (the tests' tsconfig does not resolve '@/', see tests/referee/rest-cases.ts).
const EXPORT = '@/features/account/api/export-my-data';
const RESTORE = '@/features/account/api/restore-my-data';
const READ = '@/features/account/api/read-restore-archive';
const MANIFEST = '@/features/account/lib/my-data-manifest';
const api = {
  ...(await import(/* @vite-ignore */ EXPORT)),
  ...(await import(/* @vite-ignore */ READ)),
  ...(await import(/* @vite-ignore */ RESTORE)),
} as Api;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
type Player = { client: SupabaseClient; userId: string };

/** A preparer link's address (the app's shape: 43 base64url characters). */
const PREPARER_TOKEN = 'restoreTestPreparerLink_0123456789abcdefghw';
let emu: TestEmulator;
let other: TestEmulator;
let owner: Player;
let zip: Uint8Array;
const noProgress = () => undefined;
/** A kind's counts in the answer: what is not given is 0. */
const counts = (c: Partial<Counts> & { rows: number }): Counts => ({ added: 0, merged: 0, same: 0, not_restored: 0, skipped_casino: 0, ...c });
/** A casino only the first server has (added by SQL), and one whose id differs on the second server but not its name and address. */
const ONLY_HERE = '0b0b0b0b-0000-4000-8000-000000000001';
const RENAMED_HERE = '0b0b0b0b-0000-4000-8000-000000000002';
const RENAMED_THERE = '0c0c0c0c-0000-4000-8000-000000000002';
const casinoSql = (id: string, name: string) =>
  `insert into public.casinos (id, name, street_address, city, state) values ('${id}', '${name}', '1 Test Way', 'Reno', 'NV');`;

async function must<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw error;
  return data;
}

/** The player's records in every restored table, read with the service key. */
async function recordsOf(server: TestEmulator, userId: string) {
  const svc = server.service();
  const by = async (table: string, column: string, order: string) =>
    must(svc.from(table).select('*').eq(column, userId).order(order)) as Promise<Row[]>;
  return {
    gambling_sessions: await by('gambling_sessions', 'user_id', 'coins_in'),
    casino_sessions: await by('casino_sessions', 'user_id', 'starting_cash'),
    w2g_jackpots: await by('w2g_jackpots', 'user_id', 'amount'),
    casino_win_loss_statements: await by('casino_win_loss_statements', 'user_id', 'tax_year'),
    user_casino_preferences: await by('user_casino_preferences', 'user_id', 'player_club_id'),
    slot_machines: await by('slot_machines', 'added_by', 'name'),
    play_limits: await by('play_limits', 'id', 'id'),
    profiles: await by('profiles', 'id', 'id'),
    trips: await by('trips', 'user_id', 'start_date'),
    trip_costs: await by('trip_costs', 'user_id', 'amount'),
    trip_comps: await by('trip_comps', 'user_id', 'value'),
    trip_suggestion_dismissals: await by('trip_suggestion_dismissals', 'user_id', 'start_date'),
    photos: ((await must(svc.storage.from('w2g-images').list(userId))) as { name: string }[]).map((f) => f.name).sort(),
  };
}
type Records = Awaited<ReturnType<typeof recordsOf>>;

/** Rows with the fields that name an account or a row's own id left out, references replaced by what they point at. */
function comparable(r: Records) {
  const machineName = new Map(r.slot_machines.map((m) => [m.id, m.name]));
  const sessionNotes = new Map(r.gambling_sessions.map((s) => [s.id, s.notes]));
  const strip = (row: Row, drop: string[]): Row => Object.fromEntries(Object.entries(row).filter(([k]) => !drop.includes(k)));
  const tripMoney = (s: Row): Row => ({
    ...strip(s, ['id', 'user_id']),
    trip_id: r.trips.find((x) => x.id === s.trip_id)?.name ?? s.trip_id,
    casino_session_id: r.casino_sessions.find((x) => x.id === s.casino_session_id)?.notes ?? s.casino_session_id,
  });
  return {
    gambling_sessions: r.gambling_sessions.map((s): Row => ({
      ...strip(s, ['id', 'user_id']),
      slot_machine_id: machineName.get(s.slot_machine_id as string) ?? s.slot_machine_id,
    })),
    casino_sessions: r.casino_sessions.map((s) => strip(s, ['id', 'user_id'])),
    w2g_jackpots: r.w2g_jackpots.map((j) => ({
      ...strip(j, ['id', 'user_id']),
      session_id: sessionNotes.get(j.session_id as string) ?? null,
      slot_machine_id: machineName.get(j.slot_machine_id as string) ?? j.slot_machine_id,
      images: (j.images as string[]).map((p) => p.split('/').slice(1).join('/')),
    })),
    casino_win_loss_statements: r.casino_win_loss_statements.map((s) => strip(s, ['id', 'user_id'])),
    user_casino_preferences: r.user_casino_preferences.map((s) => strip(s, ['id', 'user_id'])),
    slot_machines: r.slot_machines.map((s) => strip(s, ['id', 'added_by'])),
    play_limits: r.play_limits.map((s) => strip(s, ['id'])),
    // A cost's or comp's trip and casino session by what they are (a name, notes).
    trips: r.trips.map((s) => strip(s, ['id', 'user_id'])),
    trip_costs: r.trip_costs.map((s) => tripMoney(s)),
    trip_comps: r.trip_comps.map((s) => tripMoney(s)),
    trip_suggestion_dismissals: r.trip_suggestion_dismissals.map((s) => strip(s, ['id', 'user_id'])),
  };
}

beforeAll(async () => {
  [emu, other] = await Promise.all([startTestEmulator(), startTestEmulator()]);
  await emu.sql(casinoSql(ONLY_HERE, 'Only Here Casino') + casinoSql(RENAMED_HERE, 'Same Name Casino'));
  await other.sql(casinoSql(RENAMED_THERE, 'Same Name Casino'));
  owner = await emu.signUpUser();
  const c = owner.client;
  const casinoId = ((await must(c.from('casinos').select('id').order('name').limit(1))) as { id: string }[])[0].id;
  const catalog = ((await must(c.from('slot_machines').select('id').is('added_by', null).order('name').limit(1))) as { id: string }[])[0];
  const own = (await must(c.from('slot_machines').insert({ name: 'My Lucky Reel', added_by: owner.userId }).select('id').single())) as { id: string };
  const sessions = (await must(
    c
      .from('gambling_sessions')
      .insert([
        { user_id: owner.userId, casino_id: casinoId, slot_machine_id: catalog.id, session_date: '2019-05-04', session_time: '14:30:00', coins_in: '100.50', coins_out: 80, notes: 'catalog machine',
          // Counters tapped at the machine travel with their session.
          bonus_count: 4, jackpot_count: 1 },
        { user_id: owner.userId, casino_id: RENAMED_HERE, slot_machine_id: own.id, session_date: '2023-01-02', session_time: '09:00:00', coins_in: 200, coins_out: 1450.25, notes: 'own machine' },
        { user_id: owner.userId, casino_id: ONLY_HERE, session_date: '2024-07-08', session_time: '22:15:00', coins_in: 300, coins_out: 0, notes: 'casino only here' },
      ])
      .select('id, notes'),
  )) as { id: string; notes: string }[];
  // One more jackpot tapped (its tap id kept in counter_taps): 4 bonuses and 2 jackpots.
  const counted = sessions.find((s) => s.notes === 'catalog machine')!.id;
  await must(c.rpc('tap_machine_counter', { p_session_id: counted, p_tap_id: crypto.randomUUID(), p_counter: 'jackpot' }));
  await must(
    c.from('casino_sessions').insert({
      user_id: owner.userId,
      casino_id: casinoId,
      arrival_date: '2023-01-02',
      arrival_time: '08:00:00',
      departure_date: '2023-01-02',
      departure_time: '18:00:00',
      starting_cash: 500,
      additional_cash: [
        { amount: 100, timestamp: '2023-01-02T12:00:00Z', note: 'ATM' },
        { amount: 60, timestamp: '2023-01-02T15:00:00Z', note: null },
      ],
      final_cash: 900,
      notes: 'a good day',
    }),
  );
  const jackpotId = crypto.randomUUID();
  const photo = `${owner.userId}/${jackpotId}.png`;
  await must(c.storage.from('w2g-images').upload(photo, PNG, { contentType: 'image/png' }));
  await must(
    c.from('w2g_jackpots').insert({
      id: jackpotId,
      user_id: owner.userId,
      casino_id: RENAMED_HERE,
      slot_machine_id: own.id,
      session_id: sessions.find((s) => s.notes === 'own machine')!.id,
      jackpot_date: '2023-01-02',
      jackpot_time: '10:00:00',
      amount: 1250,
      tax_withheld: 300,
      ticket_number: 'T-77',
      images: [photo],
      hand_pay: true,
    }),
  );
  await must(c.from('casino_win_loss_statements').insert({ user_id: owner.userId, casino_id: casinoId, tax_year: 2023, net_win_loss: -1234.56 }));
  await must(c.from('user_casino_preferences').insert({ user_id: owner.userId, casino_id: casinoId, is_favorite: true, player_club_id: 'CLUB-42' }));
  await must(c.from('play_limits').insert({ id: owner.userId, day_loss_limit: 300, casino_session_time_limit_minutes: 240 }));
  // A trip (at two casinos, one only this server has) with a cost on it, a cost on its casino session, a
  // comp, a dismissed suggestion and a share link (not in the ZIP).
  const casinoSessionId = ((await must(c.from('casino_sessions').select('id').eq('user_id', owner.userId))) as { id: string }[])[0].id;
  const tripId = crypto.randomUUID();
  await must(c.from('trips').insert({ id: tripId, user_id: owner.userId, name: 'Reno weekend', start_date: '2023-01-01', end_date: '2023-01-03', casino_ids: [casinoId, ONLY_HERE], notes: 'with Pat' }));
  await must(c.from('trip_costs').insert([
    { user_id: owner.userId, trip_id: tripId, kind: 'hotel', amount: 480, note: '2 nights' },
    { user_id: owner.userId, casino_session_id: casinoSessionId, kind: 'fee', amount: 6 },
  ]));
  await must(c.from('trip_comps').insert({ user_id: owner.userId, trip_id: tripId, kind: 'food', value: 60 }));
  await must(c.from('trip_suggestion_dismissals').insert({ user_id: owner.userId, start_date: '2022-06-01', end_date: '2022-06-02' }));
  await must(c.from('trip_shares').insert({ user_id: owner.userId, trip_id: tripId, token: 'restore_test_share_token_0123456789abcdefgw' }));
  // A preparer link (its row in the ZIP without its address; not restored) and one opening of it.
  await must(c.from('preparer_links').insert({ user_id: owner.userId, tax_year: 2024, token: PREPARER_TOKEN }));
  expect((await emu.anon().rpc('get_preparer_link', { p_token: PREPARER_TOKEN })).data).toMatchObject({ status: 'ok', tax_year: 2024 });
  await must(c.from('profiles').update({ nickname: 'Reels', first_name: 'Rita' }).eq('id', owner.userId).select('id').single());

  app.client = c;
  const { zip: blob } = await api.exportMyData({ userId: owner.userId, year: null, onProgress: noProgress });
  zip = new Uint8Array(await blob.arrayBuffer());
}, 120_000);
afterAll(async () => Promise.all([emu?.close(), other?.close()]));

/** The archive's files with its manifest written again to match them (as "Download my data" writes it). */
async function withManifest(f: Record<string, Uint8Array>): Promise<Uint8Array> {
  const manifest = JSON.parse(new TextDecoder().decode(f['manifest.json']));
  const { sha256Hex } = (await import(/* @vite-ignore */ MANIFEST)) as { sha256Hex(b: Uint8Array): Promise<string> };
  manifest.files = {};
  for (const [p, b] of Object.entries(f)) if (p !== 'manifest.json') manifest.files[p] = { sha256: await sha256Hex(b), bytes: b.length };
  f['manifest.json'] = strToU8(JSON.stringify(manifest));
  return zipSync(f);
}

async function restoreInto(player: Player, bytes: Uint8Array = zip) {
  app.client = player.client;
  const archive = await api.readRestoreArchive(new Blob([bytes.slice()]), player.userId);
  const plan = await api.planRestore(archive);
  const result = await api.restoreMyData({ userId: player.userId, plan, onProgress: noProgress });
  return { archive, plan, result };
}

describe('Restore my data', () => {
  it('shows what the ZIP holds before anything is written', async () => {
    app.client = owner.client;
    const archive = await api.readRestoreArchive(new Blob([zip.slice()]), owner.userId);
    expect(archive.summary.counts).toEqual({
      gambling_sessions: 3,
      casino_sessions: 1,
      w2g_jackpots: 1,
      casino_win_loss_statements: 1,
      user_casino_preferences: 1,
      slot_machines: 1,
      play_limits: 1,
      trips: 1,
      trip_costs: 2,
      trip_comps: 1,
      trip_suggestion_dismissals: 1,
      profile: 1,
    });
    expect(archive.summary.cashEntries).toBe(2);
    expect(archive.summary.years).toEqual([2019, 2023, 2024]);
    expect(archive.summary.photos).toBe(1);
  });

  it("holds the preparer links made (never their address) and their openings, and restores neither", async () => {
    const f = unzipSync(zip);
    const links = JSON.parse(new TextDecoder().decode(f['my-data/preparer_links.json'])) as Record<string, unknown>[];
    expect(links.map((l) => Object.keys(l).sort())).toEqual([['created_at', 'expires_at', 'id', 'revoked', 'revoked_at', 'tax_year', 'user_id']]);
    expect(links[0]).toMatchObject({ tax_year: 2024, revoked: false });
    expect(new TextDecoder().decode(f['my-data/preparer_links.csv'])).not.toContain(PREPARER_TOKEN);
    expect(JSON.parse(new TextDecoder().decode(f['my-data/preparer_link_openings.json']))).toHaveLength(1);
    const fresh = await emu.signUpUser();
    await restoreInto(fresh);
    expect(await must(fresh.client.from('preparer_links').select('id'))).toEqual([]);
    expect(await must(fresh.client.from('preparer_link_openings').select('id'))).toEqual([]);
  });

  it('brings every row and photo back into a new account on this server, as that player; twice adds nothing', async () => {
    const fresh = await emu.signUpUser();
    const before = await recordsOf(emu, owner.userId);
    const { result } = await restoreInto(fresh);
    expect(result.tables.gambling_sessions).toEqual(counts({ rows: 3, added: 3 }));
    const after = await recordsOf(emu, fresh.userId);
    expect(comparable(after)).toEqual(comparable(before));
    expect(after.photos).toEqual(before.photos);
    expect(after.gambling_sessions.find((g) => g.notes === 'catalog machine')).toMatchObject({ bonus_count: 4, jackpot_count: 2 });
    expect(after.profiles[0]).toMatchObject({ nickname: 'Reels', first_name: 'Rita' });
    // Every restored row is the new player's; the owner's rows are untouched.
    expect((await recordsOf(emu, owner.userId)).gambling_sessions).toEqual(before.gambling_sessions);
    const photo = await must(fresh.client.storage.from('w2g-images').download((after.w2g_jackpots[0].images as string[])[0]));
    expect(new Uint8Array(await (photo as unknown as Blob).arrayBuffer())).toEqual(new Uint8Array(PNG));

    const again = await restoreInto(fresh);
    for (const t of ['gambling_sessions', 'casino_sessions', 'w2g_jackpots', 'casino_win_loss_statements', 'user_casino_preferences', 'slot_machines', 'play_limits', 'trips', 'trip_costs', 'trip_comps', 'trip_suggestion_dismissals'])
      expect(again.result.tables[t], t).toMatchObject({ added: 0, merged: 0, not_restored: 0 });
    expect(await recordsOf(emu, fresh.userId)).toEqual(after);

    // Partly there: one slot session deleted, the restore adds that one back only.
    await must(fresh.client.from('gambling_sessions').delete().eq('notes', 'casino only here').eq('user_id', fresh.userId).select('id').single());
    const partial = await restoreInto(fresh);
    expect(partial.result.tables.gambling_sessions).toEqual(counts({ rows: 3, added: 1, same: 2 }));
    expect(comparable(await recordsOf(emu, fresh.userId))).toEqual(comparable(before));
  });

  it('restores a ZIP written before the limits per casino session were renamed (visit_loss_limit, visit_time_limit_minutes)', async () => {
    const f = unzipSync(zip);
    const limits = JSON.parse(new TextDecoder().decode(f['my-data/play_limits.json'])) as Row[];
    // A ZIP of today names them for the casino session.
    expect(limits).toEqual([expect.objectContaining({ casino_session_loss_limit: null, day_loss_limit: 300, casino_session_time_limit_minutes: 240 })]);
    expect(Object.keys(limits[0]).filter((k) => k.startsWith('visit'))).toEqual([]);
    // The same row as a ZIP of before migration 20260101004700 had it (a loss limit set too).
    const old = limits.map(({ casino_session_loss_limit: _loss, casino_session_time_limit_minutes: minutes, ...r }) => ({
      ...r,
      visit_loss_limit: 450,
      visit_time_limit_minutes: minutes,
    }));
    f['my-data/play_limits.json'] = strToU8(JSON.stringify(old, null, 2));
    const fresh = await emu.signUpUser();
    const { result } = await restoreInto(fresh, await withManifest(f));
    expect(result.tables.play_limits).toEqual(counts({ rows: 1, added: 1 }));
    expect((await recordsOf(emu, fresh.userId)).play_limits).toEqual([
      expect.objectContaining({ id: fresh.userId, casino_session_loss_limit: 450, day_loss_limit: 300, casino_session_time_limit_minutes: 240 }),
    ]);
  });

  it('restoring the owner\'s own ZIP into the owner\'s account adds nothing', async () => {
    const before = await recordsOf(emu, owner.userId);
    const { result } = await restoreInto(owner);
    expect(Object.values(result.tables).map((t) => t.added + t.merged + t.not_restored)).toEqual(Object.values(result.tables).map(() => 0));
    expect(await recordsOf(emu, owner.userId)).toEqual(before);
  });

  it('restores into another server: casinos by id, else by name and address; a missing casino is reported, its rows not written', async () => {
    const there = await other.signUpUser();
    const { plan, result } = await restoreInto(there);
    expect(plan.casinoMap[RENAMED_HERE]).toBe(RENAMED_THERE);
    expect(plan.missingCasinos.map((c) => ({ name: c.name, rows: c.rows }))).toEqual([{ name: 'Only Here Casino', rows: 1 }]);
    expect(result.tables.gambling_sessions).toEqual(counts({ rows: 3, added: 2, not_restored: 1, skipped_casino: 1 }));
    // Named: the third slot session by date (the ZIP's are sent by date), at the casino this directory lacks.
    expect(result.not_restored).toEqual([
      { table: 'gambling_sessions', row: 3, reason: 'casino', casino_id: ONLY_HERE, date: '2024-07-08', time: '22:15:00' },
    ]);
    const here = comparable(await recordsOf(emu, owner.userId));
    const restored = await recordsOf(other, there.userId);
    const got = comparable(restored);
    expect(got.gambling_sessions).toEqual(
      here.gambling_sessions.filter((s) => s.notes !== 'casino only here').map((s) => (s.casino_id === RENAMED_HERE ? { ...s, casino_id: RENAMED_THERE } : s)),
    );
    expect(got.w2g_jackpots).toEqual(here.w2g_jackpots.map((j) => ({ ...j, casino_id: RENAMED_THERE })));
    expect(got.casino_sessions).toEqual(here.casino_sessions);
    // The trip keeps the casino found there and leaves out the one missing; its costs and comp follow it.
    expect(got.trips).toEqual(here.trips.map((t) => ({ ...t, casino_ids: (t.casino_ids as string[]).filter((c) => c !== ONLY_HERE) })));
    expect([got.trip_costs, got.trip_comps]).toEqual([here.trip_costs, here.trip_comps]);
    expect(restored.photos).toHaveLength(1);
    const again = await restoreInto(there);
    expect(again.result.tables.gambling_sessions).toEqual(counts({ rows: 3, same: 2, not_restored: 1, skipped_casino: 1 }));
  });

  it('all or nothing: a row the database refuses rolls the whole restore back and removes the photos it uploaded', async () => {
    const fresh = await emu.signUpUser();
    // Tax withheld above the jackpot (an archive from before the manifest, so no checksum stops it first): the
    // W-2G check refuses the row, after the slot sessions went in.
    const f = unzipSync(zip);
    delete f['manifest.json'];
    const jackpots = JSON.parse(new TextDecoder().decode(f['my-data/w2g_jackpots.json'])) as Row[];
    f['my-data/w2g_jackpots.json'] = strToU8(JSON.stringify(jackpots.map((j) => ({ ...j, tax_withheld: 99999 }))));
    await expect(restoreInto(fresh, zipSync(f))).rejects.toMatchObject({
      message: 'Row 1 of the W2G jackpots: Tax withheld cannot be more than the jackpot. Nothing was restored.',
    });
    const left = await recordsOf(emu, fresh.userId);
    expect([left.gambling_sessions, left.casino_sessions, left.w2g_jackpots, left.slot_machines, left.play_limits, left.photos]).toEqual([[], [], [], [], [], []]);
  });
});

describe('Restore my data refuses a bad archive, and nothing is written', () => {
  const files = () => unzipSync(zip);
  const rezip = (f: Record<string, Uint8Array>) => zipSync(f);
  const manifestOf = (f: Record<string, Uint8Array>) => JSON.parse(new TextDecoder().decode(f['manifest.json']));
  /** A changed archive whose manifest was rewritten to match (what a careful forger would do). */
  async function forged(change: (f: Record<string, Uint8Array>) => void): Promise<Uint8Array> {
    const f = files();
    change(f);
    return withManifest(f);
  }
  /** The ZIP with its central directory saying `name` unpacks to `size` bytes (a ZIP bomb's directory; the data stays small). */
  const claimSize = (bytes: Uint8Array, name: string, size: number) => {
    const out = bytes.slice();
    const view = new DataView(out.buffer);
    for (let i = 0; i + 46 < out.length; i++) {
      if (view.getUint32(i, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(i + 28, true);
      if (new TextDecoder().decode(out.subarray(i + 46, i + 46 + nameLength)) === name) view.setUint32(i + 24, size, true);
    }
    return out;
  };
  const photoName = (f: Record<string, Uint8Array>) => Object.keys(f).find((p) => p.startsWith('photos/'))!;
  const cases: [string, () => Uint8Array | Promise<Uint8Array>, string][] = [
    ['not a ZIP', () => strToU8('id,coins_in\n1,2\n'), 'This file is not a ZIP. Choose the ZIP that "Download my data" saved.'],
    ['a damaged ZIP', () => zip.slice(0, 200), 'This file is not a ZIP. Choose the ZIP that "Download my data" saved.'],
    ['a ZIP of another app', () => zipSync({ 'data.json': strToU8('[]'), 'readme.md': strToU8('hello') }), 'This ZIP was not made by "Download my data" of Slot Play Tracker.'],
    [
      'a tampered table',
      () => {
        const f = files();
        const rows = JSON.parse(new TextDecoder().decode(f['my-data/gambling_sessions.json']));
        rows[0].coins_out = 99999;
        f['my-data/gambling_sessions.json'] = strToU8(JSON.stringify(rows, null, 2));
        return rezip(f);
      },
      'This ZIP has been changed since it was downloaded: my-data/gambling_sessions.json does not match its checksum.',
    ],
    [
      'a newer format',
      () => {
        const f = files();
        f['manifest.json'] = strToU8(JSON.stringify({ ...manifestOf(f), format: 99 }));
        return rezip(f);
      },
      'This ZIP was made by a newer version of Slot Play Tracker (format 99; this version reads up to 2). Update the app, then restore it.',
    ],
    [
      'rows of another player mixed in (checksums fixed up)',
      () =>
        forged((f) => {
          const rows = JSON.parse(new TextDecoder().decode(f['my-data/gambling_sessions.json']));
          rows[1].user_id = crypto.randomUUID();
          f['my-data/gambling_sessions.json'] = strToU8(JSON.stringify(rows));
        }),
      'This ZIP holds rows of more than one player, so it is not one "Download my data" made.',
    ],
    [
      'a photo that is not an image (checksums fixed up)',
      () =>
        forged((f) => {
          f[photoName(f)] = strToU8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        }),
      'is not an image.',
    ],
    [
      'an oversized photo (checksums fixed up)',
      () =>
        forged((f) => {
          const big = new Uint8Array(10 * 1024 * 1024);
          big.set(PNG);
          f[photoName(f)] = big;
        }),
      'is larger than 10 MB.',
    ],
    [
      'a ZIP that unpacks to more than 500 MB (its directory says 600 MB: refused before unpacking)',
      () => claimSize(zip, 'my-data/gambling_sessions.json', 600 * 1024 * 1024),
      'This ZIP unpacks to more than 500 MB.',
    ],
    [
      'a table of more than 200,000 rows (checksums fixed up)',
      () =>
        forged((f) => {
          f['my-data/gambling_sessions.json'] = strToU8(JSON.stringify(Array.from({ length: 200_001 }, () => ({}))));
        }),
      'my-data/gambling_sessions.json holds more than 200,000 rows, more than a restore takes.',
    ],
  ];

  it.each(cases)('%s', async (_name, make, message) => {
    const fresh = await emu.signUpUser();
    app.client = fresh.client;
    const bytes = await make();
    const error = await api.readRestoreArchive(new Blob([bytes.slice()]), fresh.userId).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toContain(message);
    const left = await recordsOf(emu, fresh.userId);
    expect([left.gambling_sessions, left.casino_sessions, left.w2g_jackpots, left.slot_machines, left.play_limits, left.photos]).toEqual([[], [], [], [], [], []]);
  });

  it('rows that all name another player (checksums fixed up) are restored as the current player, never as that one', async () => {
    const victim = await emu.signUpUser();
    const victimBefore = await recordsOf(emu, victim.userId);
    const aimed = await forged((f) => {
      for (const [p, b] of Object.entries(f)) {
        delete f[p];
        const text = p.startsWith('photos/') ? null : new TextDecoder().decode(b);
        f[p.replaceAll(owner.userId, victim.userId)] = text === null ? b : strToU8(text.replaceAll(owner.userId, victim.userId));
      }
    });
    expect(new TextDecoder().decode(unzipSync(aimed)['my-data/gambling_sessions.json'])).toContain(victim.userId);
    const fresh = await emu.signUpUser();
    const { result } = await restoreInto(fresh, aimed);
    // 3 slot sessions, one of them at the casino only this server has (it is here): all 3 added.
    expect(result.tables.gambling_sessions).toEqual(counts({ rows: 3, added: 3 }));
    expect(comparable(await recordsOf(emu, fresh.userId))).toEqual(comparable(await recordsOf(emu, owner.userId)));
    expect(await recordsOf(emu, victim.userId)).toEqual(victimBefore);
  });

  it('an archive from before the manifest (no checksums) is still read', async () => {
    const f = files();
    delete f['manifest.json'];
    const fresh = await emu.signUpUser();
    const { result } = await restoreInto(fresh, zipSync(f));
    expect(result.tables.gambling_sessions).toEqual(counts({ rows: 3, added: 3 }));
  });

  it('amounts as numbers or text and extra name fields (a later export format) are read alike', async () => {
    const f = files();
    const rows = JSON.parse(new TextDecoder().decode(f['my-data/gambling_sessions.json'])) as Row[];
    const changed = rows.map((r) => ({ ...r, coins_in: String(r.coins_in), coins_out: Number(r.coins_out), casino_name: 'Named', slot_machine_name: 'Also named' }));
    delete f['manifest.json'];
    f['my-data/gambling_sessions.json'] = strToU8(JSON.stringify(changed));
    // Older archives lack newer columns: hand_pay falls back to its default.
    const jackpots = (JSON.parse(new TextDecoder().decode(f['my-data/w2g_jackpots.json'])) as Row[]).map(({ hand_pay: _, ...j }) => j);
    f['my-data/w2g_jackpots.json'] = strToU8(JSON.stringify(jackpots));
    const fresh = await emu.signUpUser();
    await restoreInto(fresh, zipSync(f));
    const got = await recordsOf(emu, fresh.userId);
    expect(got.gambling_sessions.map((s) => [s.coins_in, s.coins_out])).toEqual([
      [100.5, 80],
      [200, 1450.25],
      [300, 0],
    ]);
    expect(got.w2g_jackpots[0].hand_pay).toBe(false);
  });
});
