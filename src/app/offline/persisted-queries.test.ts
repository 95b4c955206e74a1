import { describe, expect, it } from 'vitest';
import type { Query } from '@tanstack/react-query';
import { shouldPersistQuery } from './persisted-queries';

const keep = (queryKey: unknown[]) => shouldPersistQuery({ queryKey } as unknown as Query);

describe('what the device cache keeps', () => {
  it("keeps the screens' paged lists, the pickers' options and the home stats", () => {
    expect(keep(['sessions', 'casino', 'list', { range: 'month', start: '2026-11-01', userId: 'u1' }])).toBe(true);
    expect(keep(['sessions', 'play-stats', '2026-11-26'])).toBe(true);
    expect(keep(['w2g_jackpots', 'report-list', { start: '2026-01-01', end: '2026-12-31' }])).toBe(true);
    expect(keep(['options', 'casinos'])).toBe(true);
    expect(keep(['casinos', 'list'])).toBe(true);
  });

  it("does not keep a whole year of raw play (the Tax Year's input) nor signed image URLs", () => {
    expect(keep(['sessions', 'year-play', { start: '2026-01-01', end: '2026-12-31', userId: 'u1' }])).toBe(false);
    expect(keep(['sessions', 'tax-year', 'u1', 2026])).toBe(false);
    expect(keep(['w2g_jackpots', 'image-url', 'u1/j1.jpg'])).toBe(false);
  });

  it("does not keep the admin console's data", () => {
    expect(keep(['admin-users', 'admins'])).toBe(false);
  });
});
