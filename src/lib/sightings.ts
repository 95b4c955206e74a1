/** How Find a machine and a casino's page say where a game was seen (never who, never how much: the month only). */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Seen by players, last on May 2016' from the month's first day (yyyy-MM-01); null when not seen by players. */
export function seenLabel(month: string | null): string | null {
  const m = /^(\d{4})-(\d{2})/.exec(month ?? '');
  if (!m) return null;
  return `Seen by players, last on ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** The badge of a game on a casino's admin-kept list. */
export const LISTED_LABEL = "On the casino's list";
