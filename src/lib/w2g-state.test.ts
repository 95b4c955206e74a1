import { describe, expect, it } from 'vitest';
import { jackpotDefaults } from './w2g-state';

describe('jackpotDefaults: what happens at a casino', () => {
  it("at or above the year's W2G line an attendant pays by hand and gives a form; below it the machine pays, no form", () => {
    expect(jackpotDefaults(1199.99, '2025-12-31')).toEqual({ paid: 'machine', received: false });
    expect(jackpotDefaults(1200, '2025-12-31')).toEqual({ paid: 'hand', received: true });
    expect(jackpotDefaults(1999.99, '2026-01-01')).toEqual({ paid: 'machine', received: false });
    expect(jackpotDefaults(2000, '2026-01-01')).toEqual({ paid: 'hand', received: true });
    // A later year reuses the last known line ($2,000).
    expect(jackpotDefaults(2000, '2031-03-01')).toEqual({ paid: 'hand', received: true });
  });

  it('no amount yet, or no date: the machine, no form', () => {
    expect(jackpotDefaults(null, '2026-01-01')).toEqual({ paid: 'machine', received: false });
    expect(jackpotDefaults(5000, '')).toEqual({ paid: 'machine', received: false });
  });
});
