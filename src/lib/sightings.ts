import { formatDate } from '@/lib/dates';
import { formatCount } from '@/lib/number-format';

/**
 * How Find a machine, the wish list and a casino's page say where a game is known to be: on the casino's list, seen
 * by others (never who, never how much: the month only, once five players have), and the player's own play (theirs:
 * how many sessions and their dates).
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Seen by players, last on May 2016' from the month's first day (yyyy-MM-01); null when not seen by players. */
export function seenLabel(month: string | null): string | null {
  const m = /^(\d{4})-(\d{2})/.exec(month ?? '');
  if (!m) return null;
  return `Seen by players, last on ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** The badge of a game on a casino's admin-kept list. */
export const LISTED_LABEL = "On the casino's list";

/** The player's own play of a game at a casino, as get_machine_casinos / get_casino_games answer it. */
export interface OwnPlay {
  my_sessions: number;
  my_first_date: string | null;
  my_last_date: string | null;
}

/** 'Mar 02, 2026' or 'Mar 02, 2026 – Mar 04, 2026': the days of the player's own play. */
function ownDates(p: OwnPlay): string {
  const first = formatDate(p.my_first_date);
  const last = formatDate(p.my_last_date);
  return first === last ? last : `${first} – ${last}`;
}

/** 'You played it here: 3 sessions, Mar 02, 2026 – Mar 04, 2026'; null when the player has not. */
export function ownPlayLabel(p: OwnPlay): string | null {
  if (!p.my_sessions) return null;
  return `You played it here: ${formatCount(p.my_sessions)} ${p.my_sessions === 1 ? 'session' : 'sessions'}, ${ownDates(p)}`;
}
