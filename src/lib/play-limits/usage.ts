/**
 * Play limits (Account -> Play limits): what a player has used of each limit they set, and the plain words
 * said at 80 % and 100 %. Pure: no I/O. The totals come from the RPC get_play_limit_status, the one definition
 * of a casino session's loss so far (migrations 20260101003700_one_night.sql and 20260101003701, tested in
 * tests/db/play-limits.test.ts and tests/db/one-night.test.ts).
 */
import { formatWholeDollars } from '../money';

/** The limits a player set (null = off) and their cool-off. */
export type PlayLimits = {
  casino_session_loss_limit: number | null;
  day_loss_limit: number | null;
  month_loss_limit: number | null;
  casino_session_time_limit_minutes: number | null;
  paused_until: string | null;
};

/** A casino session's loss so far, how much of it is money still in a live machine, and its minutes. */
export type CasinoSessionUsage = { id: string; active: boolean; loss: number; inLiveMachine: number; minutes: number | null };
/** Today's and this month's loss (and the part of each still in a live machine), and one casino session's usage. */
export type PlayTotals = {
  dayLoss: number;
  dayInLiveMachine: number;
  monthLoss: number;
  monthInLiveMachine: number;
  casinoSession: CasinoSessionUsage | null;
};

export type LimitKind = 'casino-session-loss' | 'casino-session-time' | 'day-loss' | 'month-loss';
/** 'near': at least 80 % used; 'reached': 100 % or more. */
export type LimitLevel = 'near' | 'reached';
/** inLiveMachine: how much of a loss meter's `used` is money still in a live machine (0 when none). */
export type LimitMeter = { kind: LimitKind; used: number; limit: number; ratio: number; level: LimitLevel | null; inLiveMachine: number };

export const NEAR_RATIO = 0.8;

/** The level of `used` against `limit`: reached at 100 %, near at 80 %, else null. */
export function limitLevel(used: number, limit: number): LimitLevel | null {
  if (!(limit > 0)) return null;
  if (used >= limit) return 'reached';
  if (used >= limit * NEAR_RATIO) return 'near';
  return null;
}

/** True when at least one limit (loss or time) is set. */
export function hasAnyLimit(limits: PlayLimits | null | undefined): limits is PlayLimits {
  return (
    !!limits &&
    [limits.casino_session_loss_limit, limits.day_loss_limit, limits.month_loss_limit, limits.casino_session_time_limit_minutes].some(
      (v) => v != null,
    )
  );
}

/** One meter per limit that is set (the casino session's only when there is a casino session), in the order casino session, day, month. */
export function limitMeters(limits: PlayLimits | null | undefined, totals: PlayTotals): LimitMeter[] {
  if (!limits) return [];
  const meters: LimitMeter[] = [];
  const add = (kind: LimitKind, used: number | null | undefined, limit: number | null, inLiveMachine = 0) => {
    if (limit == null || used == null) return;
    meters.push({ kind, used, limit, ratio: used / limit, level: limitLevel(used, limit), inLiveMachine });
  };
  if (totals.casinoSession) {
    add('casino-session-loss', totals.casinoSession.loss, limits.casino_session_loss_limit, totals.casinoSession.inLiveMachine);
    add('casino-session-time', totals.casinoSession.minutes, limits.casino_session_time_limit_minutes);
  }
  add('day-loss', totals.dayLoss, limits.day_loss_limit, totals.dayInLiveMachine);
  add('month-loss', totals.monthLoss, limits.month_loss_limit, totals.monthInLiveMachine);
  return meters;
}

/** Minutes as '2 h', '1 h 30 min', '45 min'. */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`;
}

const LIMIT_NAME: Record<LimitKind, (limit: number) => string> = {
  'casino-session-loss': (l) => `${formatWholeDollars(l)} loss limit for this casino session`,
  'casino-session-time': (l) => `${formatMinutes(l)} time limit for this casino session`,
  'day-loss': (l) => `${formatWholeDollars(l)} loss limit for today`,
  'month-loss': (l) => `${formatWholeDollars(l)} loss limit for this month`,
};

/** What a loss meter counts while a machine is live: "Includes $85 still in the live machine, counted as lost until you cash out." */
export function liveMachineNote(meter: LimitMeter): string | null {
  if (meter.kind === 'casino-session-time' || !(meter.inLiveMachine > 0)) return null;
  return `Includes ${formatWholeDollars(meter.inLiveMachine)} still in the live machine, counted as lost until you cash out.`;
}

/** The plain words of a meter at 80 % or more: "You've used 80% of your $500 loss limit for this casino session." */
export function limitMessage(meter: LimitMeter): string {
  const name = LIMIT_NAME[meter.kind](meter.limit);
  if (meter.level === 'reached') return `You've reached your ${name}.`;
  return `You've used ${Math.floor(meter.ratio * 100)}% of your ${name}.`;
}

/** The meters at 80 % or more, reached ones first. */
export function alertMeters(meters: LimitMeter[]): LimitMeter[] {
  return meters.filter((m) => m.level).sort((x, y) => (x.level === y.level ? 0 : x.level === 'reached' ? -1 : 1));
}

/** The key under which a meter's level is remembered once said: per casino session, per day, per month. */
export function announceKey(meter: LimitMeter, totals: PlayTotals, now: string): string {
  if (meter.kind === 'day-loss') return `day-loss:${now.slice(0, 10)}`;
  if (meter.kind === 'month-loss') return `month-loss:${now.slice(0, 7)}`;
  return [meter.kind, totals.casinoSession?.id ?? ''].join(':');
}

/** A banner line: the plain words of a limit at 80 % or 100 %, keyed by limit and period. */
export type LimitAlert = { key: string; level: LimitLevel; text: string };

/** The banner lines of a status read at `now`: every limit at 80 % or more, reached ones first. */
export function alertsOf({ now, limits, totals }: { now: string; limits: PlayLimits | null; totals: PlayTotals }): LimitAlert[] {
  return alertMeters(limitMeters(limits, totals)).map((m) => ({
    key: announceKey(m, totals, now),
    level: m.level!,
    text: limitMessage(m),
  }));
}
