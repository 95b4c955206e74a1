import { strFromU8, unzipSync } from 'fflate';
import { parseTaxYearRead } from '../api/tax-year-read';
import { buildPacket, statementsCsv } from './preparer-packet';
import { taxSummaryOf } from './tax-summary';
import { buildTaxYear } from './tax-year-model';

const casino = { name: 'Reno Palace', city: 'Reno', state: 'NV' };
const slot = (id: string, day: string, coins_in: number, coins_out: number) => ({
  id,
  session_date: day,
  session_time: '19:00:00',
  casino_id: 'c1',
  coins_in,
  coins_out,
  free_play: 0,
  net_result: null,
  casino,
  slot_machine: null,
});
const jackpot = (day: string, amount: number, session_id: string) => ({
  id: `j-${day}`,
  casino_id: 'c1',
  jackpot_date: day,
  jackpot_time: '19:30:00',
  amount,
  tax_withheld: 0,
  state: null,
  state_winnings: null,
  state_tax_withheld: null,
  hand_pay: true,
  w2g_received: true,
  session_id,
  images: ['u1/w2g.png'],
  casino,
});

/** A year as the link's narrow read gives it: a -300 session, and a session of 100 in, 0 out with a hand-paid W-2G. */
function yearOf(year: number, w2g: number) {
  const read = parseTaxYearRead({
    year,
    player: { name: 'Casey Player' },
    slots: [slot('s1', `${year}-03-10`, 500, 200), slot('s2', `${year}-06-05`, 100, 0)],
    casino_sessions: [],
    jackpots: [jackpot(`${year}-06-05`, w2g, 's2')],
    statements: [{ id: 'st', casino_id: 'c1', tax_year: year, net_win_loss: 1000, casino: { name: 'Reno Palace' } }],
  });
  return buildTaxYear(year, read.play, read.statements);
}

describe('the packet summary for the preparer', () => {
  it('2025: income $1,400 (the $1,500 W-2G less $100 that day), losses $300 deductible in full up to the gains', () => {
    const s = taxSummaryOf(yearOf(2025, 1500));
    expect(s.income).toBe(1400);
    expect(s.incomeLine).toBe('Schedule 1 (Form 1040), line 8b of the 2025 form');
    expect(s.w2g).toEqual({ count: 1, total: 1500, federal: 0, state: null });
    expect(s.deductionLine).toBe('Schedule A (Form 1040), line 16');
    expect(s.deduction).toBe(300);
    expect(s.sessions).toEqual({ count: 2, winning: 1, losing: 1, gains: 1400, losses: 300, net: 1100 });
    expect(s.rule).toBe('Tax years through 2025: losses are deductible up to your gambling gains.');
    expect(s.why).toBe('Your $1,500.00 W-2G, less $100.00 of losses on that day at that casino: $1,400.00 to report.');
  });

  it('2026: 90% of the $300 of losses, $270, under the $2,400 of gains', () => {
    const s = taxSummaryOf(yearOf(2026, 2500));
    expect(s.income).toBe(2400);
    expect(s.deduction).toBe(270);
    expect(s.rule).toBe('From tax year 2026: 90% of losses are deductible, still capped at your gambling gains (OBBBA §70114).');
  });

  it('holds the diary as PDF and CSV, the summary, the statements beside the diary and the photo as stored', async () => {
    const model = yearOf(2025, 1500);
    const photo = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const zip = unzipSync(
      await buildPacket('Casey Player', model, [{ path: 'u1/w2g.png', jackpotDate: '2025-06-05', bytes: photo }], '2026-12-07'),
    );
    expect(Object.keys(zip).sort()).toEqual([
      'casino_statements_2025.csv',
      'gambling_diary_2025.csv',
      'gambling_diary_2025.pdf',
      'tax_summary_2025.pdf',
      'w2g/2025-06-05_001.png',
    ]);
    expect(zip['w2g/2025-06-05_001.png']).toEqual(photo);
    expect(strFromU8(zip['tax_summary_2025.pdf'].slice(0, 5))).toBe('%PDF-');
    // The diary's net at the casino: -300 + 1,400 = 1,100; the statement says 1,000.
    expect(strFromU8(zip['casino_statements_2025.csv'])).toBe(statementsCsv(model));
    expect(statementsCsv(model)).toContain('Reno Palace,1100.00,1000.00,-100.00');
  });
});
