import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { createAuthUser, queryAs, rpcJson } from './support/sql-actor';

/**
 * get_play_stats: every statistics rule and period boundary, at the SQL level
 * (runAs = one PostgREST-style transaction as the player).
 */
const P = '5a000000-0000-4000-8000-000000000001';
const Q = '5a000000-0000-4000-8000-000000000002';
const T = '5a000000-0000-4000-8000-000000000003';
const EMPTY = '5a000000-0000-4000-8000-000000000004';
const H = '5a000000-0000-4000-8000-000000000005';
const ALPHA = '5ac00000-0000-4000-8000-00000000000a';
const BRAVO = '5ac00000-0000-4000-8000-00000000000b';
const M1 = '5a500000-0000-4000-8000-000000000001';
const M2 = '5a500000-0000-4000-8000-000000000002';

interface Period {
  slot: {
    sessions: number;
    coins_in: number;
    coins_out: number;
    free_play: number;
    hand_pays: number;
    net: number;
    most_won_casino: string | null;
    most_won_slot: string | null;
  };
  casino: { visits: number; cash_in: number; cash_out: number; net: number };
}
type Stats = Record<'today' | 'month' | 'year' | 'all_time', Period>;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ fromSnapshot: false, seed: false });
  const db = emu.ctx.db;
  for (const [id, email] of [[P, 'p@stats.test'], [Q, 'q@stats.test'], [T, 't@stats.test'], [EMPTY, 'e@stats.test'], [H, 'h@stats.test']]) {
    await createAuthUser(db, id, email);
  }
  await emu.sql(`
    insert into public.casinos (id, name) values ('${ALPHA}', 'Alpha Casino'), ('${BRAVO}', 'Bravo Casino');
    insert into public.slot_machines (id, name, slot_name) values ('${M1}', 'Buffalo', 'Buffalo Gold'), ('${M2}', 'Cleopatra', null);
    insert into public.gambling_sessions (user_id, session_date, casino_id, slot_machine_id, coins_in, coins_out, include_in_daily_totals) values
      ('${P}', '2025-03-15', '${ALPHA}', '${M1}', 100, 300, true),
      ('${P}', '2025-03-01', '${BRAVO}', '${M2}', 50, 20, true),
      ('${P}', '2025-03-31', '${BRAVO}', '${M2}', 10, 60, true),
      ('${P}', '2025-02-28', '${BRAVO}', '${M2}', 100, 400, true),
      ('${P}', '2025-01-01', '${ALPHA}', '${M1}', 20, 0, true),
      ('${P}', '2025-12-31', '${ALPHA}', '${M2}', 0, 5, true),
      ('${P}', '2024-12-31', '${BRAVO}', '${M1}', 1000, 0, true),
      ('${P}', '2025-03-15', '${BRAVO}', '${M2}', 500, 5000, false),
      ('${P}', '2026-01-01', '${ALPHA}', '${M1}', 1, 2, true),
      ('${Q}', '2025-03-15', '${BRAVO}', '${M2}', 1, 99999, true),
      ('${T}', '2025-06-01', '${BRAVO}', '${M2}', 0, 10, true),
      ('${T}', '2025-06-01', '${ALPHA}', '${M1}', 0, 10, true);
    insert into public.casino_sessions (user_id, casino_id, arrival_date, starting_cash, additional_cash, final_cash) values
      ('${P}', '${ALPHA}', '2025-03-15', 100,
        '[{"amount": 50, "timestamp": "2025-03-15T20:00:00Z", "note": "ATM"}, {"amount": 25, "timestamp": "2025-03-15T21:00:00Z", "note": "Marker"}]', 200),
      ('${P}', '${ALPHA}', '2025-03-15', 40, '[]', 10),
      ('${P}', '${BRAVO}', '2025-03-16', 300, '[{"amount": 100, "timestamp": "2025-03-16T20:00:00Z", "note": "ATM"}]', null),
      ('${P}', '${BRAVO}', '2025-03-31', 60, '[]', 100),
      ('${P}', '${BRAVO}', '2025-01-01', 20, '[]', 0),
      ('${P}', '${ALPHA}', '2024-12-31', 1000, '[]', 1500),
      ('${Q}', '${ALPHA}', '2025-03-15', 1, '[]', 77777);
  `);
});
afterAll(async () => emu?.close());

const stats = (sub: string, today: string) => rpcJson<Stats>(emu.ctx.db, sub, 'public.get_play_stats($1::date)', [today]);

describe('get_play_stats slot figures', () => {
  it('counts today only on p_today and skips sessions excluded from daily totals', async () => {
    const s = await stats(P, '2025-03-15');
    expect(s.today.slot).toEqual({
      sessions: 1, coins_in: 100, coins_out: 300, free_play: 0, hand_pays: 0, net: 200, most_won_casino: 'Alpha Casino',
      most_won_slot: 'Buffalo',
    });
  });

  it('takes the whole calendar month, first and last day included, and not the day before it', async () => {
    const s = await stats(P, '2025-03-15');
    expect(s.month.slot).toEqual({
      sessions: 3, coins_in: 160, coins_out: 380, free_play: 0, hand_pays: 0, net: 220, most_won_casino: 'Alpha Casino',
      most_won_slot: 'Buffalo',
    });
  });

  it('takes the calendar year from 1 January to 31 December', async () => {
    const s = await stats(P, '2025-03-15');
    expect(s.year.slot).toEqual({
      sessions: 6, coins_in: 280, coins_out: 785, free_play: 0, hand_pays: 0, net: 505, most_won_casino: 'Bravo Casino',
      most_won_slot: 'Cleopatra',
    });
  });

  it('names the casino and slot with the largest positive net, never one where the player lost overall (all time)', async () => {
    // Summing only the winning sessions would name Bravo (+350 won there, beside -1,030 lost: -680 overall). The nets:
    // Alpha +200 - 20 + 5 + 1 = +186, Bravo -30 + 50 + 300 - 1,000 = -680; Buffalo +200 - 20 - 1,000 + 1 = -819,
    // Cleopatra -30 + 50 + 300 + 5 = +325.
    const s = await stats(P, '2025-03-15');
    expect(s.all_time.slot).toEqual({
      sessions: 8, coins_in: 1281, coins_out: 787, free_play: 0, hand_pays: 0, net: -494, most_won_casino: 'Alpha Casino',
      most_won_slot: 'Cleopatra',
    });
  });

  it('on 1 January counts only that day in its month and the whole year', async () => {
    const s = await stats(P, '2025-01-01');
    expect(s.today.slot.sessions).toBe(1);
    expect(s.today.slot.most_won_casino).toBeNull();
    expect(s.month.slot).toMatchObject({ sessions: 1, net: -20, most_won_casino: null, most_won_slot: null });
    expect(s.year.slot.sessions).toBe(6);
  });

  it('on 31 December counts the last day of the year and month', async () => {
    const s = await stats(P, '2025-12-31');
    expect(s.today.slot).toMatchObject({ sessions: 1, coins_out: 5, most_won_casino: 'Alpha Casino', most_won_slot: 'Cleopatra' });
    expect(s.month.slot.sessions).toBe(1);
    expect(s.year.slot.sessions).toBe(6);
  });

  it('breaks a tie between equal winnings by the alphabetically first name', async () => {
    const s = await stats(T, '2025-06-01');
    expect(s.today.slot.most_won_casino).toBe('Alpha Casino');
    // The machine's full name, as every screen names it (its alternative name 'Buffalo Gold' only when it has none).
    expect(s.today.slot.most_won_slot).toBe('Buffalo');
  });

  it('shows the free play and hand pays between coin in, money out and net, adding up (in cents)', async () => {
    // Reno, 2025-04-10: Buffalo, coin in $65.00 of which $25.00 free play, money out $0 -> 0 - (65 - 25) = -40.00;
    // Cleopatra, coin in $100.00, money out $50.00 and a $1,500.00 hand pay linked -> 50 - 100 + 1,500 = +1,450.00.
    // Month: coin in 165, free play 25, money out 50, hand pays 1,500: 50 - 165 + 25 + 1,500 = +1,410.00 = -40 + 1,450.
    await emu.sql(`
      insert into public.gambling_sessions (id, user_id, session_date, casino_id, slot_machine_id, coins_in, coins_out, free_play) values
        ('5a5e0000-0000-4000-8000-000000000001', '${H}', '2025-04-10', '${ALPHA}', '${M1}', 65, 0, 25),
        ('5a5e0000-0000-4000-8000-000000000002', '${H}', '2025-04-10', '${BRAVO}', '${M2}', 100, 50, 0);
      insert into public.w2g_jackpots (user_id, session_id, casino_id, jackpot_date, amount, tax_withheld, hand_pay) values
        ('${H}', '5a5e0000-0000-4000-8000-000000000002', '${BRAVO}', '2025-04-10', 1500, 0, true);`);
    const s = await stats(H, '2025-04-10');
    const slot = { sessions: 2, coins_in: 165, coins_out: 50, free_play: 25, hand_pays: 1500, net: 1410 };
    expect(s.today.slot).toEqual({ ...slot, most_won_casino: 'Bravo Casino', most_won_slot: 'Cleopatra' });
    expect(s.month.slot).toEqual({ ...slot, most_won_casino: 'Bravo Casino', most_won_slot: 'Cleopatra' });
  });
});

describe('get_play_stats casino figures', () => {
  it('counts completed sessions only, distinct casino+date visits, real cash in and out (today)', async () => {
    const s = await stats(P, '2025-03-15');
    expect(s.today.casino).toEqual({ visits: 1, cash_in: 215, cash_out: 210, net: -5 });
  });

  it('excludes the active session of the 16th from the month', async () => {
    const s = await stats(P, '2025-03-16');
    expect(s.today.casino).toEqual({ visits: 0, cash_in: 0, cash_out: 0, net: 0 });
    expect(s.month.casino).toEqual({ visits: 2, cash_in: 275, cash_out: 310, net: 35 });
  });

  it('includes the first day of the year and all time', async () => {
    const s = await stats(P, '2025-03-15');
    expect(s.year.casino).toEqual({ visits: 3, cash_in: 295, cash_out: 310, net: 15 });
    expect(s.all_time.casino).toEqual({ visits: 4, cash_in: 1295, cash_out: 1810, net: 515 });
  });
});

describe('get_play_stats access', () => {
  it('returns zeros and nulls for a player without rows, never another player\'s data', async () => {
    const zero: Period = {
      slot: { sessions: 0, coins_in: 0, coins_out: 0, free_play: 0, hand_pays: 0, net: 0, most_won_casino: null, most_won_slot: null },
      casino: { visits: 0, cash_in: 0, cash_out: 0, net: 0 },
    };
    expect(await stats(EMPTY, '2025-03-15')).toEqual({ today: zero, month: zero, year: zero, all_time: zero });
  });

  it('refuses anonymous callers with 42501', async () => {
    const res = await queryAs(emu.ctx.db, null, "select public.get_play_stats('2025-03-15')");
    expect(res.error?.code).toBe('42501');
  });
});
