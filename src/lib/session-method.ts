/**
 * The session method for slot players (IRS Notice 2015-21 safe harbour): one session per casino per
 * calendar day per game type; a session's result is its net win or loss. Pure: the Tax Year screen,
 * the gambling diary and the monthly chart all group through `groupSessions`.
 *
 * How slot sessions and casino visits combine (the visit's cash at the door is the session's result):
 * - A closed visit (final cash recorded) makes the session of its casino on its ARRIVAL day; several closed
 *   visits at one casino on one day add up. A visit past midnight stays on its arrival day (its cash
 *   cannot be split by hour).
 * - A slot session at the same casino on a day a closed visit covers (arrival day up to departure day) is
 *   already inside that visit's result: listed with the session, not added again.
 * - Every other slot session (no visit, an open visit, or no casino) adds its own net to the session of
 *   its casino (or "no casino") on its own date.
 * - Open visits (no final cash) add nothing: they are returned in `openVisits` to be fixed.
 */

export const GAME_TYPE = 'Slots';

export interface SlotSessionInput {
  id: string;
  casinoId: string | null;
  casinoName: string | null;
  date: string;
  time: string | null;
  net: number;
}

export interface VisitInput {
  id: string;
  casinoId: string | null;
  casinoName: string | null;
  arrivalDate: string;
  arrivalTime: string | null;
  departureDate: string | null;
  departureTime: string | null;
  /** Null while the visit is open (no final cash). */
  finalCash: number | null;
  /** final cash - cash in; null while open. */
  net: number | null;
}

export interface MethodSession {
  /** `${date}|${casinoId ?? ''}` */
  key: string;
  date: string;
  casinoId: string | null;
  casinoName: string | null;
  gameType: typeof GAME_TYPE;
  net: number;
  /** Closed visits whose result this session holds. */
  visitIds: string[];
  /** Slot sessions of this session: `counted` added their own net, the others are inside a visit. */
  slotSessions: { id: string; net: number; counted: boolean }[];
}

export interface SessionTotals {
  sessions: number;
  winning: number;
  losing: number;
  /** Sum of winning sessions' results. */
  gains: number;
  /** Sum of losing sessions' results, as a positive number. */
  losses: number;
  net: number;
}

export interface GroupedSessions {
  sessions: MethodSession[];
  openVisits: VisitInput[];
  totals: SessionTotals;
}

const toCents = (n: number) => Math.round(n * 100);

/** Groups a year's slot sessions and visits into session-method sessions, oldest first. */
export function groupSessions(slots: readonly SlotSessionInput[], visits: readonly VisitInput[]): GroupedSessions {
  const byKey = new Map<string, MethodSession & { cents: number }>();
  const sessionFor = (date: string, casinoId: string | null, casinoName: string | null) => {
    const key = `${date}|${casinoId ?? ''}`;
    let s = byKey.get(key);
    if (!s) {
      s = { key, date, casinoId, casinoName, gameType: GAME_TYPE, net: 0, cents: 0, visitIds: [], slotSessions: [] };
      byKey.set(key, s);
    }
    if (!s.casinoName && casinoName) s.casinoName = casinoName;
    return s;
  };

  const closed = visits.filter((v) => v.finalCash !== null && v.net !== null);
  for (const v of closed) {
    const s = sessionFor(v.arrivalDate, v.casinoId, v.casinoName);
    s.visitIds.push(v.id);
    s.cents += toCents(v.net ?? 0);
  }

  const coveringVisit = (slot: SlotSessionInput) =>
    slot.casinoId !== null &&
    closed.find((v) => v.casinoId === slot.casinoId && slot.date >= v.arrivalDate && slot.date <= (v.departureDate ?? v.arrivalDate));

  for (const slot of slots) {
    const visit = coveringVisit(slot);
    if (visit) {
      sessionFor(visit.arrivalDate, visit.casinoId, visit.casinoName).slotSessions.push({ id: slot.id, net: slot.net, counted: false });
    } else {
      const s = sessionFor(slot.date, slot.casinoId, slot.casinoName);
      s.slotSessions.push({ id: slot.id, net: slot.net, counted: true });
      s.cents += toCents(slot.net);
    }
  }

  const sessions = [...byKey.values()]
    .map(({ cents, ...s }) => ({ ...s, net: cents / 100 }))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.casinoName ?? '').localeCompare(b.casinoName ?? '') || a.key.localeCompare(b.key));
  return { sessions, openVisits: visits.filter((v) => v.finalCash === null || v.net === null), totals: sessionTotals(sessions) };
}

/** Winning and losing sessions, gains and losses (a session at exactly 0 is neither). */
export function sessionTotals(sessions: readonly { net: number }[]): SessionTotals {
  let gains = 0;
  let losses = 0;
  let winning = 0;
  let losing = 0;
  for (const s of sessions) {
    const c = toCents(s.net);
    if (c > 0) {
      winning++;
      gains += c;
    } else if (c < 0) {
      losing++;
      losses -= c;
    }
  }
  return { sessions: sessions.length, winning, losing, gains: gains / 100, losses: losses / 100, net: (gains - losses) / 100 };
}

export interface CumulativeMonth {
  /** yyyy-MM */
  month: string;
  net: number;
  cumulative: number;
}

/** Net result per month of `year` and the running total, January to December (months without play are 0). */
export function cumulativeByMonth(sessions: readonly { date: string; net: number }[], year: number): CumulativeMonth[] {
  const perMonth = new Array<number>(12).fill(0);
  for (const s of sessions) {
    if (Number(s.date.slice(0, 4)) !== year) continue;
    perMonth[Number(s.date.slice(5, 7)) - 1] += toCents(s.net);
  }
  let running = 0;
  return perMonth.map((c, i) => {
    running += c;
    return { month: `${year}-${String(i + 1).padStart(2, '0')}`, net: c / 100, cumulative: running / 100 };
  });
}
