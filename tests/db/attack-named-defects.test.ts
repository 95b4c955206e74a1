import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { shownWords } from './support/attack-runner';

/**
 * The defects an attacker found in amounts and references, each as it was done (supabase-js as a signed-in player
 * against the emulator): NaN as a slot session's money in or out and as a trip cost or comp (the trip page then
 * read NaN), a W2G on another player's slot session, a slot session or W2G on another player's "Not listed"
 * machine (REST and Restore's machine map), and get_post_jackpots naming that machine on the attacker's post.
 */
type Player = { client: SupabaseClient; userId: string };
let emu: TestEmulator;
let a: Player;
let b: Player;
const CASINO = randomUUID();
const B_MACHINE = randomUUID();
const B_SESSION = randomUUID();
const A_TRIP = randomUUID();
const MONEY_WORDS = 'Amounts must be numbers from $0 to $999,999,999.99';
const ABOVE_ZERO_WORDS = 'Amounts must be numbers above $0, up to $999,999,999.99';

const slot = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  user_id: a.userId,
  casino_id: CASINO,
  session_date: '2025-03-12',
  session_time: '19:00',
  coins_in: 300,
  coins_out: 200,
  ...over,
});
const w2g = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  user_id: a.userId,
  casino_id: CASINO,
  jackpot_date: '2025-03-12',
  amount: 1500,
  tax_withheld: 0,
  ...over,
});

async function storedIds(table: string, userId: string): Promise<string[]> {
  const { data, error } = await emu.service().from(table).select('id').eq('user_id', userId);
  if (error) throw error;
  return (data as { id: string }[]).map((r) => r.id);
}

beforeAll(async () => {
  emu = await startTestEmulator();
  a = await emu.signUpUser();
  b = await emu.signUpUser();
  const svc = emu.service();
  for (const { error } of [
    await svc.from('casinos').insert({ id: CASINO, name: 'Defect Casino' }),
    await svc.from('slot_machines').insert({ id: B_MACHINE, name: "B's secret reels", added_by: b.userId }),
    await svc.from('gambling_sessions').insert({ ...slot(), id: B_SESSION, user_id: b.userId }),
    await svc.from('trips').insert({ id: A_TRIP, user_id: a.userId, name: 'Vegas', start_date: '2025-03-12', end_date: '2025-03-14' }),
  ]) {
    if (error) throw error;
  }
});
afterAll(async () => emu?.close());

describe('NaN never reaches a total', () => {
  it('refuses "NaN" as a slot session\'s money in or money out (4xx, nothing stored), in the player\'s words', async () => {
    for (const column of ['coins_in', 'coins_out']) {
      const row = slot({ [column]: 'NaN' });
      const { error, status } = await a.client.from('gambling_sessions').insert(row);
      expect(status, column).toBe(400);
      expect(shownWords(error)).toBe(MONEY_WORDS);
      expect(await storedIds('gambling_sessions', a.userId)).not.toContain(row.id);
    }
  });

  it('refuses "NaN" as a trip cost or comp, and the trip report reads numbers', async () => {
    const cost = { id: randomUUID(), user_id: a.userId, trip_id: A_TRIP, kind: 'hotel', amount: 'NaN' };
    const comp = { id: randomUUID(), user_id: a.userId, trip_id: A_TRIP, kind: 'food', value: 'NaN' };
    const rows: [string, Record<string, unknown>][] = [
      ['trip_costs', cost],
      ['trip_comps', comp],
    ];
    for (const [table, row] of rows) {
      const { error, status } = await a.client.from(table).insert(row);
      expect(status, table).toBe(400);
      expect(shownWords(error)).toBe(ABOVE_ZERO_WORDS);
      expect(await storedIds(table, a.userId)).toEqual([]);
    }
    const { data, error } = await a.client.rpc('get_trip_report', { p_trip_id: A_TRIP });
    expect(error).toBeNull();
    expect(JSON.stringify(data)).not.toContain('NaN');
  });
});

describe("another player's rows cannot be named", () => {
  it("refuses a W2G on another player's slot session, as an insert and as an update", async () => {
    const row = w2g({ session_id: B_SESSION });
    const inserted = await a.client.from('w2g_jackpots').insert(row);
    expect(inserted.status).toBe(403);
    expect(shownWords(inserted.error)).toBe('This slot session is not yours');
    expect(await storedIds('w2g_jackpots', a.userId)).toEqual([]);

    const own = w2g();
    expect((await a.client.from('w2g_jackpots').insert(own)).error).toBeNull();
    const updated = await a.client.from('w2g_jackpots').update({ session_id: B_SESSION }).eq('id', own.id);
    expect(updated.status).toBe(403);
    const { data } = await emu.service().from('w2g_jackpots').select('session_id').eq('id', own.id).single();
    expect(data).toEqual({ session_id: null });
  });

  it("refuses a slot session or W2G on another player's Not listed machine", async () => {
    const session = await a.client.from('gambling_sessions').insert(slot({ slot_machine_id: B_MACHINE }));
    const jackpot = await a.client.from('w2g_jackpots').insert(w2g({ slot_machine_id: B_MACHINE }));
    for (const r of [session, jackpot]) {
      expect(r.status).toBe(403);
      expect(shownWords(r.error)).toBe('This slot machine is not in the catalog or yours');
    }
  });

  it("refuses a restore whose machine map names another player's Not listed machine, and restores nothing", async () => {
    const archived = randomUUID();
    const { error, status } = await a.client.rpc('restore_my_data', {
      p_data: {
        casino_map: { [CASINO]: CASINO },
        machine_map: { [archived]: B_MACHINE },
        tables: { gambling_sessions: [slot({ slot_machine_id: archived })] },
      },
    });
    // Restore names the row it refused (restore_apply words each refusal by its row); nothing of the archive is kept.
    expect(status).toBe(400);
    expect(error?.message).toBe('Row 1 of the slot sessions: it is not yours to write. Nothing was restored.');
    expect(await storedIds('gambling_sessions', a.userId)).toEqual([]);
  });

  it("never shows another player's Not listed machine on a post's W2G card (a link stored before the check)", async () => {
    // What an attacker could store before the same-owner checks existed: planted with triggers off, as a dump loads.
    const [jackpot, post] = [randomUUID(), randomUUID()];
    await emu.sql(`begin; set local session_replication_role = replica;
      insert into public.w2g_jackpots (id, user_id, casino_id, jackpot_date, amount, tax_withheld, w2g_received, slot_machine_id)
        values ('${jackpot}', '${a.userId}', '${CASINO}', '2025-03-12', 2400, 0, true, '${B_MACHINE}');
      insert into public.social_posts (id, user_id, caption, jackpot_id, is_public, moderation_status)
        values ('${post}', '${a.userId}', 'look', '${jackpot}', true, 'approved');
      commit;`);
    for (const viewer of [a, b]) {
      const { data, error } = await viewer.client.rpc('get_post_jackpots', { post_ids: [post] });
      expect(error).toBeNull();
      expect(data).toEqual([
        { post_id: post, amount: 2400, jackpot_date: '2025-03-12', casino_name: 'Defect Casino', slot_machine_name: null },
      ]);
    }
  });
});
