import { describe, expect, it } from 'vitest';
import { parseInsightParams, periodBounds, periodPhrase } from './insight-period';

const NOW = new Date(2026, 2, 15, 9, 30); // Sunday 15 March 2026, local time
const parse = (q: string) => parseInsightParams(new URLSearchParams(q), NOW);

describe('Insights periods', () => {
  it("bounds in the player's local dates", () => {
    expect(periodBounds({ kind: 'month' }, NOW)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(periodBounds({ kind: 'year' }, NOW)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodBounds({ kind: 'year', year: 2024 }, NOW)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    // The last 12 months end today and start the day after the same date a year ago.
    expect(periodBounds({ kind: '12m' }, NOW)).toEqual({ from: '2025-03-16', to: '2026-03-15' });
    expect(periodBounds({ kind: 'all' }, NOW)).toBeNull();
    expect(periodPhrase({ kind: 'year', year: 2024 }, NOW)).toBe('in 2024');
  });

  it('reads the URL and says what makes no sense', () => {
    expect(parse('period=year&year=2025&group=hour')).toEqual({ period: { kind: 'year', year: 2025 }, group: 'hour', problems: [] });
    expect(parse('')).toEqual({ period: { kind: 'year' }, group: 'casino', problems: [] });
    expect(parse('period=forever&group=luck')).toEqual({
      period: { kind: 'year' },
      group: 'casino',
      problems: [
        '"forever" is not a period Insights knows: showing this year.',
        '"luck" is not a grouping Insights knows: showing by casino.',
      ],
    });
    expect(parse('period=year&year=2031').problems).toEqual([
      '"2031" is not a year with records to show (1970 to 2026): showing this year.',
    ]);
  });
});
