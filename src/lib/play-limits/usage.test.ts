import { describe, expect, it } from 'vitest';
import {
  alertMeters,
  dayLosses,
  formatMinutes,
  hasAnyLimit,
  isNewLevel,
  limitLevel,
  limitMessage,
  limitMeters,
  playTotals,
  type PlayLimits,
  type SlotRecord,
  type VisitRecord,
} from './usage';

const C1 = 'casino-1';
const C2 = 'casino-2';
const visit = (id: string, casino: string, arrival: string, departure: string | null, net: number | null): VisitRecord => ({
  id,
  casino_id: casino,
  arrival_date: arrival.slice(0, 10),
  arrival_time: arrival.slice(11),
  departure_date: departure?.slice(0, 10) ?? null,
  departure_time: departure?.slice(11) ?? null,
  final_cash: net == null ? null : 0,
  net_result: net,
});
const slot = (casino: string, at: string, coins_in: number, coins_out: number): SlotRecord => ({
  casino_id: casino,
  session_date: at.slice(0, 10),
  session_time: at.slice(11),
  coins_in,
  coins_out,
});

// The records of tests/db/play-limits.test.ts, so that the SQL and this reference are held to the same answers.
const VISITS = [
  visit('v1', C1, '2026-03-02 18:00:00', '2026-03-02 23:00:00', -600),
  visit('v2', C1, '2026-03-10 10:00:00', '2026-03-10 11:00:00', 50),
  visit('v3', C1, '2026-03-15 19:30:00', null, null),
  visit('v4', C2, '2026-02-20 14:00:00', '2026-02-20 15:30:00', -1000),
  visit('v5', C2, '2025-12-31 20:00:00', '2025-12-31 23:00:00', -900),
  visit('v6', C2, '2026-03-12 20:00:00', null, 0),
];
VISITS[5] = { ...VISITS[5], final_cash: 100 };
const SLOTS = [
  slot(C1, '2026-03-02 19:00:00', 500, 0),
  slot(C2, '2026-03-02 12:00:00', 100, 40),
  slot(C1, '2026-03-10 12:00:00', 200, 0),
  slot(C2, '2026-03-10 13:00:00', 0, 150),
  slot(C1, '2026-03-15 20:00:00', 300, 50),
  slot(C1, '2026-03-15 20:30:00', 100, 0),
  slot(C2, '2026-03-15 09:00:00', 200, 0),
  slot(C2, '2026-03-12 22:00:00', 50, 0),
  slot(C1, '2026-01-05 15:00:00', 700, 100),
];
const NOW = '2026-03-15T21:00:00';
const LIMITS: PlayLimits = {
  visit_loss_limit: 500,
  day_loss_limit: 600,
  month_loss_limit: 1200,
  visit_time_limit_minutes: 120,
  paused_until: null,
};

describe('playTotals', () => {
  it('adds today, this month and the active visit by the definitions', () => {
    // Today: v3 so far (250 + 100) + loose 200 = 550; March: 660 + 50 + 0 + 550 = 1260.
    expect(playTotals(VISITS, SLOTS, NOW)).toEqual({
      dayLoss: 550,
      monthLoss: 1260,
      visit: { id: 'v3', active: true, loss: 350, minutes: 90 },
    });
  });

  it('takes an ended visit from its net result and its departure; time unknown without a departure', () => {
    expect(playTotals(VISITS, SLOTS, NOW, 'v1').visit).toEqual({ id: 'v1', active: false, loss: 600, minutes: 300 });
    expect(playTotals(VISITS, SLOTS, NOW, 'v2').visit).toEqual({ id: 'v2', active: false, loss: 0, minutes: 60 });
    expect(playTotals(VISITS, SLOTS, NOW, 'v6').visit).toEqual({ id: 'v6', active: false, loss: 0, minutes: null });
  });

  it("counts a day whose loss equals the limit, and nets a day's loose sessions (03-10: 200 - 150 = 50)", () => {
    const year = dayLosses(VISITS, SLOTS, NOW, '2026-01-01', '2026-12-31');
    expect(Object.fromEntries(year)).toEqual({
      '2026-01-05': 600,
      '2026-02-20': 1000,
      '2026-03-02': 660,
      '2026-03-10': 50,
      '2026-03-12': 0,
      '2026-03-15': 550,
    });
  });

  it('leaves a slot session started after now outside the active visit', () => {
    const later = [...SLOTS, slot(C1, '2026-03-15 21:30:00', 1000, 0)];
    expect(playTotals(VISITS, later, NOW).visit?.loss).toBe(350);
  });
});

describe('limitMeters and their words', () => {
  it('gives each set limit its ratio and level', () => {
    const meters = limitMeters(LIMITS, playTotals(VISITS, SLOTS, NOW));
    expect(meters.map((m) => [m.kind, m.used, m.limit, m.level])).toEqual([
      ['visit-loss', 350, 500, null],
      ['visit-time', 90, 120, null],
      ['day-loss', 550, 600, 'near'],
      ['month-loss', 1260, 1200, 'reached'],
    ]);
    expect(alertMeters(meters).map(limitMessage)).toEqual([
      "You've reached your $1,200 loss limit for this month.",
      "You've used 91% of your $600 loss limit for today.",
    ]);
  });

  it('says 80% at exactly 80% and reached at exactly 100%', () => {
    expect(limitLevel(399.99, 500)).toBeNull();
    expect(limitLevel(400, 500)).toBe('near');
    expect(limitLevel(500, 500)).toBe('reached');
    expect(limitMessage({ kind: 'visit-loss', used: 400, limit: 500, ratio: 0.8, level: 'near' })).toBe(
      "You've used 80% of your $500 loss limit for this casino session.",
    );
    expect(limitMessage({ kind: 'visit-time', used: 120, limit: 120, ratio: 1, level: 'reached' })).toBe(
      "You've reached your 2 h time limit for this casino session.",
    );
  });

  it('skips limits that are off and the visit ones without a visit', () => {
    const off = { ...LIMITS, visit_loss_limit: null, month_loss_limit: null };
    expect(limitMeters(off, { dayLoss: 10, monthLoss: 10, visit: null }).map((m) => m.kind)).toEqual(['day-loss']);
    expect(hasAnyLimit({ ...off, day_loss_limit: null, visit_time_limit_minutes: null })).toBe(false);
    expect(hasAnyLimit(null)).toBe(false);
  });

  it('says a level once: near then reached are new, reached then near is not', () => {
    expect(isNewLevel('near', undefined)).toBe(true);
    expect(isNewLevel('reached', 'near')).toBe(true);
    expect(isNewLevel('near', 'near')).toBe(false);
    expect(isNewLevel('near', 'reached')).toBe(false);
    expect(isNewLevel(null, undefined)).toBe(false);
  });

  it('formats minutes', () => {
    expect([formatMinutes(45), formatMinutes(120), formatMinutes(90)]).toEqual(['45 min', '2 h', '1 h 30 min']);
  });
});
