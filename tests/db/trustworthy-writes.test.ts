import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { explainNoRows } from '../../src/lib/row-checks';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Exactly-once creates, atomic Add Cash and honest updates through supabase-js against the emulator:
 * append_casino_cash under 50 parallel calls, client-made ids with ignore-duplicates, and updates/deletes
 * that match no row (gone, stale updated_at, not the caller's).
 */
let emu: TestEmulator;
let a: { client: SupabaseClient; userId: string; email: string; password: string };
let b: { client: SupabaseClient; userId: string };
const ONCE = { onConflict: 'id', ignoreDuplicates: true } as const;

beforeAll(async () => {
  emu = await startTestEmulator();
  [a, b] = await Promise.all([emu.signUpUser(), emu.signUpUser()]);
});
afterAll(async () => emu?.close());

async function newVisit(who: { client: SupabaseClient; userId: string }, startingCash = 100) {
  const id = randomUUID();
  const { error } = await who.client.from('casino_sessions').upsert({ id, user_id: who.userId, starting_cash: startingCash }, ONCE);
  if (error) throw error;
  return id;
}

const append = (client: SupabaseClient, sessionId: string, entryId: string, amount: number, note?: string) =>
  client.rpc('append_casino_cash', { p_session_id: sessionId, p_entry_id: entryId, p_amount: amount, p_note: note });

describe('append_casino_cash', () => {
  it('keeps all 50 of 50 parallel appends (two clients of the same player) and totals them', async () => {
    const id = await newVisit(a);
    const second = emu.anon();
    const { error } = await second.auth.signInWithPassword({ email: a.email, password: a.password });
    expect(error).toBeNull();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => append(i % 2 ? second : a.client, id, randomUUID(), i + 1, `n${i}`)));
    expect(results.map((r) => r.error)).toEqual(Array(50).fill(null));
    const { data } = await a.client.from('casino_sessions').select('additional_cash, total_cash_in').eq('id', id).single();
    const entries = data!.additional_cash as { id: string; amount: number; note: string; timestamp: string }[];
    expect(entries).toHaveLength(50);
    expect(new Set(entries.map((e) => e.note)).size).toBe(50);
    expect(Number(data!.total_cash_in)).toBe(100 + (50 * 51) / 2);
    expect(entries.every((e) => !Number.isNaN(Date.parse(e.timestamp)))).toBe(true);
  });

  it('appends a repeated entry id once (double press, retry after a timeout)', async () => {
    const id = await newVisit(a);
    const entry = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => append(a.client, id, entry, 25.5, 'ATM')));
    expect(results.map((r) => r.error)).toEqual([null, null, null]);
    const again = await append(a.client, id, entry, 25.5, 'ATM');
    expect(again.error).toBeNull();
    const answer = again.data as { additional_cash: unknown[]; updated_before: string; updated_at: string };
    expect(answer.additional_cash).toEqual([expect.objectContaining({ id: entry, amount: 25.5, note: 'ATM' })]);
    // A repeat writes nothing: it answers the row's version as both.
    expect(answer.updated_before).toBe(answer.updated_at);
  });

  it("refuses another player's visit, a deleted visit, a negative amount and anon", async () => {
    const id = await newVisit(a);
    const foreign = await append(b.client, id, randomUUID(), 10);
    expect(foreign.error).toMatchObject({ code: 'P0001', message: 'This session no longer exists', hint: 'gone' });
    const gone = await append(a.client, randomUUID(), randomUUID(), 10);
    expect(gone.error).toMatchObject({ hint: 'gone' });
    expect((await append(a.client, id, randomUUID(), -1)).error).toMatchObject({ code: '22023' });
    expect((await append(emu.anon(), id, randomUUID(), 1)).error).not.toBeNull();
    const { data } = await a.client.from('casino_sessions').select('additional_cash').eq('id', id).single();
    expect(data!.additional_cash).toEqual([]);
  });
});

describe('creates with a client-made id', () => {
  it('make one row for repeated and parallel submits of the same id, across tables', async () => {
    const slot = randomUUID();
    const { data: machine } = await a.client.from('slot_machines').select('id').limit(1).single();
    const row = { id: slot, user_id: a.userId, slot_machine_id: machine!.id, coins_in: 20, coins_out: 5 };
    const runs = await Promise.all([1, 2, 3].map(() => a.client.from('gambling_sessions').upsert(row, ONCE)));
    expect(runs.map((r) => r.error)).toEqual([null, null, null]);
    expect((await a.client.from('gambling_sessions').upsert({ ...row, coins_in: 999 }, ONCE)).error).toBeNull();
    const { data } = await a.client.from('gambling_sessions').select('id, coins_in').eq('id', slot);
    expect(data).toEqual([{ id: slot, coins_in: 20 }]);

    const ticket = { id: randomUUID(), user_id: a.userId, user_display_id: 'x', subject: 's', category: 'other', priority: 'low', description: 'd', status: 'open' };
    for (let i = 0; i < 3; i++) expect((await a.client.from('support_tickets').upsert(ticket, ONCE)).error).toBeNull();
    const { count } = await a.client.from('support_tickets').select('id', { count: 'exact', head: true }).eq('id', ticket.id);
    expect(count).toBe(1);
  });

  it("never writes over another player's row that has the same id", async () => {
    const id = await newVisit(a, 50);
    const { error } = await b.client.from('casino_sessions').upsert({ id, user_id: b.userId, starting_cash: 1 }, ONCE);
    expect(error).toBeNull();
    const { data } = await a.client.from('casino_sessions').select('user_id, starting_cash').eq('id', id).single();
    expect(data).toEqual({ user_id: a.userId, starting_cash: 50 });
  });
});

describe('updates and deletes that match no row', () => {
  it('report gone, stale and forbidden instead of success', async () => {
    const id = await newVisit(a);
    const { data: read } = await a.client.from('casino_sessions').select('updated_at').eq('id', id).single();
    const seen = read!.updated_at as string;
    const check = { table: 'casino_sessions', id, noun: 'session', seenUpdatedAt: seen };

    // Someone else (another tab) saves first: the first tab's edit, based on `seen`, must not overwrite it.
    const other = await a.client.from('casino_sessions').update({ notes: 'tab 2' }).eq('id', id).eq('updated_at', seen).select('id');
    expect(other.data).toHaveLength(1);
    const stale = await a.client.from('casino_sessions').update({ notes: 'tab 1' }).eq('id', id).eq('updated_at', seen).select('id');
    expect(stale).toMatchObject({ error: null, data: [] });
    expect(await explainNoRows(a.client, check)).toMatchObject({ problem: 'stale', message: 'This session was changed elsewhere' });

    const foreign = await b.client.from('casino_sessions').update({ notes: 'x' }).eq('id', id).select('id');
    expect(foreign.data).toEqual([]);
    expect(await explainNoRows(b.client, check)).toMatchObject({ problem: 'gone', message: 'This session no longer exists' });

    expect((await a.client.from('casino_sessions').delete().eq('id', id).select('id')).data).toHaveLength(1);
    const afterDelete = await a.client.from('casino_sessions').update({ notes: 'late' }).eq('id', id).select('id');
    expect(afterDelete.data).toEqual([]);
    expect(await explainNoRows(a.client, { ...check, seenUpdatedAt: null })).toMatchObject({ problem: 'gone' });
    expect((await a.client.from('casino_sessions').delete().eq('id', id).select('id')).data).toEqual([]);
  });

  it('refuse a stale caption edit of a post (its updated_at moves on every save)', async () => {
    const id = randomUUID();
    const created = await a.client.from('social_posts').upsert({ id, user_id: a.userId, caption: 'first' }, ONCE).select('updated_at').single();
    expect(created.error).toBeNull();
    const seen = created.data!.updated_at as string;
    // The phone saves a new caption; the laptop's dialog, opened on `seen`, must not overwrite it.
    const phone = await a.client.from('social_posts').update({ caption: 'from the phone' }).eq('id', id).eq('updated_at', seen).select('updated_at');
    expect(phone.data).toHaveLength(1);
    expect(phone.data![0].updated_at).not.toBe(seen);
    const laptop = await a.client.from('social_posts').update({ caption: 'from the laptop' }).eq('id', id).eq('updated_at', seen).select('id');
    expect(laptop).toMatchObject({ error: null, data: [] });
    expect(await explainNoRows(a.client, { table: 'social_posts', id, noun: 'post', seenUpdatedAt: seen })).toMatchObject({
      problem: 'stale',
      message: 'This post was changed elsewhere',
    });
    const { data: kept } = await a.client.from('social_posts').select('caption').eq('id', id).single();
    expect(kept!.caption).toBe('from the phone');
  });

  it('refuse a stale profile edit (phone and laptop), keeping the first save', async () => {
    const { data: profile } = await b.client.from('profiles').select('updated_at').eq('id', b.userId).single();
    const seen = profile!.updated_at as string;
    const phone = await b.client.from('profiles').update({ nickname: 'Phone' }).eq('id', b.userId).eq('updated_at', seen).select('updated_at');
    expect(phone.data).toHaveLength(1);
    const laptop = await b.client.from('profiles').update({ nickname: 'Laptop' }).eq('id', b.userId).eq('updated_at', seen).select('id');
    expect(laptop).toMatchObject({ error: null, data: [] });
    expect(await explainNoRows(b.client, { table: 'profiles', id: b.userId, noun: 'profile', seenUpdatedAt: seen })).toMatchObject({
      problem: 'stale',
      message: 'This profile was changed elsewhere',
    });
    const { data: kept } = await b.client.from('profiles').select('nickname').eq('id', b.userId).single();
    expect(kept!.nickname).toBe('Phone');
  });

  it('tell a player who is not (or no longer) an admin that they lack permission', async () => {
    const { data: casino } = await a.client.from('casinos').select('id, updated_at').limit(1).single();
    const res = await a.client.from('casinos').update({ verification_notes: 'x' }).eq('id', casino!.id).select('id');
    expect(res.data).toEqual([]);
    const check = { table: 'casinos', id: casino!.id, noun: 'casino', seenUpdatedAt: casino!.updated_at, admin: true };
    expect(await explainNoRows(a.client, check)).toMatchObject({ problem: 'forbidden', message: 'You no longer have permission' });
    const { data: state } = await emu.service().from('state_casino_management').select('id').limit(1).single();
    expect(await explainNoRows(a.client, { table: 'state_casino_management', id: state!.id, noun: 'state', admin: true })).toMatchObject({ problem: 'forbidden' });
  });
});
