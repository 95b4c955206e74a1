// @vitest-environment jsdom
import { csvCell, csvNumber, downloadCsv, isFormulaLike, neutralizeFormula, readCsv, toCsv } from './csv';

/** A small RFC 4180 parser: records split on CRLF, quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
      } else {
        field += ch;
        i++;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (ch === '"' || ch === '\r' || ch === '\n') {
      throw new Error(`bare ${JSON.stringify(ch)} in an unquoted field at ${i}`);
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Deterministic PRNG so a failure reproduces. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = ['=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", ' ', 'a', 'Z', '0', '9', '.', 'é', '€', ';', '\u0000'];

describe('csvCell', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Bellagio')).toBe('Bellagio');
    expect(csvCell('Las Vegas, NV')).toBe('"Las Vegas, NV"');
    expect(csvCell('the "Major"')).toBe('"the ""Major"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises formula-like text with a single quote, then quotes it', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1 555')).toBe('"\'+1 555"');
    expect(csvCell('-cmd')).toBe('"\'-cmd"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tTab')).toBe('"\'\tTab"');
    expect(csvCell('\rCR')).toBe('"\'\rCR"');
  });

  it('writes numbers as numbers: negatives are not neutralised', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(csvNumber(-12.5))).toBe('-12.50');
    expect(csvCell(csvNumber(1234.5, 2))).toBe('1234.50');
    expect(csvCell(csvNumber(-0.001))).toBe('0.00');
    expect(csvCell(0)).toBe('0');
    // a negative number typed as text is text, and neutralised
    expect(csvCell('-12.50')).toBe('"\'-12.50"');
  });

  it('treats a malformed numeric cell as text', () => {
    expect(csvCell({ numeric: '=1+1' })).toBe('"\'=1+1"');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes empty cells for null and undefined', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null, { quoteAll: true })).toBe('""');
  });

  it('quotes every cell with quoteAll', () => {
    expect(csvCell('W-2G', { quoteAll: true })).toBe('"W-2G"');
    expect(csvCell(csvNumber(5), { quoteAll: true })).toBe('"5.00"');
    expect(csvCell('-x', { quoteAll: true })).toBe('"\'-x"');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and ends every record with CRLF', () => {
    const csv = toCsv(
      ['Date', 'Amount', 'Notes'],
      [
        ['2026-01-02', csvNumber(1500), 'Hand pay, ID checked'],
        ['2026-01-03', csvNumber(2000), null],
      ],
    );
    expect(csv).toBe('Date,Amount,Notes\r\n2026-01-02,1500.00,"Hand pay, ID checked"\r\n2026-01-03,2000.00,\r\n');
  });

  it('quotes the header too with quoteAll', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']], { quoteAll: true })).toBe('"a","b"\r\n"1","x"\r\n');
  });
});

describe('neutralizeFormula', () => {
  it('only touches text starting with a formula character', () => {
    expect(neutralizeFormula('ok = fine')).toBe('ok = fine');
    expect(neutralizeFormula('=1')).toBe("'=1");
    expect(isFormulaLike('')).toBe(false);
  });
});

describe('fuzz: 1,000 random strings', () => {
  it('never starts with a formula character and round-trips through an RFC 4180 parser', () => {
    const random = mulberry32(4180);
    const cells: string[] = [];
    for (let n = 0; n < 1000; n++) {
      const len = Math.floor(random() * 12);
      let s = '';
      for (let k = 0; k < len; k++) s += ALPHABET[Math.floor(random() * ALPHABET.length)];
      cells.push(s);
    }
    for (const s of cells) {
      const cell = csvCell(s);
      const [[parsed]] = parseCsv(`${cell}\r\n`);
      expect(isFormulaLike(parsed), JSON.stringify(s)).toBe(false);
      expect(parsed).toBe(neutralizeFormula(s));
      // what was written is what is read back: the text itself, or the text behind one added quote
      expect(isFormulaLike(s) ? parsed.slice(1) : parsed).toBe(s);
      if (isFormulaLike(s)) expect(cell.startsWith('"\'')).toBe(true);
    }
    // a whole document of them parses back row by row
    const rows = cells.map((s, i) => [String(i), s, csvNumber(-i)]);
    const parsed = parseCsv(toCsv(['n', 'text', 'amount'], rows));
    expect(parsed).toHaveLength(cells.length + 1);
    parsed.slice(1).forEach((r, i) => {
      expect(r).toEqual([String(i), neutralizeFormula(cells[i]), (-i).toFixed(2).replace('-0.00', '0.00')]);
    });
  });
});

describe('downloadCsv', () => {
  it('clicks a download link for an object URL and revokes it afterwards', async () => {
    const create = vi.fn(() => 'blob:csv');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadCsv('a,b\r\n', 'W2G_Jackpots_2026-01-01_to_2026-12-31.csv');
    expect(create).toHaveBeenCalledWith(expect.any(Blob));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('W2G_Jackpots_2026-01-01_to_2026-12-31.csv');
    await new Promise((r) => setTimeout(r, 0));
    expect(revoke).toHaveBeenCalledWith('blob:csv');
    click.mockRestore();
  });
});

describe('readCsv', () => {
  it('reads what toCsv writes: quotes, commas, newlines, CRLF, BOM, blank lines', () => {
    const rows = [
      ['a', 'b,c', 'say "hi"'],
      ['line\nbreak', '', '12.50'],
    ];
    expect(readCsv('\ufeff' + toCsv(['h1', 'h2', 'h3'], rows) + '\r\n')).toEqual([['h1', 'h2', 'h3'], ...rows.map((r) => r.map(String))]);
    expect(readCsv('x,y\n1,2\n\n3,4')).toEqual([
      ['x', 'y'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(readCsv(toCsv(['f'], [['=SUM(A1)']]))).toEqual([['f'], ["'=SUM(A1)"]]);
  });
});
