import { countLine, EMPTY_FILTERS, filterCasinos, hasActiveFilters, stateOptions } from './casino-filters';

const casinos = [
  { id: '1', name: 'Bellagio', city: 'Las Vegas', state: 'NV' },
  { id: '2', name: 'Borgata', city: 'Atlantic City', state: 'New Jersey' },
  { id: '3', name: 'Peppermill', city: 'Reno', state: 'nevada' },
  { id: '4', name: 'Casino Niagara', city: 'Niagara Falls', state: 'Ontario' },
];

describe('stateOptions', () => {
  it('normalises the states present, unique and sorted by name', () => {
    expect(stateOptions(casinos)).toEqual([
      { code: 'NV', name: 'Nevada' },
      { code: 'NJ', name: 'New Jersey' },
    ]);
  });
});

describe('filterCasinos', () => {
  const none = new Set<string>();

  it('keeps everything without filters', () => {
    expect(filterCasinos(casinos, EMPTY_FILTERS, none)).toHaveLength(4);
  });

  it('searches name, city and state (code or name), case-insensitive', () => {
    const ids = (search: string) => filterCasinos(casinos, { ...EMPTY_FILTERS, search }, none).map((c) => c.id);
    expect(ids('bella')).toEqual(['1']);
    expect(ids(' RENO ')).toEqual(['3']);
    expect(ids('nevada')).toEqual(['1', '3']);
    expect(ids('nj')).toEqual(['2']);
  });

  it('filters by normalised state', () => {
    expect(filterCasinos(casinos, { ...EMPTY_FILTERS, state: 'NV' }, none).map((c) => c.id)).toEqual(['1', '3']);
  });

  it('keeps only favourites when asked', () => {
    const result = filterCasinos(casinos, { ...EMPTY_FILTERS, favoritesOnly: true }, new Set(['2', '3']));
    expect(result.map((c) => c.id)).toEqual(['2', '3']);
  });

  it('combines filters', () => {
    const result = filterCasinos(casinos, { search: 'pepper', state: 'NV', favoritesOnly: true }, new Set(['1']));
    expect(result).toEqual([]);
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, favoritesOnly: true })).toBe(true);
  });
});

describe('countLine', () => {
  it('adds the radius when the location is known', () => {
    expect(countLine(3, 243, null)).toBe('Showing 3 of 243 casinos');
    expect(countLine(12, 40, 50)).toBe('Showing 12 of 40 casinos within 50 miles');
  });
});
