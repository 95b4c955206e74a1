import { describe, expect, it } from 'vitest';
import { matchesCasino, matchesSlotMachine, orderCasinoOptions, type CasinoOption } from './picker-options';

const c = (id: string, name: string, extra: Partial<CasinoOption> = {}): CasinoOption => ({
  id,
  name,
  city: 'Las Vegas',
  state: 'NV',
  ...extra,
});

describe('orderCasinoOptions', () => {
  it('puts favourites first (nearby ones by distance), then nearby casinos by distance, then the rest by name', () => {
    const ordered = orderCasinoOptions([
      c('1', 'Zebra'),
      c('2', 'Aria', { isFavorite: true }),
      c('3', 'Bellagio', { distanceMiles: 4.2 }),
      c('4', 'Circa', { distanceMiles: 1.1, isFavorite: true }),
      c('5', 'Aladdin'),
      c('6', 'Ocean', { distanceMiles: 0.3 }),
    ]);
    expect(ordered.map((o) => o.name)).toEqual(['Circa', 'Aria', 'Ocean', 'Bellagio', 'Aladdin', 'Zebra']);
  });
});

describe('search', () => {
  it('matches every word against name, city and state, case-insensitively', () => {
    const o = c('1', 'Mohegan Sun', { city: 'Uncasville', state: 'CT' });
    expect(matchesCasino(o, 'mohegan ct')).toBe(true);
    expect(matchesCasino(o, 'UNCAS')).toBe(true);
    expect(matchesCasino(o, 'mohegan nv')).toBe(false);
    expect(matchesCasino(o, '  ')).toBe(true);
  });
  it('matches slot machines by name, alternative name and manufacturer', () => {
    const s = { id: '1', name: 'Buffalo Gold', slot_name: 'Buffalo Gold Revolution', manufacturer: 'Aristocrat' };
    expect(matchesSlotMachine(s, 'aristocrat revolution')).toBe(true);
    expect(matchesSlotMachine(s, 'igt')).toBe(false);
  });
});
