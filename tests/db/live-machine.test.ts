import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Live machine sessions through supabase-js against the emulator: one live machine per player,
 * money in once per entry id (an outbox replay adds nothing), Cash out only while live (two devices: exactly
 * one wins, a replay of the winner's own Cash out is its success), and another player can touch none of it.
 */
let emu: TestEmulator;
type Player = { client: SupabaseClient; userId: string; email: string; password: string };
let a: Player;
let b: Player;
const ONCE = { onConflict: 'id', ignoreDuplicates: true } as const;

beforeAll(async () => {
  emu = await startTestEmulator();
  [a, b] = await Promise.all([emu.signUpUser(), emu.signUpUser()]);
});
afterAll(async () => emu?.close());

const today = () => new Date().toISOString().slice(0, 10);

async function start(who: Player, coinsIn = 0) {
  const id = randomUUID();
  const { error } = await who.client
    .from('gambling_sessions')
    .upsert({ id, user_id: who.userId, is_live: true, coins_in: coinsIn, coins_out: 0, session_date: today(), session_time: '10:00:00' }, ONCE);
  return { id, error };
}

const money = (c: SupabaseClient, id: string, entry: string, amount: number) =>
  c.rpc('add_live_money', { p_session_id: id, p_entry_id: entry, p_amount: amount });
const cashOut = (c: SupabaseClient, id: string, cashOutId: string, ticket: number) =>
  c.rpc('cash_out_live_session', { p_session_id: id, p_cash_out_id: cashOutId, p_ticket: ticket, p_end_date: today(), p_end_time: '11:30:00' });

async function row(id: string) {
  const { data } = await emu.service().from('gambling_sessions').select('*').eq('id', id).single();
  return data as { coins_in: number; coins_out: number; is_live: boolean; end_date: string; end_time: string; net_result: number };
}

async function secondDevice(who: Player) {
  const c = emu.anon();
  const { error } = await c.auth.signInWithPassword({ email: who.email, password: who.password });
  expect(error).toBeNull();
  return c;
}

describe('live machine sessions', () => {
  it('keeps one live machine per player: a second start is refused (23505), another player may have theirs', async () => {
    const first = await start(a);
    expect(first.error).toBeNull();
    const second = await start(a);
    expect(second.error?.code).toBe('23505');
    expect(second.error?.message).toContain('gambling_sessions_one_live_per_user');
    const { count } = await a.client.from('gambling_sessions').select('id', { count: 'exact', head: true }).eq('is_live', true);
    expect(count).toBe(1);
    // The same start sent again (outbox replay) is the same success, no second row.
    const { error } = await a.client
      .from('gambling_sessions')
      .upsert({ id: first.id, user_id: a.userId, is_live: true, session_date: today(), session_time: '10:00:00' }, ONCE);
    expect(error).toBeNull();
    const other = await start(b);
    expect(other.error).toBeNull();
    await cashOut(a.client, first.id, randomUUID(), 0);
    await cashOut(b.client, other.id, randomUUID(), 0);
    // Once cashed out, the next machine can start.
    const next = await start(a);
    expect(next.error).toBeNull();
    await cashOut(a.client, next.id, randomUUID(), 0);
  });

  it('adds money in once per entry id (replays add nothing) and totals it: 20 + 20 + 100 on 40 = 180', async () => {
    const { id } = await start(a, 40);
    const e1 = randomUUID();
    const e2 = randomUUID();
    const e3 = randomUUID();
    const results = await Promise.all([money(a.client, id, e1, 20), money(a.client, id, e1, 20), money(a.client, id, e2, 20)]);
    expect(results.map((r) => r.error)).toEqual([null, null, null]);
    expect((await money(a.client, id, e3, 100)).error).toBeNull();
    expect((await money(a.client, id, e3, 100)).error).toBeNull();
    expect((await money(a.client, id, e1, 20)).error).toBeNull();
    expect(Number((await row(id)).coins_in)).toBe(180);
    const bad = await money(a.client, id, randomUUID(), -5);
    expect(bad.error?.code).toBe('22023');
    const won = await cashOut(a.client, id, randomUUID(), 250.5);
    expect(won.error).toBeNull();
    const r = await row(id);
    expect([Number(r.coins_in), Number(r.coins_out), Number(r.net_result), r.is_live, r.end_date, r.end_time]).toEqual([
      180,
      250.5,
      70.5,
      false,
      today(),
      '11:30:00',
    ]);
    // Money in after Cash out is refused: the machine was cashed out.
    const late = await money(a.client, id, randomUUID(), 20);
    expect(late.error?.hint).toBe('ended');
    // A replay of money put in before Cash out is still its success (nothing added).
    expect((await money(a.client, id, e2, 20)).error).toBeNull();
    expect(Number((await row(id)).coins_in)).toBe(180);
  });

  it('two devices press Cash out at once: exactly one wins, the other is told (hint ended); the winner may replay', async () => {
    const { id } = await start(a, 100);
    const phone = a.client;
    const tablet = await secondDevice(a);
    const [phoneId, tabletId] = [randomUUID(), randomUUID()];
    const [p, t] = await Promise.all([cashOut(phone, id, phoneId, 60), cashOut(tablet, id, tabletId, 75)]);
    const errors = [p.error, t.error];
    expect(errors.filter((e) => e == null)).toHaveLength(1);
    const loser = errors.find((e) => e != null)!;
    expect(loser.hint).toBe('ended');
    expect(loser.message).toBe('This machine was already cashed out');
    const winnerTicket = p.error ? 75 : 60;
    const r = await row(id);
    expect(Number(r.coins_out)).toBe(winnerTicket);
    expect(r.is_live).toBe(false);
    // The winner's own Cash out sent again (an answer lost on the way back) is the same success and changes nothing.
    const replay = await cashOut(p.error ? tablet : phone, id, p.error ? tabletId : phoneId, winnerTicket);
    expect(replay.error).toBeNull();
    expect(Number((await row(id)).coins_out)).toBe(winnerTicket);
  });

  it('refuses a ticket below zero and a start in the future; keeps the session live', async () => {
    const { id } = await start(a, 20);
    const neg = await cashOut(a.client, id, randomUUID(), -1);
    expect(neg.error?.code).toBe('22023');
    expect(neg.error?.message).toBe('The ticket value cannot be below zero');
    expect((await row(id)).is_live).toBe(true);
    await cashOut(a.client, id, randomUUID(), 0);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { error } = await a.client
      .from('gambling_sessions')
      .insert({ user_id: a.userId, is_live: true, session_date: future, session_time: '10:00:00' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe('A machine cannot be started in the future');
  });

  it("another player can neither see, add money to nor cash out your live session; anon can't call the RPCs", async () => {
    const { id } = await start(a, 50);
    const seen = await b.client.from('gambling_sessions').select('id').eq('id', id);
    expect(seen.data).toEqual([]);
    const add = await money(b.client, id, randomUUID(), 500);
    expect(add.error?.hint).toBe('gone');
    const out = await cashOut(b.client, id, randomUUID(), 0);
    expect(out.error?.hint).toBe('gone');
    const upd = await b.client.from('gambling_sessions').update({ is_live: false }).eq('id', id).select('id');
    expect(upd.data).toEqual([]);
    const anon = emu.anon();
    const anonAdd = await money(anon, id, randomUUID(), 5);
    expect(anonAdd.error).not.toBeNull();
    const r = await row(id);
    expect([Number(r.coins_in), Number(r.coins_out), r.is_live]).toEqual([50, 0, true]);
    await cashOut(a.client, id, randomUUID(), 0);
  });
  it('answers with the versions it moved the row from and to (no read needed); a replay answers its row as it is', async () => {
    const { id } = await start(a, 10);
    const version = async () =>
      String((await emu.service().from('gambling_sessions').select('updated_at').eq('id', id).single()).data!.updated_at);
    type Answer = { coins_in: number; coins_out?: number; updated_before: string; updated_at: string };
    const v0 = await version();
    const entry = randomUUID();
    const added = (await money(a.client, id, entry, 20)).data as Answer;
    const v1 = await version();
    // 10 + 20 = 30 in, moved v0 -> v1.
    expect([Number(added.coins_in), added.updated_before, added.updated_at]).toEqual([30, v0, v1]);
    const replay = (await money(a.client, id, entry, 20)).data as Answer;
    expect([Number(replay.coins_in), replay.updated_before, replay.updated_at]).toEqual([30, v1, v1]);
    const cashOutId = randomUUID();
    const out = (await cashOut(a.client, id, cashOutId, 45)).data as Answer;
    const v2 = await version();
    expect([Number(out.coins_in), Number(out.coins_out), out.updated_before, out.updated_at]).toEqual([30, 45, v1, v2]);
    const again = (await cashOut(a.client, id, cashOutId, 45)).data as Answer;
    expect([again.updated_before, again.updated_at]).toEqual([v2, v2]);
  });
});
