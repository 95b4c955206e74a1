import { describe, expect, it } from 'vitest';
import { computeTotals, formatDate, formatTime, formatUsd, isIsoDate, toCents, totalsLines } from './totals.ts';

describe('W-2G totals', () => {
  it('sums amounts and tax exactly in cents (numbers and numeric strings)', () => {
    const t = computeTotals([
      { amount: 1200.1, tax_withheld: 0.2 },
      { amount: '1500.20', tax_withheld: '360.05' },
      { amount: 0.1, tax_withheld: null },
    ]);
    expect(t).toEqual({ count: 3, amountCents: 270040, taxCents: 36025 });
    expect(totalsLines(t)).toEqual(['Total Jackpots: 3', 'Total Amount: $2,700.40', 'Total Tax Withheld: $360.25']);
  });

  it('totals nothing as zero', () => {
    expect(totalsLines(computeTotals([]))).toEqual(['Total Jackpots: 0', 'Total Amount: $0.00', 'Total Tax Withheld: $0.00']);
  });

  it('formats US dollars with 2 decimals and separators', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-120050)).toBe('-$1,200.50');
    expect(toCents('abc')).toBe(0);
    expect(toCents(19.99)).toBe(1999);
  });

  it('accepts only real yyyy-mm-dd dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('formats dates as MMM dd, yyyy and times as HH:mm', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 05, 2026');
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatTime('21:07:00')).toBe('21:07');
    expect(formatTime(null)).toBe('');
  });
});
