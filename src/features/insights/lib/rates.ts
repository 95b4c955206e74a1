import { formatCount } from '@/lib/number-format';
import type { InsightFigures } from '../api/get-play-insights';

/**
 * One rule for every rate Insights shows (the return on money in, net per hour, bonuses per hour) and for comparing
 * groups: it is said only over at least this many sessions. Over fewer, a rate is noise (one hand pay turns seven
 * sessions into "457.7 %"), so the screen says what it would rest on and that it is too few to mean anything.
 */
export const MIN_SESSIONS = 10;

export type RateKind = 'return' | 'per_hour' | 'bonuses_per_hour';

type RateFigures = Pick<
  InsightFigures,
  'sessions' | 'timed_sessions' | 'bonus_timed_sessions' | 'return_pct' | 'net_per_hour' | 'bonuses_per_hour'
>;

/**
 * The sessions a rate rests on: every session for a return; those with start and end times for net per hour; those
 * with bonuses counted and times for bonuses per hour.
 */
export function restsOn(kind: RateKind, f: RateFigures): number {
  if (kind === 'return') return f.sessions;
  if (kind === 'per_hour') return f.timed_sessions;
  // A device's copy from before the server counted these has no count: nothing to rest on until it is fetched again.
  return f.bonus_timed_sessions ?? 0;
}

/** A rate: its value over enough sessions, or how many sessions it would rest on; null where there is none to give. */
export type Rate = { value: number } | { tooFew: number } | null;

export function rateOf(kind: RateKind, f: RateFigures): Rate {
  const value = kind === 'return' ? f.return_pct : kind === 'per_hour' ? f.net_per_hour : f.bonuses_per_hour;
  if (value == null) return null;
  const n = restsOn(kind, f);
  return n >= MIN_SESSIONS ? { value } : { tooFew: n };
}

/** The rate's value when it is shown, else null (what a sort by it sees: a hidden rate sorts last). */
export function shownRate(kind: RateKind, f: RateFigures): number | null {
  const r = rateOf(kind, f);
  return r && 'value' in r ? r.value : null;
}

/** A table cell of a rate over too few sessions: 'Too few (7)'. */
export const tooFewCell = (n: number): string => `Too few (${formatCount(n)})`;

/** Under a table with such a cell. */
export const TOO_FEW_NOTE =
  `Too few (n): a return % or a figure per hour is shown over ${MIN_SESSIONS} sessions or more; here it would rest on ` +
  'n sessions (for a figure per hour, those with start and end times), too few to mean anything.';

/** In a sentence: '1 session is too few to mean anything', '3 sessions with start and end times are too few…'. */
export function tooFewWords(n: number, which = ''): string {
  return `${formatCount(n)} ${n === 1 ? 'session' : 'sessions'}${which ? ` ${which}` : ''} ${n === 1 ? 'is' : 'are'} too few to mean anything`;
}

/** Whether any of these figures has one of these rates over too few sessions (the screen then says what 'Too few' means). */
export function anyTooFew(kinds: readonly RateKind[], figures: readonly (RateFigures | null)[]): boolean {
  return figures.some(
    (f) =>
      f != null &&
      kinds.some((k) => {
        const r = rateOf(k, f);
        return r != null && 'tooFew' in r;
      }),
  );
}
