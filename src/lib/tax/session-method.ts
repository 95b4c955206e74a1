/**
 * The session method for slot players (IRS Notice 2015-21, a proposed safe harbour for slot play tracked
 * electronically): one session per casino per calendar day; a session's result is its net win or loss.
 * Pure: the Tax Year screen, the gambling diary and Reports' "Net by Month" all group through `groupSessions`.
 *
 * From play TIME (date and time), every dollar counted once, in one calendar day:
 * - A closed casino session (final cash recorded) covers the slot sessions at its casino that START inside
 *   [arrival, departure]. Its result is final cash - total cash in + the federal and state tax withheld on the
 *   W-2Gs won inside it (the cash at the door is net of withholding, which is a tax payment, not a loss).
 * - A casino session past midnight or over several days is split by calendar day: the covered slot sessions of a later
 *   day make that day's session with their own nets; the rest of the casino session's result stays on its arrival day.
 * - A slot session outside every closed casino session (no casino session, an open casino session, other hours of a casino session day) adds its
 *   own net to the session of its casino and day.
 * - A slot session's own net is coins out - (coins in - free play): free play used is the casino's money, not a
 *   wager of the player's own. Plus each W-2G jackpot linked to it: the whole amount when it was a hand pay (not
 *   in the coins out), else the tax withheld on it (coins out hold the cash paid).
 * - A W-2G in no casino session and linked to no slot session: on a day with a slot session at its casino, that day's
 *   session gets the whole amount when it was a hand pay (not in the coins out), else its withholding; with no
 *   play logged at its casino that day it counts as a session gain of its own amount (what the IRS sees) and is
 *   listed in `unloggedW2g` to be fixed.
 * - Open casino sessions (no final cash) add nothing: they are returned in `openCasinoSessions` to be fixed.
 */
import { formatCurrency } from '../money';
import { fromCents, toCents } from './cents';

export const GAME_TYPE = 'Slots';

export interface SlotSessionInput {
  id: string;
  casinoId: string | null;
  casinoName: string | null;
  date: string;
  time: string | null;
  /** coins out - coins in */
  net: number;
  /** How much of the coins in was the casino's free play (0 when absent): added back, it was not the player's money. */
  freePlay?: number;
}

export interface CasinoSessionInput {
  id: string;
  casinoId: string | null;
  casinoName: string | null;
  arrivalDate: string;
  arrivalTime: string | null;
  departureDate: string | null;
  departureTime: string | null;
  /** Null while the casino session is open (no final cash). */
  finalCash: number | null;
  /** final cash - cash in; null while open. */
  net: number | null;
}

export interface JackpotInput {
  id: string;
  casinoId: string | null;
  casinoName: string | null;
  date: string;
  time: string | null;
  amount: number;
  /** Federal income tax withheld (W-2G box 4). */
  federalWithheld: number;
  /** State income tax withheld (W-2G box 15). */
  stateWithheld: number;
  /** The slot session it was won in, if linked. */
  sessionId: string | null;
  /** True when it was paid by hand and is not in the linked slot session's coins out. */
  handPay: boolean;
}

export interface MethodSlot {
  id: string;
  /** Its own net (coins out - coins in, with its linked jackpots). */
  net: number;
  /** True when this net is added to the session; false when it is inside a casino session's result. */
  counted: boolean;
  /** The closed casino session that covers it (it started inside the casino session's hours), if any. */
  casinoSessionId: string | null;
}

export interface MethodSession {
  /** `${date}|${casinoId ?? ''}` */
  key: string;
  date: string;
  casinoId: string | null;
  casinoName: string | null;
  gameType: typeof GAME_TYPE;
  net: number;
  /** Closed casino sessions whose result (or the arrival-day rest of it) this session holds. */
  casinoSessionIds: string[];
  /** Casino sessions that arrived on an earlier day whose later-day slot sessions are in this session. */
  laterDayOfCasinoSessionIds: string[];
  slotSessions: MethodSlot[];
  /** W-2Gs with no play logged that day, counted at their amount. */
  unloggedJackpotIds: string[];
  /** Every W-2G whose money is in this session's net (won in it: linked to its slot sessions, inside its casino session, or
   * at its casino that day), so the year's W-2G forms can be set beside the sessions they are in. */
  jackpotIds: string[];
  /** Tax withheld added back to this session (federal + state). */
  withholdingAddedBack: number;
  /** Plain-words reasons for what the session holds. */
  reasons: string[];
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
  openCasinoSessions: CasinoSessionInput[];
  /** W-2Gs with no play logged at their casino that day (each counted as a session gain of its amount). */
  unloggedW2g: JackpotInput[];
  /** W-2Gs won inside a closed casino session: in its cash result, however they were paid. */
  inCasinoSession: ReadonlySet<string>;
  totals: SessionTotals;
}

export interface GroupOptions {
  /** Keep only the sessions, open casino sessions and unlogged W-2Gs of this calendar year (play of the neighbouring
   * days is still needed to split a casino session that crosses the boundary). */
  year?: number;
}

const pad = (t: string | null, fallback: string) => (t ? (t.length === 5 ? `${t}:00` : t.slice(0, 8)) : fallback);
const at = (date: string, time: string | null, fallback = '00:00:00') => `${date}T${pad(time, fallback)}`;
const money = (n: number) => formatCurrency(Math.abs(n));
/** Dates, times and ids compare by code unit (ISO dates and times sort as text). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Casino names as localeCompare orders them, with one collator instead of one per comparison. Made on first use:
 * a collator built when the module loads (it loads with Home and Reports) held a 4x-throttled phone's start ~60 ms.
 */
let collator: Intl.Collator | undefined;
const byName = { compare: (a: string, b: string) => (collator ??= new Intl.Collator()).compare(a, b) };

interface Window {
  record: CasinoSessionInput;
  start: string;
  end: string;
  endDate: string;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const withheldCents = (j: JackpotInput) => toCents(j.federalWithheld) + toCents(j.stateWithheld);

/**
 * A slot session's result in cents (R4' of migration 20260101004200_free_play): coins out - (coins in - free play),
 * plus each linked jackpot (hand pay: its amount; else its withholding).
 */
function slotResultCents(s: SlotSessionInput, linked: readonly JackpotInput[] = []): number {
  return toCents(s.net) + toCents(s.freePlay ?? 0) + linked.reduce((t, j) => t + (j.handPay ? toCents(j.amount) : withheldCents(j)), 0);
}

/**
 * Which closed casino session covers each slot session and which one each W-2G belongs to: the rules that SQL's
 * get_play_ledger states too (a differential test proves the two equal over generated records).
 * - A slot session is covered by the closed casino session at its casino whose [arrival, departure] holds its start
 *   (no departure time: the end of the departure day; no departure: the end of the arrival day); with several, the
 *   earliest-starting (ties by id).
 * - A W-2G linked to a slot session belongs to that slot session and to the casino session covering it (or none);
 *   an unlinked one belongs to the closed casino session whose hours hold its date and time (or none).
 */
function assign(slots: readonly SlotSessionInput[], casinoSessions: readonly CasinoSessionInput[], jackpots: readonly JackpotInput[]) {
  const linked = new Map<string, JackpotInput[]>();
  for (const j of jackpots) if (j.sessionId) push(linked, j.sessionId, j);
  const slotById = new Map(slots.map((s) => [s.id, s]));

  const windows: Window[] = casinoSessions
    .filter((v) => v.finalCash !== null && v.net !== null)
    .map((v) => {
      const endDate = v.departureDate ?? v.arrivalDate;
      return {
        record: v,
        start: at(v.arrivalDate, v.arrivalTime),
        end: at(endDate, v.departureDate ? v.departureTime : null, '23:59:59'),
        endDate,
      };
    })
    .sort((a, b) => byText(a.start, b.start) || byText(a.record.id, b.record.id));
  // Each casino's windows, in order: a decade of play looks up one casino's, not every one.
  const windowsAt = new Map<string, Window[]>();
  for (const w of windows) if (w.record.casinoId !== null) push(windowsAt, w.record.casinoId, w);
  // For each casino, the latest end among its first i + 1 windows: the search below stops once no earlier window can reach t.
  const reachAt = new Map<string, string[]>();
  for (const [casinoId, list] of windowsAt) {
    const reach: string[] = [];
    for (const w of list) reach.push(reach.length === 0 || w.end > reach[reach.length - 1] ? w.end : reach[reach.length - 1]);
    reachAt.set(casinoId, reach);
  }
  /** The first of the casino's windows (in start order) that holds date + time. */
  const inside = (casinoId: string | null, date: string, time: string | null) => {
    const list = casinoId === null ? undefined : windowsAt.get(casinoId);
    if (!list) return undefined;
    const reach = reachAt.get(casinoId!)!;
    const t = at(date, time);
    // Windows [0, hi) start at or before t (binary search); the first of them that ends at or after t is the answer.
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid].start <= t) lo = mid + 1;
      else hi = mid;
    }
    let found: Window | undefined;
    for (let i = hi - 1; i >= 0 && reach[i] >= t; i--) if (list[i].end >= t) found = list[i];
    return found;
  };

  const coveredBy = new Map<string, Window>();
  const coveredIn = new Map<Window, SlotSessionInput[]>();
  for (const s of slots) {
    const w = inside(s.casinoId, s.date, s.time);
    if (w) {
      coveredBy.set(s.id, w);
      push(coveredIn, w, s);
    }
  }
  const wonIn = new Map<Window, JackpotInput[]>();
  for (const j of jackpots) {
    const linkedSlot = j.sessionId ? slotById.get(j.sessionId) : undefined;
    // Linked: the casino session of its slot session only (a slot session that began before the arrival is not the
    // casino session's, even when the jackpot came after it: its withholding is already in the slot session's result).
    const w = linkedSlot ? coveredBy.get(linkedSlot.id) : inside(j.casinoId, j.date, j.time);
    if (w) push(wonIn, w, j);
  }
  return { windows, linked, slotById, coveredBy, coveredIn, wonIn };
}

export interface PlayLedger {
  /** Slot session id -> its result (coins out - (coins in - free play), with its linked jackpots) and the casino session covering it. */
  slots: Map<string, { result: number; casinoSessionId: string | null }>;
  /** W-2G id -> the slot session and the casino session it belongs to. */
  jackpots: Map<string, { slotSessionId: string | null; casinoSessionId: string | null }>;
}

/** The assignment `groupSessions` works from, as ids: what SQL's get_play_ledger returns for the same records. */
export function playLedger(
  slots: readonly SlotSessionInput[],
  casinoSessions: readonly CasinoSessionInput[],
  jackpots: readonly JackpotInput[] = [],
): PlayLedger {
  const { linked, slotById, coveredBy, wonIn } = assign(slots, casinoSessions, jackpots);
  const owner = new Map<string, string>();
  for (const [w, list] of wonIn) for (const j of list) owner.set(j.id, w.record.id);
  return {
    slots: new Map(
      slots.map((s) => [
        s.id,
        { result: fromCents(slotResultCents(s, linked.get(s.id))), casinoSessionId: coveredBy.get(s.id)?.record.id ?? null },
      ]),
    ),
    jackpots: new Map(
      jackpots.map((j) => [
        j.id,
        { slotSessionId: j.sessionId && slotById.has(j.sessionId) ? j.sessionId : null, casinoSessionId: owner.get(j.id) ?? null },
      ]),
    ),
  };
}

/** Groups slot sessions, casino sessions and W-2Gs into session-method sessions, oldest first. */
export function groupSessions(
  slots: readonly SlotSessionInput[],
  casinoSessions: readonly CasinoSessionInput[],
  jackpots: readonly JackpotInput[] = [],
  options: GroupOptions = {},
): GroupedSessions {
  type Acc = MethodSession & { cents: number; withheldCents: number };
  const byKey = new Map<string, Acc>();
  const sessionFor = (date: string, casinoId: string | null, casinoName: string | null) => {
    const key = `${date}|${casinoId ?? ''}`;
    let s = byKey.get(key);
    if (!s) {
      s = {
        key,
        date,
        casinoId,
        casinoName,
        gameType: GAME_TYPE,
        net: 0,
        cents: 0,
        withheldCents: 0,
        casinoSessionIds: [],
        laterDayOfCasinoSessionIds: [],
        slotSessions: [],
        unloggedJackpotIds: [],
        jackpotIds: [],
        withholdingAddedBack: 0,
        reasons: [],
      };
      byKey.set(key, s);
    }
    if (!s.casinoName && casinoName) s.casinoName = casinoName;
    return s;
  };

  const withheld = withheldCents;
  const { windows, linked, slotById, coveredBy, coveredIn, wonIn } = assign(slots, casinoSessions, jackpots);
  /** A slot session's own net in cents: coins out - (coins in - free play), plus its linked jackpots (hand pay: amount; else withholding). */
  const slotCents = (s: SlotSessionInput) => slotResultCents(s, linked.get(s.id));

  const countedIn = new Map<string, Acc>();
  /** The session each W-2G's money is in (a linked one follows its slot session, else its casino session's arrival day). */
  const jackpotIn = new Map<string, Acc>();
  // Closed casino sessions: the result (with the withholding of the W-2Gs won inside) split by calendar day.
  const jackpotHandled = new Set<string>();
  const inCasinoSession = new Set<string>();
  for (const w of windows) {
    const v = w.record;
    const covered = coveredIn.get(w) ?? [];
    const won = wonIn.get(w) ?? [];
    for (const j of won) {
      jackpotHandled.add(j.id);
      inCasinoSession.add(j.id);
    }
    const addedBack = won.reduce((t, j) => t + withheld(j), 0);
    let rest = toCents(v.net ?? 0) + addedBack;
    const laterDays = new Set<string>();
    for (const s of covered) {
      if (s.date > v.arrivalDate) {
        const c = slotCents(s);
        const later = sessionFor(s.date, v.casinoId, v.casinoName);
        later.cents += c;
        later.slotSessions.push({ id: s.id, net: fromCents(c), counted: true, casinoSessionId: v.id });
        countedIn.set(s.id, later);
        if (!later.laterDayOfCasinoSessionIds.includes(v.id)) later.laterDayOfCasinoSessionIds.push(v.id);
        rest -= c;
        laterDays.add(s.date);
      }
    }
    const first = sessionFor(v.arrivalDate, v.casinoId, v.casinoName);
    for (const j of won) jackpotIn.set(j.id, first);
    first.cents += rest;
    first.casinoSessionIds.push(v.id);
    for (const s of covered)
      if (s.date === v.arrivalDate)
        first.slotSessions.push({ id: s.id, net: fromCents(slotCents(s)), counted: false, casinoSessionId: v.id });
    if (addedBack !== 0) {
      first.withheldCents += addedBack;
      first.reasons.push(`Tax withheld on W-2Gs won during the casino session added back: ${money(fromCents(addedBack))}`);
    }
    for (const d of [...laterDays].sort())
      sessionFor(d, v.casinoId, v.casinoName).reasons.push(`Slot sessions after midnight of a casino session that began ${v.arrivalDate}`);
  }

  // Slot sessions outside every closed casino session count their own net.
  for (const s of slots) {
    if (coveredBy.has(s.id)) continue;
    const c = slotCents(s);
    const session = sessionFor(s.date, s.casinoId, s.casinoName);
    session.cents += c;
    session.slotSessions.push({ id: s.id, net: fromCents(c), counted: true, casinoSessionId: null });
    countedIn.set(s.id, session);
  }
  for (const j of jackpots) if (j.sessionId && slotById.has(j.sessionId)) jackpotHandled.add(j.id);
  for (const [slotId, session] of countedIn) {
    for (const j of linked.get(slotId) ?? []) {
      jackpotIn.set(j.id, session);
      if (j.handPay) session.reasons.push(`Hand-paid W-2G jackpot of ${money(j.amount)} added to its slot session (not in the coins out)`);
      else if (withheld(j) !== 0) {
        session.withheldCents += withheld(j);
        session.reasons.push(`Tax withheld on a W-2G added back: ${money(fromCents(withheld(j)))}`);
      }
    }
  }

  // W-2Gs in no casino session and linked to no slot session.
  const unloggedW2g: JackpotInput[] = [];
  const playedOn = new Set(slots.map((s) => `${s.date}|${s.casinoId ?? ''}`));
  for (const j of jackpots) {
    if (jackpotHandled.has(j.id)) continue;
    const played = playedOn.has(`${j.date}|${j.casinoId ?? ''}`);
    const session = sessionFor(j.date, j.casinoId, j.casinoName);
    jackpotIn.set(j.id, session);
    if (played && j.handPay) {
      session.cents += toCents(j.amount);
      session.reasons.push(`Hand-paid W-2G jackpot of ${money(j.amount)} added (not in the slot sessions' coins out)`);
    } else if (played) {
      const c = withheld(j);
      if (c !== 0) {
        session.cents += c;
        session.withheldCents += c;
        session.reasons.push(`Tax withheld on a W-2G added back: ${money(fromCents(c))}`);
      }
    } else {
      session.cents += toCents(j.amount);
      session.unloggedJackpotIds.push(j.id);
      session.reasons.push(
        `W-2G of ${money(j.amount)} with no play logged at this casino that day: counted as a gain of its amount (what the IRS sees)`,
      );
      unloggedW2g.push(j);
    }
  }

  for (const [jackpotId, session] of jackpotIn) session.jackpotIds.push(jackpotId);
  const inYear = (date: string) => options.year === undefined || Number(date.slice(0, 4)) === options.year;
  const sessions = [...byKey.values()]
    .filter((s) => inYear(s.date))
    .map(({ cents, withheldCents, ...s }) => ({ ...s, net: fromCents(cents), withholdingAddedBack: fromCents(withheldCents) }))
    .sort((a, b) => byText(a.date, b.date) || byName.compare(a.casinoName ?? '', b.casinoName ?? '') || byText(a.key, b.key));
  return {
    sessions,
    openCasinoSessions: casinoSessions.filter((v) => (v.finalCash === null || v.net === null) && inYear(v.arrivalDate)),
    unloggedW2g: unloggedW2g.filter((j) => inYear(j.date)),
    inCasinoSession,
    totals: sessionTotals(sessions),
  };
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
  return { sessions: sessions.length, winning, losing, gains: fromCents(gains), losses: fromCents(losses), net: fromCents(gains - losses) };
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
    return { month: `${year}-${String(i + 1).padStart(2, '0')}`, net: fromCents(c), cumulative: fromCents(running) };
  });
}
