import { isBelowW2gThreshold, W2G_SLOT_THRESHOLDS, w2gThresholdForYear, w2gThresholdsForRange } from './w2g-thresholds';

describe('w2gThresholdForYear', () => {
  it('is $1,200 for years through 2025', () => {
    expect(w2gThresholdForYear(1999)).toMatchObject({ amount: 1200, assumed: false });
    expect(w2gThresholdForYear(2024)).toMatchObject({ amount: 1200, assumed: false });
    expect(w2gThresholdForYear(2025)).toMatchObject({ amount: 1200, assumed: false });
  });

  it('is $2,000 for 2026', () => {
    expect(w2gThresholdForYear(2026)).toEqual({ year: 2026, amount: 2000, assumed: false, lastKnownYear: 2026 });
  });

  it('uses the last known amount after the table ends, and says so', () => {
    expect(w2gThresholdForYear(2027)).toEqual({ year: 2027, amount: 2000, assumed: true, lastKnownYear: 2026 });
    expect(w2gThresholdForYear(2040).assumed).toBe(true);
  });

  it('keeps the table ordered and gap-free', () => {
    W2G_SLOT_THRESHOLDS.slice(1).forEach((e, i) => expect(e.fromYear).toBe(W2G_SLOT_THRESHOLDS[i].toYear + 1));
  });
});

describe('isBelowW2gThreshold', () => {
  it('compares against the jackpot year', () => {
    expect(isBelowW2gThreshold(1199.99, '2025-12-31')).toBe(true);
    expect(isBelowW2gThreshold(1200, '2025-12-31')).toBe(false);
    expect(isBelowW2gThreshold(1500, '2026-01-01')).toBe(true);
    expect(isBelowW2gThreshold(2000, '2026-01-01')).toBe(false);
    expect(isBelowW2gThreshold(1999, '2028-05-05')).toBe(true);
  });
});

describe('w2gThresholdsForRange', () => {
  it('lists one span per run of equal thresholds', () => {
    expect(w2gThresholdsForRange('2023-03-01', '2028-01-31')).toEqual([
      { fromYear: 2023, toYear: 2025, amount: 1200, assumed: false, lastKnownYear: 2026 },
      { fromYear: 2026, toYear: 2026, amount: 2000, assumed: false, lastKnownYear: 2026 },
      { fromYear: 2027, toYear: 2028, amount: 2000, assumed: true, lastKnownYear: 2026 },
    ]);
  });

  it('gives a single year for a range inside one year', () => {
    expect(w2gThresholdsForRange('2026-01-01', '2026-12-31')).toEqual([
      { fromYear: 2026, toYear: 2026, amount: 2000, assumed: false, lastKnownYear: 2026 },
    ]);
  });

  it('is empty for a reversed or invalid range', () => {
    expect(w2gThresholdsForRange('2026-01-01', '2025-01-01')).toEqual([]);
    expect(w2gThresholdsForRange('', '2025-01-01')).toEqual([]);
  });
});
