/**
 * The rules the attack suites expect, written from the issue and the spec (not read from the database): the bound,
 * which amounts may be negative or must be above 0, which figures a trigger keeps (a value sent is ignored), which
 * references may name another player's row, and the values each amount is attacked with.
 */
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
