import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { createAuthUser, queryAs, rpcJson } from './support/sql-actor';

/** The non-statistics RPCs: notifications, public profiles, nearby casinos, reports, admin figures. */
const A = '6b000000-0000-4000-8000-00000000000a';
const B = '6b000000-0000-4000-8000-00000000000b';
const ADMIN = '6b000000-0000-4000-8000-00000000000d';
const NEAR = '6bc00000-0000-4000-8000-000000000001';
const MID = '6bc00000-0000-4000-8000-000000000002';
const FAR = '6bc00000-0000-4000-8000-000000000003';

let emu: TestEmulator;
const db = () => emu.ctx.db;

beforeAll(async () => {
  emu = await startTestEmulator({ fromSnapshot: false, seed: false });
  await createAuthUser(db(), A, 'a@misc.test', { first_name: 'Ann' });
  await createAuthUser(db(), B, 'b@misc.test');
  await createAuthUser(db(), ADMIN, 'admin@misc.test');
  await emu.sql(`
    insert into public.admin_users (id, email) values ('${ADMIN}', 'admin@misc.test');
    update public.profiles set nickname = 'Annie', avatar_url = 'https://cdn.example.test/a.png' where id = '${A}';
    update public.profiles set nickname = 'Hidden', is_public_profile = false where id = '${B}';
    -- Three casinos east of (0, 0): 0.1 deg ~ 6.9 mi, 0.5 deg ~ 34.5 mi, 1 deg ~ 69 mi.
    insert into public.casinos (id, name, latitude, longitude, phone, website, street_address, city, state, zip_code,
                                casino_type, operating_hours, rewards_program, amenities, image_url, gaming_machine_class) values
      ('${NEAR}', 'Near', 0, 0.1, '1', 'w.example.test', 's', 'c', 'NV', '1', 'Other', '{"monday":"24/7"}', 'r', '{ATM}', 'https://img.example.test/i.png', 'Both'),
      ('${MID}', 'Mid', 0, 0.5, '1', null, null, null, null, null, null, '{}', null, '{}', null, null),
      ('${FAR}', 'Far', 0, 1.0, null, null, null, null, null, null, null, '{}', null, '{}', null, null);
    insert into public.user_casino_preferences (user_id, casino_id, is_favorite, player_club_id) values
      ('${A}', '${NEAR}', true, 'PC-1'), ('${B}', '${MID}', true, null), ('${A}', '${FAR}', false, 'PC-3');
    insert into public.notifications (id, title, message, target_type, target_users, target_casino_id, is_active, expires_at, created_at) values
      ('6b0e0000-0000-4000-8000-000000000001', 'All', 'm', 'all', null, null, true, null, '2025-01-01'),
      ('6b0e0000-0000-4000-8000-000000000002', 'Near fans', 'm', 'casino_users', null, '${NEAR}', true, null, '2025-01-02'),
      ('6b0e0000-0000-4000-8000-000000000003', 'For B', 'm', 'specific', array['${B}']::uuid[], null, true, null, '2025-01-03'),
      ('6b0e0000-0000-4000-8000-000000000004', 'Expired', 'm', 'all', null, null, true, '2000-01-01', '2025-01-04'),
      ('6b0e0000-0000-4000-8000-000000000005', 'Inactive', 'm', 'all', null, null, false, null, '2025-01-05');
    insert into public.user_notifications (user_id, notification_id, is_read, read_at) values
      ('${A}', '6b0e0000-0000-4000-8000-000000000001', true, now());
    insert into public.w2g_jackpots (user_id, casino_id, jackpot_date, amount, tax_withheld) values
      ('${A}', '${NEAR}', '2025-01-10', 1200, 288), ('${A}', '${NEAR}', '2025-01-20', 1500, 0),
      ('${A}', '${MID}', '2025-03-01', 2000, 480), ('${A}', '${MID}', '2024-12-31', 9999, 0),
      ('${B}', '${MID}', '2025-02-01', 5000, 0);
    insert into public.gambling_sessions (user_id, session_date, coins_in, coins_out, include_in_daily_totals) values
      ('${A}', '2025-02-01', 100, 40, true), ('${A}', '2025-02-03', 10, 30, false);
    insert into public.casino_sessions (id, user_id, casino_id, arrival_date, starting_cash, additional_cash, final_cash) values
      ('6b5e0000-0000-4000-8000-000000000001', '${A}', '${NEAR}', '2025-02-01', 100,
       '[{"amount": 50, "timestamp": "2025-02-01T20:00:00Z", "note": "ATM"}, {"amount": 20.5, "timestamp": "2025-02-01T23:00:00Z", "note": "Marker"}]', null),
      ('6b5e0000-0000-4000-8000-000000000002', '${A}', '${MID}', '2025-04-01', 0,
       '[{"amount": 10, "timestamp": "2025-04-01T10:00:00Z", "note": "late"}]', 5),
      ('6b5e0000-0000-4000-8000-000000000003', '${B}', '${MID}', '2025-02-01', 0,
       '[{"amount": 999, "timestamp": "2025-02-01T10:00:00Z", "note": "B"}]', null);
  `);
});
afterAll(async () => emu?.close());

describe('get_user_notifications', () => {
  it('lists active, unexpired notifications targeted at the caller with is_read, newest first', async () => {
    const a = await queryAs<{ title: string; is_read: boolean }>(db(), A, 'select title, is_read from public.get_user_notifications($1)', [A]);
    expect(a.rows).toEqual([{ title: 'Near fans', is_read: false }, { title: 'All', is_read: true }]);
    const b = await queryAs<{ title: string }>(db(), B, 'select title from public.get_user_notifications($1)', [B]);
    expect(b.rows.map((r) => r.title)).toEqual(['For B', 'All']);
  });

  it('returns the documented columns', async () => {
    const a = await queryAs<Record<string, unknown>>(db(), A, 'select * from public.get_user_notifications($1) limit 1', [A]);
    expect(Object.keys(a.rows[0])).toEqual([
      'notification_id', 'title', 'message', 'notification_type', 'priority', 'action_url', 'action_text', 'created_at', 'is_read',
    ]);
  });

  it("refuses another user's list unless the caller is an admin", async () => {
    expect((await queryAs(db(), B, 'select * from public.get_user_notifications($1)', [A])).error?.code).toBe('42501');
    expect((await queryAs(db(), null, 'select * from public.get_user_notifications($1)', [A])).error?.code).toBe('42501');
    const asAdmin = await queryAs<{ title: string }>(db(), ADMIN, 'select title from public.get_user_notifications($1)', [A]);
    expect(asAdmin.rows.map((r) => r.title)).toEqual(['Near fans', 'All']);
  });

  it('applies the same targeting to a direct select on notifications', async () => {
    const b = await queryAs<{ title: string }>(db(), B, 'select title from public.notifications order by created_at desc');
    expect(b.rows.map((r) => r.title)).toEqual(['For B', 'All']);
  });
});

describe('get_public_profiles and public_profiles', () => {
  it('returns id, nickname and avatar only for public profiles (and the caller)', async () => {
    const res = await queryAs(db(), ADMIN, 'select * from public.get_public_profiles($1) order by nickname', [[A, B]]);
    expect(res.rows).toEqual([{ id: A, nickname: 'Annie', avatar_url: 'https://cdn.example.test/a.png' }]);
    const own = await queryAs<{ id: string }>(db(), B, 'select id from public.get_public_profiles($1)', [[B]]);
    expect(own.rows).toEqual([{ id: B }]);
    const view = await queryAs(db(), ADMIN, 'select * from public.public_profiles where id = any($1)', [[A, B]]);
    expect(view.rows).toEqual([{ id: A, nickname: 'Annie', avatar_url: 'https://cdn.example.test/a.png' }]);
  });

  it('is not available to anonymous callers', async () => {
    expect((await queryAs(db(), null, 'select * from public.public_profiles')).error?.code).toBe('42501');
  });
});

describe('nearby_casinos', () => {
  it('keeps casinos within the radius, nearest first, with haversine miles', async () => {
    const res = await queryAs<{ name: string; distance_miles: number }>(
      db(), A, 'select name, distance_miles from public.nearby_casinos(0, 0, 50)');
    expect(res.rows.map((r) => r.name)).toEqual(['Near', 'Mid']);
    expect(res.rows[0].distance_miles).toBeCloseTo(6.9097, 3);
    expect(res.rows[1].distance_miles).toBeCloseTo(34.5487, 3);
  });

  it('defaults to 50 miles and honours a smaller radius', async () => {
    const def = await queryAs<{ name: string }>(db(), A, 'select name from public.nearby_casinos(0, 0)');
    expect(def.rows.map((r) => r.name)).toEqual(['Near', 'Mid']);
    const small = await queryAs<{ name: string }>(db(), A, 'select name from public.nearby_casinos(0, 0, 25)');
    expect(small.rows.map((r) => r.name)).toEqual(['Near']);
  });
});

describe('report RPCs', () => {
  it('summarises the caller\'s W2Gs in the range with a by-month list', async () => {
    const s = await rpcJson(db(), A, "public.get_w2g_summary('2025-01-01', '2025-12-31')");
    expect(s).toEqual({
      count: 3, total_amount: 4700, total_tax_withheld: 768, net: 3932,
      by_month: [{ month: '2025-01', count: 2, amount: 2700 }, { month: '2025-03', count: 1, amount: 2000 }],
    });
    const empty = await rpcJson(db(), B, "public.get_w2g_summary('2025-03-01', '2025-03-31')");
    expect(empty).toEqual({ count: 0, total_amount: 0, total_tax_withheld: 0, net: 0, by_month: [] });
  });

  it('flattens the caller\'s added cash in the range, newest first', async () => {
    const res = await queryAs<{ session_id: string; casino_name: string; amount: string; note: string }>(
      db(), A, "select session_id, casino_name, amount::text as amount, note from public.get_add_cash_transactions('2025-01-01', '2025-03-31')");
    expect(res.rows).toEqual([
      { session_id: '6b5e0000-0000-4000-8000-000000000001', casino_name: 'Near', amount: '20.5', note: 'Marker' },
      { session_id: '6b5e0000-0000-4000-8000-000000000001', casino_name: 'Near', amount: '50', note: 'ATM' },
    ]);
  });
});

describe('admin RPCs', () => {
  it('scores casinos by completeness and refuses players', async () => {
    const scores = await queryAs<{ name: string; data_quality_score: number }>(
      db(), A, 'select name, data_quality_score from public.casinos where id = any($1) order by name', [[NEAR, MID, FAR]]);
    expect(scores.rows).toEqual([
      { name: 'Far', data_quality_score: 10 }, { name: 'Mid', data_quality_score: 20 }, { name: 'Near', data_quality_score: 100 },
    ]);
    expect((await queryAs(db(), A, 'select public.calculate_casino_data_quality_score(null)')).error?.code).toBe('42501');
    await emu.sql(`alter table public.casinos disable trigger casinos_before_write;
      update public.casinos set data_quality_score = 0;
      alter table public.casinos enable trigger casinos_before_write;`);
    const one = await queryAs<{ n: number }>(db(), ADMIN, 'select public.calculate_casino_data_quality_score($1) as n', [MID]);
    expect(one.rows).toEqual([{ n: 1 }]);
    const all = await queryAs<{ n: number }>(db(), ADMIN, 'select public.calculate_casino_data_quality_score(null) as n');
    expect(all.rows).toEqual([{ n: 3 }]);
    const after = await db().query<{ s: number }>('select sum(data_quality_score)::int as s from public.casinos');
    expect(after.rows[0].s).toBe(130);
  });

  it('summarises data quality', async () => {
    const s = await rpcJson(db(), ADMIN, 'public.get_data_quality_summary()');
    expect(s).toEqual({
      total: 3, average: 43.3,
      bands: { excellent: 1, good: 0, fair: 0, poor: 2 },
      missing: { phone: 1, website: 2, address: 2, coordinates: 0, casino_type: 2, operating_hours: 2 },
      needs_attention: [
        { id: FAR, name: 'Far', city: null, state: null, data_quality_score: 10 },
        { id: MID, name: 'Mid', city: null, state: null, data_quality_score: 20 },
      ],
    });
    expect((await queryAs(db(), B, 'select public.get_data_quality_summary()')).error?.code).toBe('42501');
  });

  it('reports notification stats with a read rate over possible reads', async () => {
    // possible = all (3 profiles) x 3 'all' notifications + 1 Near fan + 1 specific = 11; 1 read.
    // Active: All, Near fans and For B (3); 'Expired' is is_active but past expires_at, 'Inactive' is off.
    const s = await rpcJson(db(), ADMIN, 'public.get_notification_stats()');
    expect(s).toEqual({ totalNotifications: 5, activeNotifications: 3, readRate: 9.1, totalReads: 1 });
    expect((await queryAs(db(), A, 'select public.get_notification_stats()')).error?.code).toBe('42501');
  });

  it('summarises one user for the admin dialog', async () => {
    const s = await rpcJson(db(), ADMIN, 'public.get_admin_user_summary($1)', [A]);
    expect(s).toEqual({
      w2g: { total_amount: 14699, tax_withheld: 768, count: 4 },
      sessions: { total_sessions: 2, coins_in: 110, coins_out: 70, net_result: -40, last_session_date: '2025-02-03' },
      favorites: [{ casino_id: NEAR, name: 'Near', city: 'c', state: 'NV', player_club_id: 'PC-1' }],
    });
    expect((await queryAs(db(), A, 'select public.get_admin_user_summary($1)', [A])).error?.code).toBe('42501');
  });
});
