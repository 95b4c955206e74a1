import { SESSIONS_ROOT, W2G_ROOT } from '@/api/query-roots';
import type { Query } from '@tanstack/react-query';

/**
 * The data a player needs on the casino floor, kept for offline use: home stats, slot sessions and
 * visits (incl. add-cash reports and the nearby list), casinos and preferences, W2G lists and reports,
 * the pickers' casino and slot machine lists (to log a session offline), the profile and notifications. Not kept: the admin console's data and signed image URLs (they expire).
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
]);

export function shouldPersistQuery(query: Query): boolean {
  const [root, kind] = query.queryKey;
  return typeof root === 'string' && PERSISTED_ROOTS.has(root) && kind !== 'image-url';
}
