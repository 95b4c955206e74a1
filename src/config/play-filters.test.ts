import { describe, expect, it } from 'vitest';
import { hourBounds, hourLabel, monthLabel, parsePlayFilter, playFilterDays, playFilterSearch } from './play-filters';

const parse = (q: string) => parsePlayFilter(new URLSearchParams(q));
const CASINO = '9fdf8fa6-cb15-579e-ad71-79628cfcf357';

describe('play filters in a URL', () => {
  it('reads every filter an Insights row can carry', () => {
    expect(parse(`casino=${CASINO}&weekday=5&hour=23&month=2026-03&from=2026-01-01&to=2026-12-31&manufacturer=IGT`)).toEqual({
      filter: { casino: CASINO, weekday: 5, hour: 23, month: '2026-03', from: '2026-01-01', to: '2026-12-31', manufacturer: 'IGT' },
      problems: [],
    });
  });

  it('says why a part makes no sense and leaves it out: hour 25, weekday 0, a casino id that is no id, 31 February', () => {
    const { filter, problems } = parse('hour=25&weekday=0&casino=abc&from=2026-02-31&month=2026-13');
    expect(filter).toEqual({});
    expect(problems).toEqual([
      '"abc" is not a casino of this app, so the list is not filtered by casino.',
      '"0" is not a day of the week (1 Monday to 7 Sunday), so the list is not filtered by day.',
      '"25" is not an hour of the day (0 to 23), so the list is not filtered by hour.',
      '"2026-13" is not a month (yyyy-MM), so the list is not filtered by month.',
      '"2026-02-31" is not a date (yyyy-MM-dd), so the list is not filtered by it.',
    ]);
  });

  it('refuses a period that ends before it starts', () => {
    expect(parse('from=2026-05-01&to=2026-04-01')).toEqual({
      filter: {},
      problems: ['The period in this link ends (2026-04-01) before it starts (2026-05-01), so the list is not filtered by dates.'],
    });
  });

  it('writes a filter back in a fixed order, and a month narrows the period to its days', () => {
    expect(playFilterSearch({ to: '2026-12-31', hour: 0, casino: CASINO, from: '2026-01-01' })).toBe(
      `casino=${CASINO}&hour=0&from=2026-01-01&to=2026-12-31`,
    );
    expect(playFilterDays({ month: '2024-02', from: '2024-01-01', to: '2024-12-31' })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(playFilterDays({ month: '2026-04', from: '2026-04-10' })).toEqual({ from: '2026-04-10', to: '2026-04-30' });
  });

  it('an hour keeps the starts from HH:00 up to the next hour; 23 runs to midnight', () => {
    expect(hourBounds(9)).toEqual({ gte: '09:00:00', lt: '10:00:00' });
    expect(hourBounds(23)).toEqual({ gte: '23:00:00', lt: null });
    expect(hourLabel(23)).toBe('11 PM');
    expect(hourLabel(0)).toBe('12 AM');
    expect(monthLabel('2026-03')).toBe('March 2026');
  });
});
