import { describe, expect, it } from 'vitest';
import { bonusRateLabel } from './insight-rows';

describe('bonus frequency on the By game table', () => {
  it('shows bonuses per hour where counted, a dash where nothing was counted, "No times" without times', () => {
    // 4 bonuses over 2.5 hours played = 1.6 an hour (the server rounds to 2 decimals).
    expect(bonusRateLabel({ counted_sessions: 2, bonuses_per_hour: 1.6 })).toBe('1.6');
    expect(bonusRateLabel({ counted_sessions: 3, bonuses_per_hour: 2.67 })).toBe('2.67');
    expect(bonusRateLabel({ counted_sessions: 1, bonuses_per_hour: 0 })).toBe('0.0');
    expect(bonusRateLabel({ counted_sessions: 0, bonuses_per_hour: null })).toBe('–');
    expect(bonusRateLabel({ counted_sessions: 1, bonuses_per_hour: null })).toBe('No times');
  });
});
