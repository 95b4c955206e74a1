import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Tax records through supabase-js: bad input is refused with a clear message and saves nothing; an archived casino
 * stays on the records that name it; the casino win/loss statement figures are the owner's alone.
 */
let emu: TestEmulator;
let a: { client: SupabaseClient; userId: string };
let b: { client: SupabaseClient; userId: string };
let casinoId: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  const { data, error } = await emu
    .service()
    .from('casinos')
    .insert({ name: 'Archive Test Casino', street_address: '9 Record Row', city: 'Reno', state: 'NV', zip_code: '89501' })
    .select('id')
    .single();
  if (error) throw error;
  casinoId = data.id;
});
afterAll(async () => emu?.close());

const count = async (table: 'casino_sessions' | 'gambling_sessions' | 'w2g_jackpots', userId: string) => {
  const { count: n, error } = await emu.service().from(table).select('id', { count: 'exact', head: true }).eq('user_id', userId);
  if (error) throw error;
  return n;
};

describe('bad input gets a clear message and saves nothing', () => {
  it('a departure before the arrival', async () => {
    const visit = { user_id: a.userId, casino_id: casinoId, arrival_date: '2025-05-05', arrival_time: '22:00:00', starting_cash: 100 };
    const earlierDay = await a.client.from('casino_sessions').insert({ ...visit, departure_date: '2025-05-04', departure_time: '23:00:00', final_cash: 50 });
    const earlierHour = await a.client.from('casino_sessions').insert({ ...visit, departure_date: '2025-05-05', departure_time: '21:00:00', final_cash: 50 });
    expect(earlierDay.error?.message).toBe('Departure cannot be before arrival');
    expect(earlierHour.error?.message).toBe('Departure cannot be before arrival');
    expect(await count('casino_sessions', a.userId)).toBe(0);
    // Past midnight is fine.
    const ok = await a.client.from('casino_sessions').insert({ ...visit, departure_date: '2025-05-06', departure_time: '01:30:00', final_cash: 50 });
    expect(ok.error).toBeNull();
  });

  it('a negative amount', async () => {
    const visit = await a.client.from('casino_sessions').insert({ user_id: a.userId, casino_id: casinoId, arrival_date: '2025-05-07', starting_cash: -5 });
    const slot = await a.client.from('gambling_sessions').insert({ user_id: a.userId, casino_id: casinoId, session_date: '2025-05-07', coins_in: -1, coins_out: 0 });
    const w2g = await a.client.from('w2g_jackpots').insert({ user_id: a.userId, casino_id: casinoId, jackpot_date: '2025-05-07', amount: 2000, state_tax_withheld: -1 });
    for (const r of [visit, slot, w2g]) expect(r.error?.message).toBe('Amounts cannot be negative');
    expect(await count('gambling_sessions', a.userId)).toBe(0);
    expect(await count('w2g_jackpots', a.userId)).toBe(0);
  });

  it('a W-2G dated in the future, and withholding (federal + state) above the jackpot', async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const ahead = await a.client.from('w2g_jackpots').insert({ user_id: a.userId, casino_id: casinoId, jackpot_date: future, amount: 2500 });
    expect(ahead.error?.message).toBe('A W2G cannot be dated in the future');
    const over = await a.client.from('w2g_jackpots').insert({ user_id: a.userId, casino_id: casinoId, jackpot_date: '2025-05-08', amount: 2500, tax_withheld: 2000, state_tax_withheld: 600 });
    expect(over.error?.message).toBe('Tax withheld cannot be more than the jackpot');
    expect(await count('w2g_jackpots', a.userId)).toBe(0);
    const ok = await a.client
      .from('w2g_jackpots')
      .insert({ user_id: a.userId, casino_id: casinoId, jackpot_date: '2025-05-08', amount: 2500, tax_withheld: 600, state: 'NV', state_winnings: 2500, state_tax_withheld: 0, hand_pay: true })
      .select('state, state_winnings, state_tax_withheld, hand_pay')
      .single();
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ state: 'NV', state_winnings: 2500, state_tax_withheld: 0, hand_pay: true });
  });
});

describe('an archived casino', () => {
  it('leaves the directory but stays, with its name and address, on the records that name it', async () => {
    const archived = await emu.service().from('casinos').update({ archived_at: new Date().toISOString() }).eq('id', casinoId).select('id');
    expect(archived.data).toHaveLength(1);
    const listed = await a.client.from('casinos').select('id').is('archived_at', null).eq('id', casinoId);
    expect(listed.data).toEqual([]);
    const { data, error } = await a.client.from('casino_sessions').select('casino:casinos(name, street_address, city, state, zip_code)').eq('user_id', a.userId);
    expect(error).toBeNull();
    expect(data).toEqual([{ casino: { name: 'Archive Test Casino', street_address: '9 Record Row', city: 'Reno', state: 'NV', zip_code: '89501' } }]);
  });

  it('cannot be deleted while records name it (not even by the service role): the delete is refused and the visit keeps it', async () => {
    const gone = await emu.service().from('casinos').delete().eq('id', casinoId).select('id');
    expect(gone.error?.code).toBe('23001'); // restrict_violation
    const still = await emu.service().from('casinos').select('id').eq('id', casinoId);
    expect(still.data).toEqual([{ id: casinoId }]);
    const { data } = await a.client.from('casino_sessions').select('casino_id').eq('user_id', a.userId);
    expect(data).toEqual([{ casino_id: casinoId }]);
  });
});

describe('casino win/loss statements', () => {
  it('one figure per casino and year, replaced by a second save, seen by its owner only', async () => {
    const save = (net: number) =>
      a.client.from('casino_win_loss_statements').upsert({ user_id: a.userId, casino_id: casinoId, tax_year: 2025, net_win_loss: net }, { onConflict: 'user_id,casino_id,tax_year' });
    expect((await save(-1500)).error).toBeNull();
    expect((await save(-1250.5)).error).toBeNull();
    const mine = await a.client.from('casino_win_loss_statements').select('tax_year, net_win_loss');
    expect(mine.data).toEqual([{ tax_year: 2025, net_win_loss: -1250.5 }]);
    const theirs = await b.client.from('casino_win_loss_statements').select('id');
    expect(theirs.data).toEqual([]);
    const sneak = await b.client.from('casino_win_loss_statements').insert({ user_id: a.userId, casino_id: casinoId, tax_year: 2024, net_win_loss: 1 });
    expect(sneak.error?.code).toBe('42501');
  });
});
