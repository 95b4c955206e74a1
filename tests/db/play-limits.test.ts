import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Play limits through supabase-js: the private play_limits row (only its owner reads or
 * writes it), pause_play, and the two aggregates get_play_limit_status / get_play_limit_report over fixed
 * records. Every expected value below is worked out by hand from the fixture (see the comments).
 */
let emu: TestEmulator;
let a: { client: SupabaseClient; userId: string };
let b: { client: SupabaseClient; userId: string };
let c1: string;
let c2: string;
const V = {
  v1: 'aaaaaaaa-0000-4000-8000-000000000001',
  v2: 'aaaaaaaa-0000-4000-8000-000000000002',
  v3: 'aaaaaaaa-0000-4000-8000-000000000003',
  v4: 'aaaaaaaa-0000-4000-8000-000000000004',
  v5: 'aaaaaaaa-0000-4000-8000-000000000005',
  v6: 'aaaaaaaa-0000-4000-8000-000000000006',
};
const NOW = '2026-03-15T21:00:00';

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  const { data: casinos, error } = await a.client.from('casinos').select('id').order('name').limit(2);
  if (error) throw error;
  [c1, c2] = casinos.map((c) => c.id as string);
  const visit = (id: string, casino: string, arrival: string, departure: string | null, starting: number, final: number | null, added: number[] = []) => ({
    id,
    user_id: a.userId,
    casino_id: casino,
    arrival_date: arrival.slice(0, 10),
    arrival_time: arrival.slice(11),
    departure_date: departure?.slice(0, 10) ?? null,
    departure_time: departure?.slice(11) ?? null,
    starting_cash: starting,
    final_cash: final,
    additional_cash: added.map((amount) => ({ amount, timestamp: null, note: null })),
  });
  const slot = (casino: string, at: string, coins_in: number, coins_out: number) => ({
    user_id: a.userId,
    casino_id: casino,
    session_date: at.slice(0, 10),
    session_time: at.slice(11),
    coins_in,
    coins_out,
  });
  const { error: vErr } = await a.client.from('casino_sessions').insert([
    visit(V.v1, c1, '2026-03-02 18:00:00', '2026-03-02 23:00:00', 800, 200), // net -600: loss 600, 300 min
    visit(V.v2, c1, '2026-03-10 10:00:00', '2026-03-10 11:00:00', 300, 350), // net +50: loss 0, 60 min
    visit(V.v3, c1, '2026-03-15 19:30:00', null, 400, null, [100]), // active: 90 min at NOW
    visit(V.v4, c2, '2026-02-20 14:00:00', '2026-02-20 15:30:00', 1000, 0), // loss 1000, 90 min
    visit(V.v5, c2, '2025-12-31 20:00:00', '2025-12-31 23:00:00', 900, 0), // last year: loss 900
    visit(V.v6, c2, '2026-03-12 20:00:00', null, 100, 100), // ended, no departure: loss 0, time unknown
  ]);
  if (vErr) throw vErr;
  const { error: sErr } = await a.client.from('gambling_sessions').insert([
    slot(c1, '2026-03-02 19:00:00', 500, 0), // inside v1: counted by v1's net, not again
    slot(c2, '2026-03-02 12:00:00', 100, 40), // loose: 60
    slot(c1, '2026-03-10 12:00:00', 200, 0), // after v2 left: loose 200
    slot(c2, '2026-03-10 13:00:00', 0, 150), // loose -150: the day's loose play is 200 - 150 = 50
    slot(c1, '2026-03-15 20:00:00', 300, 50), // inside active v3: 250
    slot(c1, '2026-03-15 20:30:00', 100, 0), // inside active v3: 100 -> v3 loss so far 350
    slot(c2, '2026-03-15 09:00:00', 200, 0), // loose: 200
    slot(c2, '2026-03-12 22:00:00', 50, 0), // inside v6 (ended without departure: until the end of its day)
    slot(c1, '2026-01-05 15:00:00', 700, 100), // loose: 600
  ]);
  if (sErr) throw sErr;
});
afterAll(async () => emu?.close());

async function rpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw error;
  return data as T;
}

describe('play_limits row: only its owner', () => {
  it('lets a player insert, read and update their own row', async () => {
    const { data, error } = await a.client
      .from('play_limits')
      .insert({ id: a.userId, casino_session_loss_limit: 500, day_loss_limit: 600, month_loss_limit: 1200, casino_session_time_limit_minutes: 120 })
      .select('casino_session_loss_limit, day_loss_limit, month_loss_limit, casino_session_time_limit_minutes, paused_until');
    expect(error).toBeNull();
    expect(data).toEqual([{ casino_session_loss_limit: 500, day_loss_limit: 600, month_loss_limit: 1200, casino_session_time_limit_minutes: 120, paused_until: null }]);
    const { data: updated } = await a.client.from('play_limits').update({ month_loss_limit: 1200 }).eq('id', a.userId).select('id');
    expect(updated).toEqual([{ id: a.userId }]);
  });

  it('hides the row from another player and from anon, and refuses their writes', async () => {
    const { data: seen } = await b.client.from('play_limits').select('id').eq('id', a.userId);
    expect(seen).toEqual([]);
    const { data: anonSeen } = await emu.anon().from('play_limits').select('id');
    expect(anonSeen ?? []).toEqual([]);
    const { data: changed } = await b.client.from('play_limits').update({ casino_session_loss_limit: 1 }).eq('id', a.userId).select('id');
    expect(changed).toEqual([]);
    const { error: insertError } = await b.client.from('play_limits').insert({ id: a.userId, day_loss_limit: 1 });
    expect(insertError?.code).toMatch(/^(42501|23505)$/);
    const { error: upsertError } = await b.client.from('play_limits').upsert({ id: a.userId, day_loss_limit: 1 });
    expect(upsertError).not.toBeNull();
    const { data: moved } = await a.client.from('play_limits').update({ id: b.userId }).eq('id', a.userId).select('id');
    expect(moved ?? []).toEqual([]);
    const { data: row } = await a.client.from('play_limits').select('casino_session_loss_limit, day_loss_limit').eq('id', a.userId).single();
    expect(row).toEqual({ casino_session_loss_limit: 500, day_loss_limit: 600 });
  });

  it('refuses deleting the row (limits are turned off by clearing them) and values of 0 or below', async () => {
    const { error } = await a.client.from('play_limits').delete().eq('id', a.userId);
    expect(error?.code).toBe('42501');
    const { error: zero } = await a.client.from('play_limits').update({ day_loss_limit: 0 }).eq('id', a.userId);
    expect(zero?.code).toBe('23514');
  });

  it('gives no one else a way to read the limits through the RPCs', async () => {
    const status = await rpc<Record<string, unknown>>(b.client, 'get_play_limit_status', { p_now: NOW, p_casino_session_id: V.v1 });
    expect(status).toEqual({ limits: null, day_loss: 0, day_in_live_machine: 0, month_loss: 0, month_in_live_machine: 0, casino_session: null });
    expect(await rpc(b.client, 'get_play_limit_report', { p_now: NOW })).toEqual({ has_limits: false });
    const { error } = await emu.anon().rpc('get_play_limit_status', { p_now: NOW });
    expect(error).not.toBeNull();
  });
});

describe('pause_play', () => {
  it('starts a pause and never shortens a longer one; only 24, 72 or 168 hours', async () => {
    const started = Date.now();
    const week = new Date(await rpc<string>(b.client, 'pause_play', { p_hours: 168 })).getTime();
    expect(week - started).toBeGreaterThan(167 * 3600_000);
    expect(week - started).toBeLessThan(169 * 3600_000);
    const after = new Date(await rpc<string>(b.client, 'pause_play', { p_hours: 24 })).getTime();
    expect(after).toBe(week);
    const { error } = await b.client.rpc('pause_play', { p_hours: 5 });
    expect(error?.code).toBe('22023');
    const { data: aRow } = await a.client.from('play_limits').select('paused_until').eq('id', a.userId).single();
    expect(aRow).toEqual({ paused_until: null });
  });
});

describe('get_play_limit_status', () => {
  it('sums today, this month and the active visit by hand', async () => {
    const status = await rpc<{ day_loss: number; month_loss: number; casino_session: unknown; limits: Record<string, unknown> }>(a.client, 'get_play_limit_status', {
      p_now: NOW,
    });
    // Today 03-15: active v3 350 + loose 200 = 550. March: 03-02 (600 + 60) + 03-10 (0 + 50) + 03-12 (0) + 03-15 (550) = 1260.
    expect(status.day_loss).toBe(550);
    expect(status.month_loss).toBe(1260);
    expect(status.casino_session).toEqual({ id: V.v3, active: true, loss: 350, in_live_machine: 0, minutes: 90 });
    expect(status.limits).toMatchObject({ casino_session_loss_limit: 500, day_loss_limit: 600, month_loss_limit: 1200, casino_session_time_limit_minutes: 120 });
  });

  it('reports a given ended visit: its loss from its net result and its time from arrival to departure', async () => {
    const v1 = await rpc<{ casino_session: unknown }>(a.client, 'get_play_limit_status', { p_now: NOW, p_casino_session_id: V.v1 });
    expect(v1.casino_session).toEqual({ id: V.v1, active: false, loss: 600, in_live_machine: 0, minutes: 300 });
    const v6 = await rpc<{ casino_session: unknown }>(a.client, 'get_play_limit_status', { p_now: NOW, p_casino_session_id: V.v6 });
    expect(v6.casino_session).toEqual({ id: V.v6, active: false, loss: 0, in_live_machine: 0, minutes: null });
  });
});

describe('get_play_limit_report', () => {
  it('counts the days, visits and months that reached a limit, this month and this year', async () => {
    // Days >= 600: 01-05 (600), 02-20 (1000), 03-02 (660). Visits: v1 (loss 600, 300 min), v4 (loss 1000).
    // Months >= 1200: March (1260); January 600 and February 1000 do not; December 2025 is last year.
    expect(await rpc(a.client, 'get_play_limit_report', { p_now: NOW })).toEqual({
      has_limits: true,
      month: { days: 1, casino_sessions: 1, months: 1 },
      year: { days: 3, casino_sessions: 2, months: 1 },
    });
  });

  it('leaves out the counts of a limit that is off', async () => {
    const { error } = await a.client.from('play_limits').update({ day_loss_limit: null, month_loss_limit: null }).eq('id', a.userId);
    expect(error).toBeNull();
    expect(await rpc(a.client, 'get_play_limit_report', { p_now: NOW })).toEqual({
      has_limits: true,
      month: { days: null, casino_sessions: 1, months: null },
      year: { days: null, casino_sessions: 2, months: null },
    });
  });
});
