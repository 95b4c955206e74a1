import { describe, expect, it } from 'vitest';
import {
  durationLabel,
  eightDigitId,
  formatDate,
  monthBounds,
  nowTimeHHmm,
  parseLocal,
  rangeStart,
  todayLocal,
  toHHmm,
  userDisplayId,
  withSeconds,
  yearBounds,
} from './dates';

const now = new Date(2026, 1, 14, 9, 5); // Feb 14 2026, 09:05 local

describe('local dates', () => {
  it('gives today and the current time in local time', () => {
    expect(todayLocal(now)).toBe('2026-02-14');
    expect(nowTimeHHmm(now)).toBe('09:05');
  });
  it('computes range starts for Today, Month, Year and All', () => {
    expect(rangeStart('today', now)).toBe('2026-02-14');
    expect(rangeStart('month', now)).toBe('2026-02-01');
    expect(rangeStart('year', now)).toBe('2026-01-01');
    expect(rangeStart('all', now)).toBeNull();
  });
  it('gives month and year bounds including leap years', () => {
    expect(monthBounds(now)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthBounds(new Date(2028, 1, 3))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(yearBounds(now)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
  it('adds and strips seconds', () => {
    expect(withSeconds('14:30')).toBe('14:30:00');
    expect(withSeconds('14:30:15')).toBe('14:30:15');
    expect(toHHmm('14:30:15')).toBe('14:30');
  });
  it('formats MMM dd, yyyy', () => {
    expect(formatDate('2026-02-04')).toBe('Feb 04, 2026');
    expect(formatDate(null)).toBe('');
  });
  it('reads a date column and a time column as local time, the seconds dropped', () => {
    const d = parseLocal('2026-02-14', '23:45:59');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()]).toEqual([
      2026, 1, 14, 23, 45, 0, 0,
    ]);
    const midnight = parseLocal('0099-12-31');
    expect([midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), midnight.getHours()]).toEqual([99, 11, 31, 0]);
  });
  it('gives an Invalid Date for a day, month, hour or minute out of range, and for other shapes', () => {
    expect(parseLocal('2028-02-29').getDate()).toBe(29); // a leap year
    for (const [date, time] of [
      ['2026-02-29', null],
      ['2026-13-01', null],
      ['2026-04-31', null],
      ['2026-04-30', '24:00'],
      ['2026-04-30', '12:60'],
      ['not a date', null],
    ]) {
      expect(Number.isNaN(parseLocal(date as string, time).getTime())).toBe(true);
    }
  });
});

describe('durations', () => {
  it('shows hours and minutes between arrival and departure, across midnight', () => {
    expect(durationLabel('2026-02-14', '20:15', '2026-02-15', '01:40:00')).toBe('5h 25m');
    expect(durationLabel('2026-02-14', '10:00', '2026-02-14', '10:00')).toBe('0h 0m');
  });
  it("shows '-' without a departure", () => {
    expect(durationLabel('2026-02-14', '20:15', null, null)).toBe('-');
  });
});

describe('display ids', () => {
  it('derives 8 digits from the first 8 hex characters', () => {
    expect(eightDigitId('ffffffff-0000-0000-0000-000000000000')).toBe('94967295');
    expect(eightDigitId('0000002a-1111-2222-3333-444444444444')).toBe('00000042');
    expect(eightDigitId('zz')).toBeNull();
  });
  it("labels users 'User-' + 8 digits or 'Unknown User'", () => {
    expect(userDisplayId('0000002a-1111-2222-3333-444444444444')).toBe('User-00000042');
    expect(userDisplayId(undefined)).toBe('Unknown User');
  });
});
