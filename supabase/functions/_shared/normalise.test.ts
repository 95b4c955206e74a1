import { describe, expect, it } from 'vitest';
import { normaliseCasinoName, normaliseText, resolveState } from './normalise.ts';

describe('normalise', () => {
  it('makes names comparable: case, punctuation, accents, apostrophes, spaces', () => {
    expect(normaliseText("  Harrah's   Lake-Tahoe!! ")).toBe('harrahs lake tahoe');
    expect(normaliseText('Café Rouge')).toBe('cafe rouge');
    expect(normaliseText(null)).toBe('');
  });

  it('drops the/and/casino/resort/hotel words consistently', () => {
    expect(normaliseCasinoName('The Bellagio Resort & Casino')).toBe('bellagio');
    expect(normaliseCasinoName('BELLAGIO')).toBe('bellagio');
    expect(normaliseCasinoName('Aria Resort and Casino')).toBe(normaliseCasinoName('ARIA'));
    expect(normaliseCasinoName('Hotel Casino')).toBe('hotel casino');
    expect(normaliseCasinoName('New York-New York Hotel & Casino')).toBe('new york new york');
  });

  it('resolves states by code or name', () => {
    expect(resolveState('nv')).toEqual({ code: 'NV', name: 'Nevada' });
    expect(resolveState(' New Jersey ')).toEqual({ code: 'NJ', name: 'New Jersey' });
    expect(resolveState('Las Vegas')).toBeNull();
    expect(resolveState('')).toBeNull();
  });
});
