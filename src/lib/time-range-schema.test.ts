import { z } from 'zod';
import { endBeforeStart, endNotBeforeStart } from './time-range-schema';

describe('end not before start', () => {
  it('names the end field that is wrong: an earlier day, or the same day at an earlier time', () => {
    const start = { date: '2026-05-17', time: '22:00' };
    expect(endBeforeStart(start, { date: '2026-05-16', time: '23:00' })).toBe('date');
    expect(endBeforeStart(start, { date: '2026-05-17', time: '21:59' })).toBe('time');
    expect(endBeforeStart(start, { date: '2026-05-17', time: '22:00' })).toBeNull();
    expect(endBeforeStart(start, { date: '2026-05-18', time: '01:30' })).toBeNull();
    // No end time: the end of its day. No end or no start yet: nothing to say here.
    expect(endBeforeStart(start, { date: '2026-05-17', time: '' })).toBeNull();
    expect(endBeforeStart(start, { date: '', time: '21:00' })).toBeNull();
    expect(endBeforeStart({ date: '' }, { date: '2026-05-01' })).toBeNull();
  });

  it('is a form check answered under that field', () => {
    const schema = z
      .object({ from: z.string(), to: z.string(), toTime: z.string() })
      .superRefine(
        endNotBeforeStart(
          (v) => ({ start: { date: v.from, time: '10:00' }, end: { date: v.to, time: v.toTime } }),
          { date: 'to', time: 'toTime' },
          'Too early',
        ),
      );
    const paths = (v: { from: string; to: string; toTime: string }) =>
      schema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths({ from: '2026-01-02', to: '2026-01-01', toTime: '' })).toEqual([['to', 'Too early']]);
    expect(paths({ from: '2026-01-02', to: '2026-01-02', toTime: '09:00' })).toEqual([['toTime', 'Too early']]);
    expect(paths({ from: '2026-01-02', to: '2026-01-02', toTime: '10:00' })).toBeUndefined();
  });
});
