import type { User } from '@supabase/supabase-js';

/**
 * Per player, whether home last saw them with nothing recorded ('1') or with records ('0'). Home reads it to greet
 * before the first steps have arrived, and so does index.html's shell script (scripts/vite-route-shells.ts), which
 * spells the same key and rule out in plain JavaScript.
 */
export const NEW_PLAYER_KEY_PREFIX = 'slotplay:new-player:';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether to greet a player as new ("Welcome") before their first steps are known: what this device saw last
 * time, else whether the account was made in the last day (a player who has just signed up).
 */
export function probablyNewPlayer(user: Pick<User, 'id' | 'created_at'> | null, now = Date.now()): boolean {
  if (!user) return false;
  let seen: string | null = null;
  try {
    seen = localStorage.getItem(NEW_PLAYER_KEY_PREFIX + user.id);
  } catch {
    // Storage refused (private mode): fall back to the account's age.
  }
  if (seen !== null) return seen === '1';
  const created = Date.parse(user.created_at);
  return Number.isFinite(created) && now - created < DAY_MS;
}

/** Keeps what the first steps said, for the next start (best effort: storage may be full or refused). */
export function rememberNewPlayer(userId: string, isNew: boolean): void {
  try {
    localStorage.setItem(NEW_PLAYER_KEY_PREFIX + userId, isNew ? '1' : '0');
  } catch {
    // Nothing to keep it in: the next start guesses from the account's age.
  }
}
