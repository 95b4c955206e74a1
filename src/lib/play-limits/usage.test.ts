import { describe, expect, it } from 'vitest';
import {
  alertMeters,
  alertsOf,
  formatMinutes,
  hasAnyLimit,
  limitLevel,
  limitMessage,
  limitMeters,
  liveMachineNote,
  type PlayLimits,
  type PlayTotals,
} from './usage';

// What get_play_limit_status answers for the records of tests/db/play-limits.test.ts at 2026-03-15 21:00 (worked
// out there by hand): today 550, March 1260, the active casino session 350 after 90 minutes.
const TOTALS: PlayTotals = {
  dayLoss: 550,
  dayInLiveMachine: 0,
  monthLoss: 1260,
  monthInLiveMachine: 0,
  casinoSession: { id: 'v3', active: true, loss: 350, inLiveMachine: 0, minutes: 90 },
};
const LIMITS: PlayLimits = {
  casino_session_loss_limit: 500,
  day_loss_limit: 600,
  month_loss_limit: 1200,
  casino_session_time_limit_minutes: 120,
  paused_until: null,
};

describe('limitMeters and their words', () => {
  it('gives each set limit its ratio and level', () => {
    const meters = limitMeters(LIMITS, TOTALS);
    expect(meters.map((m) => [m.kind, m.used, m.limit, m.level])).toEqual([
      ['casino-session-loss', 350, 500, null],
      ['casino-session-time', 90, 120, null],
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
    expect(limitMessage({ kind: 'casino-session-loss', used: 400, limit: 500, ratio: 0.8, level: 'near', inLiveMachine: 0 })).toBe(
      "You've used 80% of your $500 loss limit for this casino session.",
    );
    expect(limitMessage({ kind: 'casino-session-time', used: 120, limit: 120, ratio: 1, level: 'reached', inLiveMachine: 0 })).toBe(
      "You've reached your 2 h time limit for this casino session.",
    );
  });

  it('skips limits that are off and the casino session ones without a casino session', () => {
    const off = { ...LIMITS, casino_session_loss_limit: null, month_loss_limit: null };
    expect(
      limitMeters(off, { dayLoss: 10, dayInLiveMachine: 0, monthLoss: 10, monthInLiveMachine: 0, casinoSession: null }).map((m) => m.kind),
    ).toEqual(['day-loss']);
    expect(hasAnyLimit({ ...off, day_loss_limit: null, casino_session_time_limit_minutes: null })).toBe(false);
    expect(hasAnyLimit(null)).toBe(false);
  });

  it('says what a loss meter counts while a machine is live ($220 of $200, $85 of it in the machine)', () => {
    const live: PlayTotals = { ...TOTALS, casinoSession: { id: 'w', active: true, loss: 220, inLiveMachine: 85, minutes: 60 } };
    const [casinoSessionLoss, casinoSessionTime] = limitMeters({ ...LIMITS, casino_session_loss_limit: 200 }, live);
    expect([casinoSessionLoss.used, casinoSessionLoss.level, casinoSessionLoss.inLiveMachine]).toEqual([220, 'reached', 85]);
    expect(liveMachineNote(casinoSessionLoss)).toBe('Includes $85 still in the live machine, counted as lost until you cash out.');
    expect(liveMachineNote(casinoSessionTime)).toBeNull();
    expect(liveMachineNote({ ...casinoSessionLoss, inLiveMachine: 0 })).toBeNull();
  });

  it('keys a banner line by limit and period, so one crossing is one line', () => {
    const alerts = alertsOf({ now: '2026-03-15T21:00:00', limits: LIMITS, totals: TOTALS });
    expect(alerts.map((a) => [a.key, a.level])).toEqual([
      ['month-loss:2026-03', 'reached'],
      ['day-loss:2026-03-15', 'near'],
    ]);
  });

  it('formats minutes', () => {
    expect([formatMinutes(45), formatMinutes(120), formatMinutes(90)]).toEqual(['45 min', '2 h', '1 h 30 min']);
  });
});
