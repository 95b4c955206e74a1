import { buildJackpotHaystacks, filterJackpots, type SearchableJackpot } from './jackpot-search';

const rows: SearchableJackpot[] = [
  {
    jackpot_date: '2026-02-01',
    amount: 1500,
    notes: 'Hand pay at the HIGH LIMIT room',
    casino: { name: 'Bellagio' },
    slot_machine: { name: 'Buffalo Gold', slot_name: 'Buffalo' },
  },
  { jackpot_date: '2026-03-15', amount: 12345.67, notes: null, casino: { name: 'Mohegan Sun' }, slot_machine: null },
  {
    jackpot_date: '2025-12-31',
    amount: 2000,
    notes: 'new year',
    casino: null,
    slot_machine: { name: 'Dragon Link', slot_name: 'Autumn Moon' },
  },
];
const year2026 = { start: '2026-01-01', end: '2026-12-31' };
const all = { start: '2000-01-01', end: '2100-12-31' };

const search = (query: string, range = all) => filterJackpots(rows, buildJackpotHaystacks(rows), query, range);

describe('report search', () => {
  it('returns every row in the range for an empty or blank query', () => {
    expect(search('')).toHaveLength(3);
    expect(search('   ', year2026)).toEqual([rows[0], rows[1]]);
  });

  it('matches casino, machine name and slot name case-insensitively', () => {
    expect(search('bellagio')).toEqual([rows[0]]);
    expect(search('MOHEGAN')).toEqual([rows[1]]);
    expect(search('dragon')).toEqual([rows[2]]);
    expect(search('autumn moon')).toEqual([rows[2]]);
  });

  it('matches the amount as typed, with decimals or formatted', () => {
    expect(search('1500')).toEqual([rows[0]]);
    expect(search('1500.00')).toEqual([rows[0]]);
    expect(search('12,345.67')).toEqual([rows[1]]);
    expect(search('$2,000')).toEqual([rows[2]]);
  });

  it('matches notes', () => {
    expect(search('high limit')).toEqual([rows[0]]);
  });

  it('combines the query with the date range', () => {
    expect(search('dragon', year2026)).toEqual([]);
    expect(search('2,000', year2026)).toEqual([]);
    expect(search('year', { start: '2025-12-31', end: '2025-12-31' })).toEqual([rows[2]]);
  });

  it('finds nothing for an unknown word', () => {
    expect(search('zzz')).toEqual([]);
  });
});
