/**
 * The attack suites' records and the rules they expect (written from the issue and the spec, not read from the
 * database): which amounts may be negative or must be above 0, which figures a trigger keeps (a value sent is
 * ignored), which references may name another player's row, and a valid new row of every table a player writes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

/** The bound of every amount: $1 billion less a cent (src/lib/money.ts MAX_MONEY, written out here on purpose). */
export const BOUND = 999_999_999.99;

/** Not amounts although numeric: the casino directory's coordinates (admins only; checked to ±90 / ±180). */
export const NOT_AMOUNTS: Record<string, string> = {
  'casinos.latitude': 'a coordinate, not money',
  'casinos.longitude': 'a coordinate, not money',
};

/** Amounts that may be below 0: a statement's net win/loss, and the figures below (results can be losses). */
export const SIGNED = new Set(['casino_win_loss_statements.net_win_loss']);
/** Amounts that must be above 0: a cost or comp, a loss limit. */
export const ABOVE_ZERO = new Set([
  'trip_costs.amount',
  'trip_comps.value',
  'play_limits.casino_session_loss_limit',
  'play_limits.day_loss_limit',
  'play_limits.month_loss_limit',
]);
/** Figures a trigger works out (a value a client sends is replaced) or writes (a limit crossing): never as sent. */
export const DERIVED = new Set([
  'gambling_sessions.net_result',
  'gambling_sessions.jackpot_net',
  'gambling_sessions.result',
  'casino_sessions.total_cash_in',
  'casino_sessions.net_result',
  'play_limit_crossings.loss',
  'play_limit_crossings.loss_limit',
]);

/** References whose point is another player's row: allowed to a row the player can see, refused to one they cannot. */
export const VISIBLE_REFERENCES: Record<string, string> = {
  'social_post_reactions.post_id': "a reaction on another player's public post",
  'social_post_comments.post_id': "a comment on another player's public post",
  'social_post_reports.post_id': "a report of another player's public post",
};

/** The values each amount is attacked with (JSON: strings where JSON has no such number), by the column's rule. */
export function badAmounts(key: string): unknown[] {
  const common = ['NaN', 'Infinity', '-Infinity', 1e12, 'abc', BOUND + 0.01];
  if (SIGNED.has(key) || DERIVED.has(key)) return [...common, -1e12, -(BOUND + 0.01)];
  return ABOVE_ZERO.has(key) ? [...common, -0.01, 0] : [...common, -0.01];
}
/** Values each amount must take: a plain one, and the bound itself (or what its type holds, when less). */
export function goodAmounts(key: string, typeMax: number): number[] {
  const top = Math.min(BOUND, typeMax);
  return SIGNED.has(key) ? [12.34, top, -top] : [12.34, top];
}

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
  await ok(service.from('casinos').insert({ id: f.casino, name: 'Attack Casino' }));
  await ok(
    service.from('slot_machines').insert([
      { id: f.machine, name: 'Attack Catalog Reels' },
      { id: f.machineA, name: "A's typed reels", added_by: A },
      { id: f.machineB, name: "B's secret reels", added_by: B },
    ]),
  );
  const slot = (sid: string, user: string, machine: string) => ({
    ...BASE_ROWS.gambling_sessions.row(sid, f),
    user_id: user,
    slot_machine_id: machine,
  });
  await ok(service.from('gambling_sessions').insert([slot(f.slotA, A, f.machineA), slot(f.slotB, B, f.machineB)]));
  await ok(
    service.from('w2g_jackpots').insert([
      { ...BASE_ROWS.w2g_jackpots.row(f.w2gA, f), session_id: f.slotA },
      { ...BASE_ROWS.w2g_jackpots.row(f.w2gB, f), user_id: B, session_id: f.slotB },
    ]),
  );
  await ok(
    service
      .from('casino_sessions')
      .insert([BASE_ROWS.casino_sessions.row(f.casinoSessionA, f), { ...BASE_ROWS.casino_sessions.row(f.casinoSessionB, f), user_id: B }]),
  );
  const trip = (tid: string, user: string) => ({ id: tid, user_id: user, name: 'Attack trip', start_date: day, end_date: '2025-06-03' });
  await ok(service.from('trips').insert([trip(f.tripA, A), trip(f.tripB, B)]));
  await ok(
    service.from('social_posts').insert([
      { id: f.postA, user_id: A, caption: "A's", is_public: false },
      { id: f.postBPublic, user_id: B, caption: "B's public", is_public: true },
      { id: f.postBPrivate, user_id: B, caption: "B's private", is_public: false },
    ]),
  );
  return f;
}
