import { describe, expect, it } from 'vitest';
import { fig } from './insight-figures.fixture';
import { bonusRateLabel, percentLabel, rateCell } from './insight-rows';

describe('bonus frequency on the By game table', () => {
  it('shows bonuses per hour where counted over 10 sessions with times, a dash where nothing was counted, "No times" without times', () => {
    // 4 bonuses over 2.5 hours played = 1.6 an hour (the server rounds to 2 decimals), over 10 or 12 sessions with times.
    expect(bonusRateLabel(fig({ counted_sessions: 12, bonus_timed_sessions: 10, bonuses_per_hour: 1.6 }))).toBe('1.6');
    expect(bonusRateLabel(fig({ counted_sessions: 12, bonus_timed_sessions: 12, bonuses_per_hour: 2.67 }))).toBe('2.67');
    expect(bonusRateLabel(fig({ counted_sessions: 10, bonus_timed_sessions: 10, bonuses_per_hour: 0 }))).toBe('0.0');
    expect(bonusRateLabel(fig({ counted_sessions: 0, bonuses_per_hour: null }))).toBe('–');
    expect(bonusRateLabel(fig({ counted_sessions: 1, bonuses_per_hour: null }))).toBe('No times');
  });

  it('a bonus rate over fewer than 10 counted sessions with times says how many: 12 counted, 2 with times', () => {
    expect(bonusRateLabel(fig({ counted_sessions: 12, bonus_timed_sessions: 2, bonuses_per_hour: 1.6 }))).toBe('Too few (2)');
  });
});

describe('a rate cell: shown over 10 sessions or more, else what it would rest on', () => {
  it('a return over 7 sessions is "Too few (7)"; over 10, 253.8%; none without money in', () => {
    expect(rateCell('return', fig({ sessions: 7, return_pct: 457.7 }), percentLabel)).toBe('Too few (7)');
    expect(rateCell('return', fig({ sessions: 10, return_pct: 253.8 }), percentLabel)).toBe('253.8%');
    expect(rateCell('return', fig({ sessions: 3, return_pct: null }), percentLabel)).toBe('–');
  });

  it('per hour rests on the sessions with times: 40 sessions, 9 with times -> "Too few (9)"', () => {
    expect(rateCell('per_hour', fig({ sessions: 40, timed_sessions: 9, net_per_hour: 191.8 }), String)).toBe('Too few (9)');
    expect(rateCell('per_hour', fig({ sessions: 40, timed_sessions: 10, net_per_hour: -4.29 }), String)).toBe('-4.29');
  });
});
