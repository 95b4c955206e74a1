import * as pdfLib from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeState, post, withCallers } from '../_shared/fake-supabase.ts';
import { createExportW2gPdfHandler, toReportRow } from './handler.ts';
import { pdfTextRuns } from './test-pdf-text.ts';

function setup() {
  const state = fakeState();
  const { playerId, adminId } = withCallers(state);
  state.tables.profiles = [{ id: playerId, first_name: 'Dana', last_name: 'Player', nickname: 'dp', email: 'player@example.com' }];
  state.tables.w2g_jackpots = [
    { user_id: playerId, jackpot_date: '2026-01-10', jackpot_time: '22:30:00', amount: 1500, tax_withheld: 360, w2g_received: true, notes: 'Top box', casino: { name: 'Bellagio' }, slot_machine: { name: 'Buffalo Gold' } },
    { user_id: playerId, jackpot_date: '2026-01-03', jackpot_time: '09:05:00', amount: '1200.50', tax_withheld: 0, w2g_received: false, notes: null, casino: { name: 'Aria' }, slot_machine: null },
    { user_id: playerId, jackpot_date: '2026-02-01', jackpot_time: '10:00:00', amount: 5000, tax_withheld: 0, notes: 'out of range', casino: null, slot_machine: null },
    { user_id: adminId, jackpot_date: '2026-01-05', jackpot_time: '10:00:00', amount: 9999, tax_withheld: 0, notes: 'someone else', casino: null, slot_machine: null },
  ];
  return { state, handler: createExportW2gPdfHandler({ ...fakeEnv(state), pdfLib }) };
}

describe('export-w2g-pdf', () => {
  it('returns the caller’s jackpots in range as a PDF attachment, read with their own token', async () => {
    const { handler, state } = setup();
    const res = await handler(post({ start: '2026-01-01', end: '2026-01-31' }, 'player-token'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="w2g_export_2026-01-01_to_2026-01-31.pdf"');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await pdfLib.PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = pdfTextRuns(bytes);
    expect(text).toContain('Player: Dana Player');
    expect(text).toContain('Date range: Jan 01, 2026 to Jan 31, 2026');
    const firstRow = text.indexOf('Jan 03, 2026');
    // The $1,500 jackpot of 2026 is below the $2,000 line, but the player holds its form (w2g_received): "Received".
    expect(text.slice(firstRow, firstRow + 16)).toEqual([
      'Jan 03, 2026', '09:05', 'Aria', '-', '$1,200.50', '$0.00', 'No form', '',
      'Jan 10, 2026', '22:30', 'Bellagio', 'Buffalo Gold', '$1,500.00', '$360.00', 'Received', 'Top box',
    ]);
    expect(text).toContain('W-2G forms received: 1; jackpots with no form: 1');
    expect(text).toContain('Total Jackpots: 2');
    expect(text).toContain('Total Amount: $2,700.50');
    expect(text).toContain('Total Tax Withheld: $360.00');
    expect(text.join('\n')).not.toContain('someone else');
    expect(state.clients.every((c) => c.key === 'anon-key' && c.authorization === 'Bearer player-token')).toBe(true);
    expect(state.log.some((l) => l.startsWith('service:'))).toBe(false);
  });

  it('refuses an anonymous caller with 401 JSON', async () => {
    const { handler } = setup();
    for (const token of [undefined, 'anon-key', 'expired']) {
      const res = await handler(post({ start: '2026-01-01', end: '2026-01-31' }, token));
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.json()).toEqual({ error: 'Not authenticated' });
    }
  });

  it('refuses bad dates with 400', async () => {
    const { handler } = setup();
    for (const body of [{}, { start: '2026-01-01' }, { start: '01/01/2026', end: '2026-01-31' }, { start: '2026-02-30', end: '2026-03-01' }]) {
      const res = await handler(post(body, 'player-token'));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'start and end must be dates in yyyy-mm-dd form' });
    }
    const reversed = await handler(post({ start: '2026-02-01', end: '2026-01-01' }, 'player-token'));
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toEqual({ error: 'start must not be after end' });
  });

  it('names unknown casinos and machines as the spec says', () => {
    const r = toReportRow({ jackpot_date: '2026-01-01', jackpot_time: '10:00:00', amount: 1, tax_withheld: 0, notes: null, casino: null, slot_machine: { name: null } });
    expect(r).toMatchObject({ casino: 'Unknown Casino', slot: 'Unknown Machine', time: '10:00', notes: '' });
  });
});
