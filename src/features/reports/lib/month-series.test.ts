import { monthLabel, monthLongLabel, monthSeries } from './month-series';

describe('monthSeries', () => {
  it('fills every month of the range with zeros where nothing was won', () => {
    const s = monthSeries({ start: '2026-01-01', end: '2026-04-30' }, [{ month: '2026-03', count: 2, amount: 3000 }]);
    expect(s.map((p) => [p.month, p.amount])).toEqual([
      ['2026-01', 0],
      ['2026-02', 0],
      ['2026-03', 3000],
      ['2026-04', 0],
    ]);
  });

  it('crosses a year boundary', () => {
    expect(monthSeries({ start: '2025-11-15', end: '2026-02-01' }, []).map((p) => p.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('shows only months with jackpots for very long ranges', () => {
    const by = [{ month: '2019-05', count: 1, amount: 1200 }];
    expect(monthSeries({ start: '2010-01-01', end: '2026-12-31' }, by)).toEqual(by);
  });
});

describe('month labels', () => {
  it('formats short and long labels', () => {
    expect(monthLabel('2026-03', false)).toBe('Mar');
    expect(monthLabel('2026-03', true)).toBe("Mar '26");
    expect(monthLongLabel('2026-03')).toBe('March 2026');
  });
});
