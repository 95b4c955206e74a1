import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

/**
 * Counters at the machine through supabase-js against the emulator: each "Bonus" / "Jackpot"
 * tap counts once per tap id (an outbox replay counts nothing, taps sent together all count), the first tap of
 * either counter starts both at 0, the running note is the session's notes, and another player can touch none
 * of it.
 */
let emu: TestEmulator;
type Player = { client: SupabaseClient; userId: string };
let a: Player;
let b: Player;

beforeAll(async () => {
  emu = await startTestEmulator();
  [a, b] = await Promise.all([emu.signUpUser(), emu.signUpUser()]);
});
afterAll(async () => emu?.close());

async function session(who: Player, live = false) {
  const id = randomUUID();
  const { error } = await who.client
    .from('gambling_sessions')
    .insert({ id, user_id: who.userId, is_live: live, coins_in: 20, coins_out: 0, session_date: '2026-03-07', session_time: '10:00:00' });
  expect(error).toBeNull();
  return id;
}
const tap = (c: SupabaseClient, id: string, tapId: string, counter: string) =>
  c.rpc('tap_machine_counter', { p_session_id: id, p_tap_id: tapId, p_counter: counter });
const note = (c: SupabaseClient, id: string, text: string | null) => c.rpc('set_machine_note', { p_session_id: id, p_note: text });

async function row(id: string) {
  const { data } = await emu
    .service()
    .from('gambling_sessions')
    .select('bonus_count, jackpot_count, counter_taps, notes')
    .eq('id', id)
    .single();
  return data as {
    bonus_count: number | null;
    jackpot_count: number | null;
    counter_taps: { id: string; counter: string }[];
    notes: string | null;
  };
}

describe('tap_machine_counter', () => {
  it('a session nobody counted has no counts (null, not 0)', async () => {
    const id = await session(a);
    expect(await row(id)).toMatchObject({ bonus_count: null, jackpot_count: null, counter_taps: [] });
  });

  it('counts each tap id once: 3 bonus taps (one sent twice at once, one replayed later) and 1 jackpot = 3 and 1', async () => {
    const id = await session(a, true);
    const [t1, t2, t3, j1] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    // The first jackpot tap starts the bonus counter at 0 too: counted, none yet.
    const first = await tap(a.client, id, j1, 'jackpot');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ bonus_count: 0, jackpot_count: 1 });
    const sent = await Promise.all([
      tap(a.client, id, t1, 'bonus'),
      tap(a.client, id, t1, 'bonus'),
      tap(a.client, id, t2, 'bonus'),
      tap(a.client, id, t3, 'bonus'),
    ]);
    expect(sent.map((r) => r.error)).toEqual([null, null, null, null]);
    const replay = await tap(a.client, id, t2, 'bonus');
    expect(replay.error).toBeNull();
    // A replay writes nothing: it answers the row's version as both.
    const answer = replay.data as { bonus_count: number; updated_before: string; updated_at: string };
    expect(answer.bonus_count).toBe(3);
    expect(answer.updated_before).toBe(answer.updated_at);
    const r = await row(id);
    expect([r.bonus_count, r.jackpot_count, r.counter_taps.length]).toEqual([3, 1, 4]);
    expect(r.counter_taps.map((t) => t.counter).sort()).toEqual(['bonus', 'bonus', 'bonus', 'jackpot']);
  });

  it('a tap still counts on a session that has ended (queued offline while another device cashed out)', async () => {
    const id = await session(a);
    const { data, error } = await tap(a.client, id, randomUUID(), 'bonus');
    expect(error).toBeNull();
    expect(data).toMatchObject({ bonus_count: 1, jackpot_count: 0 });
  });

  it("refuses another player, anon, an unknown counter; B's tap on A's session changes nothing", async () => {
    const id = await session(a);
    await tap(a.client, id, randomUUID(), 'bonus');
    const bTap = await tap(b.client, id, randomUUID(), 'bonus');
    expect(bTap.error).toMatchObject({ code: 'P0001', message: 'This session no longer exists' });
    const anon = await tap(emu.anon(), id, randomUUID(), 'bonus');
    expect(anon.error).not.toBeNull();
    const odd = await tap(a.client, id, randomUUID(), 'free spins');
    expect(odd.error).toMatchObject({ code: '22023', message: 'Unknown counter: free spins' });
    const gone = await tap(a.client, randomUUID(), randomUUID(), 'bonus');
    expect(gone.error).toMatchObject({ code: 'P0001', hint: 'gone' });
    expect(await row(id)).toMatchObject({ bonus_count: 1, jackpot_count: 0 });
  });
});

describe('set_machine_note', () => {
  it('sets the running note (trimmed), blank clears it; B cannot', async () => {
    const id = await session(a);
    const set = await note(a.client, id, '  max bet, denomination 1¢ ');
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject({ notes: 'max bet, denomination 1¢' });
    expect((await row(id)).notes).toBe('max bet, denomination 1¢');
    const bNote = await note(b.client, id, 'hacked');
    expect(bNote.error).toMatchObject({ code: 'P0001', hint: 'gone' });
    expect((await row(id)).notes).toBe('max bet, denomination 1¢');
    expect((await note(a.client, id, '   ')).error).toBeNull();
    expect((await row(id)).notes).toBeNull();
    const long = await note(a.client, id, 'x'.repeat(2001));
    expect(long.error).toMatchObject({ code: '22023', message: 'A note can be at most 2000 characters' });
  });
});

describe('a jackpot recorded at the live machine counts on its card', () => {
  const w2g = (who: Player, sessionId: string, id = randomUUID()) =>
    who.client
      .from('w2g_jackpots')
      .upsert(
        {
          id,
          user_id: who.userId,
          session_id: sessionId,
          jackpot_date: '2026-03-07',
          jackpot_time: '10:30:00',
          amount: 1500,
          hand_pay: true,
        },
        { onConflict: 'id', ignoreDuplicates: true },
      );
  const version = async (id: string) =>
    ((await emu.service().from('gambling_sessions').select('updated_at').eq('id', id).single()).data as { updated_at: string }).updated_at;

  // One live machine per player: each test plays on a new player's.
  it('a W2G for the live machine counts one jackpot, once however often it is sent, and leaves its version', async () => {
    const c = await emu.signUpUser();
    const id = await session(c, true);
    const before = await version(id);
    const jackpotId = randomUUID();
    expect((await w2g(c, id, jackpotId)).error).toBeNull();
    // The outbox sends the same W2G again (its id made on the device): nothing more is counted.
    expect((await w2g(c, id, jackpotId)).error).toBeNull();
    const r = await row(id);
    expect([r.bonus_count, r.jackpot_count]).toEqual([0, 1]);
    expect(r.counter_taps).toEqual([expect.objectContaining({ id: jackpotId, counter: 'jackpot' })]);
    // The count is derived from the W2G: the player's next edit, made on the version they read, is not "changed elsewhere".
    expect(await version(id)).toBe(before);
    // A second jackpot on the same machine: 2.
    expect((await w2g(c, id)).error).toBeNull();
    expect((await row(id)).jackpot_count).toBe(2);
  });

  it('a W2G linked to a finished session (a restore, a later link) counts nothing there', async () => {
    const id = await session(a);
    expect((await w2g(a, id)).error).toBeNull();
    expect(await row(id)).toMatchObject({ bonus_count: null, jackpot_count: null, counter_taps: [] });
  });

  it("another player's W2G naming a live machine not theirs counts nothing on it", async () => {
    const c = await emu.signUpUser();
    const id = await session(c, true);
    await w2g(b, id);
    expect(await row(id)).toMatchObject({ jackpot_count: null, counter_taps: [] });
  });
});
