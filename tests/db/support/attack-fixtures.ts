/**
 * The attack suites' records: a valid new row of every table a player writes, and the rows of A and B the attacks
 * name (written through the API as the service role, so the referee's two servers get the same ones).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BOUND } from './attack-rules';

export interface Fixture {
  A: string;
  B: string;
  casino: string;
  /** Catalog machine, A's own "Not listed" machine, B's. */
  machine: string;
  machineA: string;
  machineB: string;
  slotA: string;
  slotB: string;
  w2gA: string;
  w2gB: string;
  casinoSessionA: string;
  casinoSessionB: string;
  tripA: string;
  tripB: string;
  postA: string;
  postBPublic: string;
  postBPrivate: string;
}

type Row = Record<string, unknown>;
const day = '2025-06-01';

/** A valid new row of A's, per table a player writes; `key` when the row is found by another column than id. */
export interface BaseRow {
  row: (id: string, f: Fixture) => Row;
  /** The row's id when it is not its own (a player's one row of play limits). */
  key?: (f: Fixture) => string;
  /** Fields set with a column under test so that only that column decides (exactly one of trip / casino session;
   * money in or the jackpot as large as the free play or withholding tried). */
  with?: Record<string, (value: unknown) => Row>;
}
/** The money in or jackpot a tried amount fits under (free play and withholding cannot exceed them). */
const atLeast = (column: string) => (v: unknown) => (typeof v === 'number' && v > 100 && v <= BOUND ? { [column]: v } : {});
const onlyOne = (other: string) => () => ({ [other]: null });

export const BASE_ROWS: Record<string, BaseRow> = {
  gambling_sessions: {
    row: (id, f) => ({ id, user_id: f.A, casino_id: f.casino, session_date: day, session_time: '20:00', coins_in: 100, coins_out: 40 }),
    with: { free_play: atLeast('coins_in') },
  },
  casino_sessions: {
    row: (id, f) => ({ id, user_id: f.A, casino_id: f.casino, arrival_date: day, arrival_time: '18:00', starting_cash: 200 }),
  },
  w2g_jackpots: {
    row: (id, f) => ({ id, user_id: f.A, casino_id: f.casino, jackpot_date: day, amount: 1500, tax_withheld: 0 }),
    with: { tax_withheld: atLeast('amount'), state_tax_withheld: atLeast('amount') },
  },
  casino_win_loss_statements: { row: (id, f) => ({ id, user_id: f.A, casino_id: f.casino, tax_year: 2025, net_win_loss: -10 }) },
  play_limits: { row: (_id, f) => ({ id: f.A, day_loss_limit: 500 }), key: (f) => f.A },
  slot_machines: { row: (id, f) => ({ id, name: `Attack reels ${id.slice(0, 8)}`, added_by: f.A }) },
  trip_costs: {
    row: (id, f) => ({ id, user_id: f.A, trip_id: f.tripA, kind: 'hotel', amount: 80 }),
    with: { casino_session_id: onlyOne('trip_id'), trip_id: onlyOne('casino_session_id') },
  },
  trip_comps: {
    row: (id, f) => ({ id, user_id: f.A, trip_id: f.tripA, kind: 'food', value: 25 }),
    with: { casino_session_id: onlyOne('trip_id'), trip_id: onlyOne('casino_session_id') },
  },
  trip_shares: { row: (id, f) => ({ id, user_id: f.A, trip_id: f.tripA, token: randomBytes(32).toString('base64url') }) },
  wish_list_games: { row: (id, f) => ({ id, user_id: f.A, slot_machine_id: f.machine }) },
  social_posts: { row: (id, f) => ({ id, user_id: f.A, caption: 'attack', is_public: false }) },
  social_post_reactions: { row: (id, f) => ({ id, user_id: f.A, post_id: f.postA, reaction_type: 'like' }) },
  social_post_comments: { row: (id, f) => ({ id, user_id: f.A, post_id: f.postA, content: 'attack' }) },
  social_post_reports: { row: (id, f) => ({ id, reporter_user_id: f.A, post_id: f.postBPublic, reason: 'attack' }) },
};

/** Per referenced table: A's own row (and the catalog machine), B's row the attack names, and for VISIBLE rules B's visible one. */
export const TARGETS: Record<string, { own: (f: Fixture) => string[]; others: (f: Fixture) => string; visible?: (f: Fixture) => string }> =
  {
    gambling_sessions: { own: (f) => [f.slotA], others: (f) => f.slotB },
    w2g_jackpots: { own: (f) => [f.w2gA], others: (f) => f.w2gB },
    casino_sessions: { own: (f) => [f.casinoSessionA], others: (f) => f.casinoSessionB },
    trips: { own: (f) => [f.tripA], others: (f) => f.tripB },
    slot_machines: { own: (f) => [f.machineA, f.machine], others: (f) => f.machineB },
    social_posts: { own: (f) => [f.postA], others: (f) => f.postBPrivate, visible: (f) => f.postBPublic },
  };

async function ok(p: PromiseLike<{ error: unknown }>): Promise<void> {
  const { error } = await p;
  if (error) throw new Error(`fixture write failed: ${JSON.stringify(error)}`);
}

/** Writes the players' rows the attacks name, as the service role (the same requests reach both servers of the referee). */
export async function makeFixture(service: SupabaseClient, A: string, B: string): Promise<Fixture> {
  const id = () => randomUUID();
  const f: Fixture = {
    A,
    B,
    casino: id(),
    machine: id(),
    machineA: id(),
    machineB: id(),
    slotA: id(),
    slotB: id(),
    w2gA: id(),
    w2gB: id(),
    casinoSessionA: id(),
    casinoSessionB: id(),
    tripA: id(),
    tripB: id(),
    postA: id(),
    postBPublic: id(),
    postBPrivate: id(),
  };
  const row = (table: string, rid: string, over: Row = {}) => ({ ...BASE_ROWS[table].row(rid, f), ...over });
  await ok(service.from('casinos').insert({ id: f.casino, name: 'Attack Casino' }));
  await ok(
    service.from('slot_machines').insert([
      { id: f.machine, name: 'Attack Catalog Reels' },
      { id: f.machineA, name: "A's typed reels", added_by: A },
      { id: f.machineB, name: "B's secret reels", added_by: B },
    ]),
  );
  await ok(
    service
      .from('gambling_sessions')
      .insert([
        row('gambling_sessions', f.slotA, { slot_machine_id: f.machineA }),
        row('gambling_sessions', f.slotB, { user_id: B, slot_machine_id: f.machineB, notes: "B's secret slot notes" }),
      ]),
  );
  await ok(
    service
      .from('w2g_jackpots')
      .insert([
        row('w2g_jackpots', f.w2gA, { session_id: f.slotA }),
        row('w2g_jackpots', f.w2gB, { user_id: B, session_id: f.slotB, notes: "B's secret jackpot notes" }),
      ]),
  );
  await ok(
    service
      .from('casino_sessions')
      .insert([
        row('casino_sessions', f.casinoSessionA),
        row('casino_sessions', f.casinoSessionB, { user_id: B, notes: "B's secret cash notes" }),
      ]),
  );
  const trip = (tid: string, user: string, name: string) => ({ id: tid, user_id: user, name, start_date: day, end_date: '2025-06-03' });
  await ok(service.from('trips').insert([trip(f.tripA, A, 'Attack trip'), trip(f.tripB, B, "B's secret trip")]));
  await ok(
    service.from('social_posts').insert([
      { id: f.postA, user_id: A, caption: "A's", is_public: false },
      { id: f.postBPublic, user_id: B, caption: "B's public", is_public: true },
      { id: f.postBPrivate, user_id: B, caption: "B's private", is_public: false },
    ]),
  );
  return f;
}
