import * as pdfLib from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfTextRuns } from '../export-w2g-pdf/test-pdf-text.ts';
import { buildSummaryPdf, parseSummary } from './summary.ts';

const summary = {
  year: 2025,
  joint: false,
  incomeLine: 'Schedule 1 (Form 1040), line 8b',
  income: 1432,
  why: 'Your $1,500.00 W-2G, less $68.00 of losses on that day at that casino.',
  w2g: { count: 1, total: 1500, federal: 360, state: null },
  deductionLine: 'Schedule A (Form 1040), line 16',
  deduction: 1432,
  deductionDetail: 'Your $2,100.00 of losses, capped at your gambling income.',
  sessions: { count: 4, winning: 1, losing: 3, gains: 1432, losses: 2100, net: -668 },
  rule: 'Tax years through 2025: losses are deductible up to your gambling gains.',
  sources: ['Internal Revenue Code §165(d)'],
  parts: [],
};

describe('the one-page summary for the tax preparer', () => {
  it('prints the figures for Schedule 1 line 8b and Schedule A line 16 on one page', async () => {
    const bytes = await buildSummaryPdf(pdfLib, ['Casey Reed'], parseSummary(summary), '2026-02-10');
    const doc = await pdfLib.PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Gambling summary for the tax return 2025');
    const all = pdfTextRuns(bytes).join('\n');
    expect(all).toContain('Casey Reed');
    expect(all).toContain('Gambling income: Schedule 1 (Form 1040), line 8b');
    expect(all).toContain('$1,432.00');
    expect(all).toContain('Gambling losses, if itemising: Schedule A (Form 1040), line 16');
  });

  it('refuses a summary without its figures', () => {
    expect(() => parseSummary({ ...summary, income: 'NaN' })).toThrow('summary.income must be a number');
  });
});
