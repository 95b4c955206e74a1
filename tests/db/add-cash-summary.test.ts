import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * get_add_cash_summary through supabase-js: the Reports 'Total Add Cash' card. Its count and total must
 * agree with the entries get_add_cash_transactions lists for the same range, for the caller only.
 */
let emu: TestEmulator;
let a: { client: SupabaseClient; userId: string };
let b: { client: SupabaseClient; userId: string };

const entry = (amount: number, timestamp: string | null, note: string | null = null) => ({ amount, timestamp, note });

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  const { data: casino, error } = await a.client.from('casinos').select('id').order('name').limit(1).single();
  if (error) throw error;
  const visits = (userId: string) => [
    // Two entries share a timestamp, one has none: the list's order must still be total.
    { user_id: userId, casino_id: casino.id, arrival_date: '2025-01-01', additional_cash: [entry(100.25, '2025-01-01T20:00:00Z', 'ATM'), entry(40, '2025-01-01T20:00:00Z', 'Marker')] },
    { user_id: userId, casino_id: casino.id, arrival_date: '2025-03-15', additional_cash: [entry(20.5, '2025-03-15T18:00:00Z'), entry(0.25, null, 'no time')], final_cash: 10 },
    { user_id: userId, casino_id: null, arrival_date: '2025-12-31', additional_cash: [entry(300, '2026-01-01T02:00:00Z', 'after midnight UTC')] },
    { user_id: userId, casino_id: casino.id, arrival_date: '2024-12-31', additional_cash: [entry(999, '2024-12-31T23:00:00Z')] },
    { user_id: userId, casino_id: casino.id, arrival_date: '2025-06-01', additional_cash: [] },
  ];
  for (const [who, rows] of [[a, visits(a.userId)], [b, visits(b.userId).map((v) => ({ ...v, additional_cash: v.additional_cash.map((e) => ({ ...e, amount: e.amount * 7 })) }))]] as const) {
    const { error: insertError } = await who.client.from('casino_sessions').insert(rows);
    if (insertError) throw insertError;
  }
});
afterAll(async () => emu?.close());

async function summary(client: SupabaseClient, p_start: string | null, p_end: string | null) {
  const { data, error } = await client.rpc('get_add_cash_summary', { p_start, p_end });
  if (error) throw error;
  return data as { count: number; total: number };
}

async function entries(client: SupabaseClient, p_start: string | null, p_end: string | null) {
  const { data, error } = await client.rpc('get_add_cash_transactions', { p_start, p_end });
  if (error) throw error;
  return data as { amount: number; note: string | null; timestamp: string | null }[];
}

const cents = (rows: { amount: number }[]) => rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0) / 100;

describe('get_add_cash_summary', () => {
  it('counts and totals the caller\'s entries by arrival date, first and last day included', async () => {
    expect(await summary(a.client, '2025-01-01', '2025-12-31')).toEqual({ count: 5, total: 461 });
    expect(await summary(a.client, '2025-03-15', '2025-03-15')).toEqual({ count: 2, total: 20.75 });
  });

  it('equals the sum of the entries the list returns for the same range', async () => {
    for (const [start, end] of [['2025-01-01', '2025-12-31'], ['2025-01-02', '2025-12-30'], [null, null], ['2024-01-01', '2024-12-31']] as const) {
      const list = await entries(a.client, start, end);
      expect(await summary(a.client, start, end)).toEqual({ count: list.length, total: cents(list) });
    }
  });

  it('treats a null bound as open', async () => {
    expect(await summary(a.client, null, null)).toEqual({ count: 6, total: 1460 });
    expect(await summary(a.client, '2025-03-15', null)).toEqual({ count: 3, total: 320.75 });
    expect(await summary(a.client, null, '2024-12-31')).toEqual({ count: 1, total: 999 });
  });

  it('is zero for a range without entries', async () => {
    expect(await summary(a.client, '2025-06-01', '2025-06-30')).toEqual({ count: 0, total: 0 });
  });

  it('never counts another player\'s cash', async () => {
    expect(await summary(b.client, '2025-01-01', '2025-12-31')).toEqual({ count: 5, total: 3227 });
    const fresh = await emu.signUpUser();
    expect(await summary(fresh.client, null, null)).toEqual({ count: 0, total: 0 });
  });

  it('refuses anon', async () => {
    const { data, error } = await emu.anon().rpc('get_add_cash_summary', { p_start: null, p_end: null });
    expect(data).toBeNull();
    expect(error).not.toBeNull();
    expect(error?.code).toBe('42501');
  });
});

describe('get_add_cash_transactions paging', () => {
  it('pages through every entry exactly once (entries sharing or lacking a timestamp included)', async () => {
    const all = await entries(a.client, null, null);
    const paged: typeof all = [];
    for (let from = 0; from < all.length + 2; from += 2) {
      const { data, error } = await a.client.rpc('get_add_cash_transactions', { p_start: null, p_end: null }).range(from, from + 1);
      if (error) throw error;
      paged.push(...(data as typeof all));
    }
    expect(paged).toEqual(all);
    expect(all.map((e) => e.note)).toEqual(['after midnight UTC', null, 'Marker', 'ATM', null, 'no time']);
  });
});
