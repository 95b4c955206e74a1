import { SESSIONS_ROOT, W2G_ROOT } from '@/api/query-roots';
import type { Query } from '@tanstack/react-query';

/**
 * The data a player needs on the casino floor, kept for offline use: home stats, slot sessions and
 * casino sessions (incl. add-cash reports and the nearby list), casinos and preferences, W2G lists and reports,
 * the pickers' casino and slot machine lists (to log a session offline), the profile and notifications. Not kept: the admin console's data and signed image URLs (they expire).
 * Not kept either: a whole year of raw play (`year-play`, the Tax Year's and Reports' net-by-month input). A heavy
 * player's year is ~1.7 MB of the ~2.1 MB cache; every start read it back and every save rewrote it, on the main
 * thread, for screens that refetch it when they open anyway.
 */
const PERSISTED_ROOTS = new Set([
  'options',
  SESSIONS_ROOT,
  'sessions-nearby-casinos',
  'casinos',
  'casino-preferences',
  W2G_ROOT,
  'account',
  'notifications',
  // Find a machine: the wish list and the casinos last found for a game.
  'find',
]);

/** Second key parts never kept: signed image URLs (they expire) and a year of raw play (see above), also as the Tax Year's grouping. */
const NOT_PERSISTED_KINDS = new Set<unknown>(['image-url', 'year-play', 'tax-year']);

export function shouldPersistQuery(query: Query): boolean {
  const [root, kind] = query.queryKey;
  return typeof root === 'string' && PERSISTED_ROOTS.has(root) && !NOT_PERSISTED_KINDS.has(kind);
}
