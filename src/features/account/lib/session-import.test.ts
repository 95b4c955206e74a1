import { checkImport, importTemplateCsv, IMPORT_COLUMNS, parseAmount, rowKey } from './session-import';

const casinos = [
  { id: 'bel', name: 'Bellagio', city: 'Las Vegas', state: 'NV' },
  { id: 'h1', name: "Harrah's", city: 'Joliet', state: 'IL' },
  { id: 'h2', name: "Harrah's", city: 'Joliet', state: 'IL' },
];
const file = (...lines: string[]) => [IMPORT_COLUMNS.join(','), ...lines].join('\r\n');

describe('checkImport', () => {
  it('accepts the template’s own example row', () => {
    const [row] = checkImport(importTemplateCsv(), casinos);
    expect(row).toMatchObject({ line: 2, status: 'accepted', casinoId: 'bel', coinsIn: 200, coinsOut: 350.5, with: 'Pat' });
  });

  it('gives each row its verdict: refused with the reason, ambiguous with candidates, duplicates in the file', () => {
    const rows = checkImport(
      file(
        '2025-02-30,10:00,Bellagio,Las Vegas,,10,0,,',
        '2025-03-01,25:00,Bellagio,Las Vegas,,10,0,,',
        '2025-03-01,10:00,Bellagio,Las Vegas,,-5,0,,',
        '2025-03-01,10:00,Nowhere,Reno,,10,0,,',
        "2025-03-01,10:00,harrah's,JOLIET,,10,0,,",
        '2025-03-01,10:00, bellagio ,las vegas,A-1,"$1,200.50",0,,',
        '2025-03-01,10:00,Bellagio,Las Vegas,A-1,1200.50,0,,',
      ),
      casinos,
    );
    expect(rows.map((r) => [r.line, r.status, r.reason])).toEqual([
      [2, 'refused', 'Date must be a real date as yyyy-mm-dd'],
      [3, 'refused', 'Time must be HH:mm (24-hour)'],
      [4, 'refused', 'Money in must be an amount of 0 or more'],
      [5, 'refused', 'No casino named "Nowhere" in "Reno"'],
      [6, 'ambiguous', '2 casinos match: choose one'],
      [7, 'accepted', null],
      [8, 'refused', 'Same as line 7'],
    ]);
    expect(rows[4].candidates.map((c) => c.id)).toEqual(['h1', 'h2']);
    expect(rows[5].coinsIn).toBe(1200.5);
  });

  it('refuses a file without the template header', () => {
    expect(() => checkImport('date,casino\n2025-01-01,x', casinos)).toThrow(/template's header/);
  });
});

describe('rowKey and parseAmount', () => {
  it('the key is stable and ignores case and spacing, but not the amounts', () => {
    expect(rowKey(['2025-01-01', 'Bellagio', '10'])).toBe(rowKey(['2025-01-01', ' bellagio ', '10']));
    expect(rowKey(['2025-01-01', 'Bellagio', '10'])).not.toBe(rowKey(['2025-01-01', 'Bellagio', '11']));
    expect(rowKey(['a'])).toMatch(/^csv:[0-9a-f]{16}$/);
  });

  it('reads dollars with $ and commas, refuses negatives and 3 decimals', () => {
    expect(parseAmount('$1,234.50')).toBe(1234.5);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});
