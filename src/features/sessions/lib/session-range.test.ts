import { rangeStart } from '@/lib/dates';
import { DEFAULT_SESSION_RANGE, isInRange, parseSessionRange, parseSessionsTab, SESSION_RANGES } from './session-range';

describe('session ranges', () => {
  it('are Today, Month, Year, All with Month as default', () => {
    expect(SESSION_RANGES.map((r) => r.label)).toEqual(['Today', 'Month', 'Year', 'All']);
    expect(DEFAULT_SESSION_RANGE).toBe('month');
    expect(parseSessionRange(null)).toBe('month');
    expect(parseSessionRange('bogus')).toBe('month');
    expect(parseSessionRange('year')).toBe('year');
  });

  it('keep dates on or after the start of today, the month or the year', () => {
    const now = new Date(2026, 4, 17, 23, 30); // 17 May 2026, local time
    expect(rangeStart('today', now)).toBe('2026-05-17');
    expect(rangeStart('month', now)).toBe('2026-05-01');
    expect(rangeStart('year', now)).toBe('2026-01-01');
    expect(rangeStart('all', now)).toBeNull();

    const month = rangeStart('month', now);
    expect(isInRange('2026-05-01', month)).toBe(true);
    expect(isInRange('2026-04-30', month)).toBe(false);
    expect(isInRange('2026-06-02', month)).toBe(true);
    expect(isInRange('1999-01-01', null)).toBe(true);
  });

  it('tab defaults to casino', () => {
    expect(parseSessionsTab(null)).toBe('casino');
    expect(parseSessionsTab('slot')).toBe('slot');
    expect(parseSessionsTab('x')).toBe('casino');
  });
});
