import * as pdfLib from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildW2gPdf, paginate, pdfSafe, type ReportRow } from './pdf.ts';
import { pdfTextRuns } from './test-pdf-text.ts';

const row = (i: number): ReportRow => ({
  date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  time: '21:15',
  casino: 'Bellagio',
  slot: 'Buffalo Gold',
  amount: 1200 + i,
  tax_withheld: 10,
  w2gReceived: i % 2 === 0,
  notes: `note ${i}`,
});
const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i));
const report = (n: number) => ({ playerName: 'Dana Player', start: '2026-01-01', end: '2026-01-31', rows: rows(n) });

async function pageCount(bytes: Uint8Array): Promise<number> {
  return (await pdfLib.PDFDocument.load(bytes)).getPageCount();
}

describe('W-2G PDF', () => {
  it('paginates 25 rows on page 1 and 30 on each later page', () => {
    expect(paginate(0)).toEqual([0]);
    expect(paginate(25)).toEqual([25]);
    expect(paginate(26)).toEqual([25, 1]);
    expect(paginate(100)).toEqual([25, 30, 30, 15]);
  });

  it('is a real PDF with title, player, range, header, rows and totals', async () => {
    const bytes = await buildW2gPdf(pdfLib, report(3));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await pdfLib.PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('W-2G Jackpot Report');
    const text = pdfTextRuns(bytes);
    expect(text.slice(0, 3)).toEqual(['W-2G Jackpot Report', 'Player: Dana Player', 'Date range: Jan 01, 2026 to Jan 31, 2026']);
    expect(text.slice(3, 11)).toEqual(['Date', 'Time', 'Casino', 'Slot Machine', 'Amount', 'Tax Withheld', 'W-2G', 'Notes']);
    expect(text.slice(11, 19)).toEqual(['Jan 01, 2026', '21:15', 'Bellagio', 'Buffalo Gold', '$1,200.00', '$10.00', 'Received', 'note 0']);
    expect(text.slice(19, 27)).toEqual(['Jan 02, 2026', '21:15', 'Bellagio', 'Buffalo Gold', '$1,201.00', '$10.00', 'No form', 'note 1']);
    // Rows 0 and 2 have their form, row 1 has none.
    expect(text).toContain('W-2G forms received: 2; jackpots with no form: 1');
    expect(text).toContain('Total Jackpots: 3');
    expect(text).toContain('Total Amount: $3,603.00');
    expect(text).toContain('Total Tax Withheld: $30.00');
    expect(text).toContain('Page 1 of 1');
  });

  it('spreads many rows over pages, repeating the header, totals on the last page', async () => {
    const bytes = await buildW2gPdf(pdfLib, report(100));
    expect(await pageCount(bytes)).toBe(4);
    const text = pdfTextRuns(bytes);
    expect(text.filter((t) => t === 'Tax Withheld')).toHaveLength(4);
    expect(text.filter((t) => /^note \d+$/.test(t))).toHaveLength(100);
    expect(text).toContain('Page 4 of 4');
    expect(text).toContain('Total Amount: $124,950.00');
  });

  it('moves the totals to a new page when the last page is full', async () => {
    // Four totals lines (count, amount, tax, forms received) need the room of five rows under 20 rows on page 1.
    expect(await pageCount(await buildW2gPdf(pdfLib, report(20)))).toBe(1);
    expect(await pageCount(await buildW2gPdf(pdfLib, report(21)))).toBe(2);
    expect(await pageCount(await buildW2gPdf(pdfLib, report(25)))).toBe(2);
  });

  it('prints an empty report with zero totals', async () => {
    const bytes = await buildW2gPdf(pdfLib, report(0));
    expect(await pageCount(bytes)).toBe(1);
    const text = pdfTextRuns(bytes);
    expect(text).toContain('No W-2G jackpots in this date range.');
    expect(text).toContain('Total Amount: $0.00');
  });

  it('survives text the standard fonts cannot encode and shortens long cells', async () => {
    expect(pdfSafe('Café “Lucky” — 🎰\nline')).toBe('Café "Lucky" - ? line');
    const long = { ...row(0), casino: 'A'.repeat(200), notes: '🎰 big win' };
    const bytes = await buildW2gPdf(pdfLib, { ...report(0), playerName: 'Zoë 😀', rows: [long] });
    const text = pdfTextRuns(bytes);
    expect(text).toContain('Player: Zoë ?');
    expect(text).toContain('? big win');
    const casino = text.find((t) => t.startsWith('AAA')) ?? '';
    expect(casino.endsWith('...')).toBe(true);
    expect(casino.length).toBeLessThan(60);
  });
});
