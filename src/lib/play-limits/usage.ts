/**
 * Play limits (Account -> Play limits): what a player has used of each limit they set, and the plain words
 * said at 80 % and 100 %. Pure: no I/O. The app gets the totals from the RPC get_play_limit_status, which
 * aggregates in SQL by the same definitions as `playTotals` below (migration 20260101003600_play_limits.sql);
 * `playTotals` is the tested reference of those definitions.
 */
import { formatWholeDollars } from '../money';

/** The limits a player set (null = off) and their cool-off. */
export type PlayLimits = {
  visit_loss_limit: number | null;
  day_loss_limit: number | null;
  month_loss_limit: number | null;
  visit_time_limit_minutes: number | null;
  paused_until: string | null;
};

export type VisitUsage = { id: string; active: boolean; loss: number; minutes: number | null };
/** Today's and this month's loss, and one visit's loss and minutes. */
export type PlayTotals = { dayLoss: number; monthLoss: number; visit: VisitUsage | null };

export type LimitKind = 'visit-loss' | 'visit-time' | 'day-loss' | 'month-loss';
/** 'near': at least 80 % used; 'reached': 100 % or more. */
export type LimitLevel = 'near' | 'reached';
export type LimitMeter = { kind: LimitKind; used: number; limit: number; ratio: number; level: LimitLevel | null };

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
    [limits.visit_loss_limit, limits.day_loss_limit, limits.month_loss_limit, limits.visit_time_limit_minutes].some((v) => v != null)
  );
}

/** One meter per limit that is set (the visit's only when there is a visit), in the order visit, day, month. */
export function limitMeters(limits: PlayLimits | null | undefined, totals: PlayTotals): LimitMeter[] {
  if (!limits) return [];
  const meters: LimitMeter[] = [];
  const add = (kind: LimitKind, used: number | null | undefined, limit: number | null) => {
    if (limit == null || used == null) return;
    meters.push({ kind, used, limit, ratio: used / limit, level: limitLevel(used, limit) });
  };
  if (totals.visit) {
    add('visit-loss', totals.visit.loss, limits.visit_loss_limit);
    add('visit-time', totals.visit.minutes, limits.visit_time_limit_minutes);
  }
  add('day-loss', totals.dayLoss, limits.day_loss_limit);
  add('month-loss', totals.monthLoss, limits.month_loss_limit);
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
  'visit-loss': (l) => `${formatWholeDollars(l)} loss limit for this casino session`,
  'visit-time': (l) => `${formatMinutes(l)} time limit for this casino session`,
  'day-loss': (l) => `${formatWholeDollars(l)} loss limit for today`,
  'month-loss': (l) => `${formatWholeDollars(l)} loss limit for this month`,
};

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

/** The key under which a meter's level is remembered once said: per visit, per day, per month. */
export function announceKey(meter: LimitMeter, totals: PlayTotals, now: string): string {
  if (meter.kind === 'day-loss') return `day-loss:${now.slice(0, 10)}`;
  if (meter.kind === 'month-loss') return `month-loss:${now.slice(0, 7)}`;
  return [meter.kind, totals.visit?.id ?? ''].join(':');
}

/** Whether `level` is new against the level said before (near -> reached is new; reached -> near is not). */
export function isNewLevel(level: LimitLevel | null, before: LimitLevel | null | undefined): level is LimitLevel {
  if (!level) return false;
  return before == null || (before === 'near' && level === 'reached');
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

// ---------------------------------------------------------------------------------------------------------
// The reference computation from records (the SQL of get_play_limit_status follows the same rules).
// ---------------------------------------------------------------------------------------------------------

export type VisitRecord = {
  id: string;
  casino_id: string | null;
  arrival_date: string;
  arrival_time: string;
  departure_date: string | null;
  departure_time: string | null;
  final_cash: number | null;
  net_result: number | null;
};
export type SlotRecord = { casino_id: string | null; session_date: string; session_time: string; coins_in: number; coins_out: number };

/** A wall-clock 'yyyy-MM-dd' + 'HH:mm[:ss]' as minutes on one scale (no time zone: all values are local). */
function wallMinutes(date: string, time = '00:00'): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
}

/** The day after a 'yyyy-MM-dd' date. */
function nextDay(date: string): string {
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * A visit's window [arrival, end] in wall minutes: end = now while active, its departure when ended, the end
 * of its arrival day when ended without a departure.
 */
function visitWindow(v: VisitRecord, now: number): { from: number; to: number; departed: number | null } {
  const from = wallMinutes(v.arrival_date, v.arrival_time);
  if (v.final_cash == null) return { from, to: now, departed: now };
  if (v.departure_date) {
    const d = wallMinutes(v.departure_date, v.departure_time ?? '00:00');
    return { from, to: d, departed: d };
  }
  return { from, to: wallMinutes(nextDay(v.arrival_date)), departed: null };
}

const slotAt = (s: SlotRecord) => wallMinutes(s.session_date, s.session_time);
const cents = (n: number) => Math.round(n * 100) / 100;

/** A visit's loss and minutes at `now` (the wall clock, 'yyyy-MM-ddTHH:mm[:ss]'). */
export function visitUsage(v: VisitRecord, slots: SlotRecord[], now: string): VisitUsage {
  const nowMin = wallMinutes(now.slice(0, 10), now.slice(11));
  const w = visitWindow(v, nowMin);
  const active = v.final_cash == null;
  let loss: number;
  if (active) {
    const inside = slots.filter((s) => s.casino_id != null && s.casino_id === v.casino_id && slotAt(s) >= w.from && slotAt(s) <= w.to);
    loss = Math.max(
      0,
      inside.reduce((sum, s) => sum + s.coins_in - s.coins_out, 0),
    );
  } else loss = Math.max(0, -(v.net_result ?? 0));
  return { id: v.id, active, loss: cents(loss), minutes: w.departed == null ? null : w.departed - w.from };
}

/** The loss of each day in [from, to] that has one: its visits' losses plus its loose slot play (floored at 0). */
export function dayLosses(visits: VisitRecord[], slots: SlotRecord[], now: string, from: string, to: string): Map<string, number> {
  const nowMin = wallMinutes(now.slice(0, 10), now.slice(11));
  const days = new Map<string, number>();
  const add = (day: string, n: number) => days.set(day, cents((days.get(day) ?? 0) + n));
  for (const v of visits) if (v.arrival_date >= from && v.arrival_date <= to) add(v.arrival_date, visitUsage(v, slots, now).loss);
  const loose = new Map<string, number>();
  for (const s of slots) {
    if (s.session_date < from || s.session_date > to) continue;
    const inVisit = visits.some((v) => {
      if (v.casino_id == null || v.casino_id !== s.casino_id) return false;
      const w = visitWindow(v, nowMin);
      return slotAt(s) >= w.from && slotAt(s) <= w.to;
    });
    if (!inVisit) loose.set(s.session_date, (loose.get(s.session_date) ?? 0) + s.coins_in - s.coins_out);
  }
  for (const [day, net] of loose) add(day, Math.max(0, net));
  return days;
}

/** Today's and this month's loss at `now`, and visit `visitId`'s (else the latest active visit's) usage. */
export function playTotals(visits: VisitRecord[], slots: SlotRecord[], now: string, visitId?: string | null): PlayTotals {
  const today = now.slice(0, 10);
  const month = now.slice(0, 7);
  const days = dayLosses(visits, slots, now, `${month}-01`, `${month}-31`);
  const monthLoss = cents([...days.values()].reduce((a, b) => a + b, 0));
  const visit =
    (visitId ? visits.find((v) => v.id === visitId) : undefined) ??
    (visitId ? undefined : [...visits].filter((v) => v.final_cash == null).sort((x, y) => slotKey(y).localeCompare(slotKey(x)))[0]);
  return { dayLoss: days.get(today) ?? 0, monthLoss, visit: visit ? visitUsage(visit, slots, now) : null };
}

const slotKey = (v: VisitRecord) => `${v.arrival_date} ${v.arrival_time}`;
