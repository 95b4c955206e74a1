import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { w2gThresholdForYear } from '../../src/lib/tax/w2g-thresholds';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * "W-2G received": a jackpot written without saying whether a form was given gets the tax year's
 * threshold's answer from the server (private.w2g_slot_threshold), the same table as src/lib/tax/tax-rules.ts:
 * proven equal year by year, one cent below and at the line; what the player says is kept.
 */
let emu: TestEmulator;
let player: { client: SupabaseClient; userId: string };

beforeAll(async () => {
  emu = await startTestEmulator();
  player = await emu.signUpUser();
});
afterAll(async () => emu?.close());

describe('w2g_received', () => {
  it('defaults from the year of the jackpot, 1995 to the current year, as the app table says', async () => {
    const last = new Date().getFullYear();
    const rows = [];
    for (let year = 1995; year <= last; year++) {
      const line = w2gThresholdForYear(year).amount;
      // The 1st of January is never in the future.
      rows.push({ user_id: player.userId, jackpot_date: `${year}-01-01`, amount: line - 0.01, notes: `below ${year}` });
      rows.push({ user_id: player.userId, jackpot_date: `${year}-01-01`, amount: line, notes: `at ${year}` });
    }
    const { data, error } = await player.client.from('w2g_jackpots').insert(rows).select('jackpot_date, amount, w2g_received, notes');
    expect(error).toBeNull();
    expect(data).toHaveLength(rows.length);
    for (const r of data ?? []) expect([r.notes, r.w2g_received]).toEqual([r.notes, String(r.notes).startsWith('at ')]);
  });

  it('the known lines by hand: $1,200 through 2025, $2,000 in 2026', async () => {
    const { data, error } = await player.client
      .from('w2g_jackpots')
      .insert([
        { user_id: player.userId, jackpot_date: '2025-06-01', amount: 1200 },
        { user_id: player.userId, jackpot_date: '2026-06-01', amount: 1800 },
        { user_id: player.userId, jackpot_date: '2026-06-01', amount: 2000 },
      ])
      .select('amount, w2g_received');
    expect(error).toBeNull();
    expect(data?.map((r) => [Number(r.amount), r.w2g_received])).toEqual([
      [1200, true],
      [1800, false],
      [2000, true],
    ]);
  });

  it('what the player says is kept: a form below the line, none above it, and an edit of the amount keeps the choice', async () => {
    const { data, error } = await player.client
      .from('w2g_jackpots')
      .insert([
        { user_id: player.userId, jackpot_date: '2026-06-02', amount: 1800, w2g_received: true },
        { user_id: player.userId, jackpot_date: '2026-06-02', amount: 2500, w2g_received: false },
      ])
      .select('id, w2g_received');
    expect(error).toBeNull();
    expect(data?.map((r) => r.w2g_received)).toEqual([true, false]);
    const edited = await player.client.from('w2g_jackpots').update({ amount: 1000 }).eq('id', data![0].id).select('w2g_received').single();
    expect(edited.data?.w2g_received).toBe(true);
  });
});
