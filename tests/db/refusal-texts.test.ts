import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ALREADY_CASHED_OUT_TEXT,
  AMOUNT_TOO_LARGE_TEXT,
  MONEY_RULE_TEXT,
  NOT_A_NUMBER_TEXT,
  ONE_LIVE_MACHINE_TEXT,
  PLAIN_SERVER_REFUSALS,
  playerRefusal,
} from '../../src/lib/write-errors';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * The player's words of the database's refusals (src/lib/write-errors.ts) are tied to the database: each refusal is
 * raised through supabase-js against the emulator, and the text the app shows is read from the error as it arrives.
 * A constraint renamed, a hint dropped or a message reworded in SQL fails here, not on a player's screen.
 */
let emu: TestEmulator;
let a: { client: SupabaseClient; userId: string };
let b: { client: SupabaseClient; userId: string };
let casinoId: string;

const ONCE = { onConflict: 'id', ignoreDuplicates: true } as const;
const today = () => new Date().toISOString().slice(0, 10);
const shown = (error: unknown) => playerRefusal(error)?.message ?? null;

beforeAll(async () => {
  emu = await startTestEmulator();
  [a, b] = await Promise.all([emu.signUpUser(), emu.signUpUser()]);
  const { data, error } = await emu
    .service()
    .from('casinos')
    .insert({ name: 'Refusal Palace', city: 'Reno', state: 'NV' })
    .select('id')
    .single();
  if (error) throw error;
  casinoId = data.id as string;
}, 120_000);
afterAll(async () => emu?.close());

async function startMachine(coinsIn = 20, sessionDate = today()) {
  const id = randomUUID();
  const { error } = await a.client
    .from('gambling_sessions')
    .upsert(
      { id, user_id: a.userId, is_live: true, coins_in: coinsIn, coins_out: 0, session_date: sessionDate, session_time: '10:00:00' },
      ONCE,
    );
  return { id, error };
}
const cashOut = (id: string, ticket: number, endDate = today(), endTime = '11:00:00') =>
  a.client.rpc('cash_out_live_session', {
    p_session_id: id,
    p_cash_out_id: randomUUID(),
    p_ticket: ticket,
    p_end_date: endDate,
    p_end_time: endTime,
  });

describe("the database's refusals, in the app's words", () => {
  const plainRaised = new Set<string>();

  it('a second live machine, and a machine cashed out on another device', async () => {
    const first = await startMachine();
    expect(first.error).toBeNull();
    const second = await startMachine();
    expect(shown(second.error)).toBe(ONE_LIVE_MACHINE_TEXT);

    expect((await cashOut(first.id, 50)).error).toBeNull();
    const again = await cashOut(first.id, 60);
    expect(shown(again.error)).toBe(ALREADY_CASHED_OUT_TEXT);
  });

  it("the live machine's own checks, each a plain message the app shows as it is", async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const early = await startMachine(20, future);
    plainRaised.add(String(early.error?.message));
    expect(shown(early.error)).toBe('A machine cannot be started in the future');

    const live = await startMachine();
    expect(live.error).toBeNull();
    const noMoney = await a.client.rpc('add_live_money', { p_session_id: live.id, p_entry_id: randomUUID(), p_amount: 0 });
    plainRaised.add(String(noMoney.error?.message));
    expect(shown(noMoney.error)).toBe('Money in must be more than 0');

    const below = await cashOut(live.id, -1);
    plainRaised.add(String(below.error?.message));
    expect(shown(below.error)).toBe('The ticket value cannot be below zero');

    const backwards = await cashOut(live.id, 10, today(), '09:00:00');
    plainRaised.add(String(backwards.error?.message));
    expect(shown(backwards.error)).toBe('The end cannot be before the start');
  });

  it("another player's row named by a reference: the database's own words", async () => {
    const theirs = randomUUID();
    const made = await b.client.from('gambling_sessions').insert({
      id: theirs,
      user_id: b.userId,
      coins_in: 10,
      coins_out: 0,
      session_date: today(),
      session_time: '12:00:00',
    });
    expect(made.error).toBeNull();
    const { error } = await a.client
      .from('w2g_jackpots')
      .insert({ user_id: a.userId, amount: 1500, jackpot_date: today(), tax_withheld: 0, session_id: theirs });
    expect(error?.hint).toBe('not_yours');
    expect(shown(error)).toBe('This slot session is not yours');
  });

  it('the money rule of each kind of column, an amount too large and text that is no number', async () => {
    const slot = { user_id: a.userId, session_date: today(), session_time: '13:00:00', coins_in: 10 };
    // Below zero is refused by the amounts' trigger before any check, in plain words.
    const negative = await a.client.from('gambling_sessions').insert({ ...slot, coins_out: -5 });
    plainRaised.add(String(negative.error?.message));
    expect(shown(negative.error)).toBe('Amounts cannot be negative');
    const tooMuch = await a.client.from('gambling_sessions').insert({ ...slot, coins_out: 5_000_000_000 });
    expect(shown(tooMuch.error)).toBe(MONEY_RULE_TEXT.money);

    const zeroLimit = await a.client.from('play_limits').upsert({ id: a.userId, day_loss_limit: 0 });
    expect(shown(zeroLimit.error)).toBe(MONEY_RULE_TEXT.money_above_zero);

    const statement = { user_id: a.userId, casino_id: casinoId, tax_year: 2025 };
    const huge = await a.client.from('casino_win_loss_statements').insert({ ...statement, net_win_loss: 5_000_000_000 });
    expect(shown(huge.error)).toBe(MONEY_RULE_TEXT.money_signed);

    const overflow = await a.client.from('gambling_sessions').insert({ ...slot, coins_out: 1e13 });
    expect(overflow.error?.code).toBe('22003');
    expect(shown(overflow.error)).toBe(AMOUNT_TOO_LARGE_TEXT);

    const text = await a.client.from('gambling_sessions').insert({ ...slot, coins_out: 'ten' as unknown as number });
    expect(shown(text.error)).toBe(NOT_A_NUMBER_TEXT);

    // Every plain refusal the app lists is one the database raised above, word for word.
    expect([...plainRaised].sort()).toEqual([...PLAIN_SERVER_REFUSALS].sort());
  });
});
