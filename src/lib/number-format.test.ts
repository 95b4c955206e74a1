import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatUsd } from './number-format';
import { seededRandom } from '@/test/seeded-random';

const next = seededRandom(20261125);
const edges = [
  0,
  -0,
  0.004,
  0.005,
  -0.005,
  0.015,
  0.125,
  0.5,
  1.005,
  1.5,
  2.5,
  -2.5,
  999.995,
  999.999,
  1000,
  1234.5,
  -1234.567,
  1e6,
  9_999_999_999.99,
  -9_999_999_999.99,
  123_456_789.125,
  2 ** 53,
  1e20,
  0.1 + 0.2,
  1 / 3,
  -1 / 3,
  NaN,
  Infinity,
  -Infinity,
];
const values = [
  ...edges,
  ...Array.from({ length: 3000 }, () => (next() - 0.5) * 10 ** Math.floor(next() * 12)),
  // Amounts typed to the cent, and halves at the rounding edge.
  ...Array.from({ length: 2000 }, () => Math.round((next() - 0.5) * 2e8) / 100),
  ...Array.from({ length: 1000 }, () => (Math.floor(next() * 1e6) + 0.5) / 10 ** Math.floor(next() * 4)),
];

describe('number-format matches Intl en-US', () => {
  it.each([
    [0, 0],
    [0, 2],
    [2, 2],
    [4, 4],
    [0, 3],
  ])('decimals %i..%i over %#', (min, max) => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    const mismatches = values.filter((v) => formatDecimal(v, min, max) !== intl.format(v));
    expect(mismatches.slice(0, 5).map((v) => [v, formatDecimal(v, min, max), intl.format(v)])).toEqual([]);
  });

  it.each([0, 2, 4])('US dollars with %i decimals', (digits) => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    const mismatches = values.filter((v) => formatUsd(v, digits) !== intl.format(v));
    expect(mismatches.slice(0, 5).map((v) => [v, formatUsd(v, digits), intl.format(v)])).toEqual([]);
  });

  it('counts as toLocaleString shows them', () => {
    for (const v of [0, 7, 999, 1000, 12_345, 1_234_567, 2.5, 1234.5678]) expect(formatCount(v)).toBe(v.toLocaleString('en-US'));
    expect(formatUsd(-1234.5, 2)).toBe('-$1,234.50');
  });
});
