import type { PlaySlotRow, PlayVisitRow } from '@/api/get-year-play';
import type { TaxYearJackpot } from '../api/get-tax-year-jackpots';
import { diaryCsv } from './diary';
import { buildTaxYear, defaultTaxYear } from './tax-year-model';

const casino = (name: string) => ({ name, street_address: '1 Main St', city: 'Las Vegas', state: 'NV', zip_code: '89109' });
const slot = (id: string, date: string, coinsIn: number, coinsOut: number, extra: Partial<PlaySlotRow> = {}): PlaySlotRow =>
  ({
    id,
    session_date: date,
    session_time: '14:00:00',
    casino_id: 'A',
    coins_in: coinsIn,
    coins_out: coinsOut,
    net_result: coinsOut - coinsIn,
    notes: null,
    people_present: null,
    casino_slot_machine_id: 'B-101',
    casino: casino('Bellagio'),
    slot_machine: { name: 'Buffalo', slot_name: 'Buffalo Gold' },
    ...extra,
  }) as PlaySlotRow;
const visit = (id: string, date: string, cashIn: number, finalCash: number | null): PlayVisitRow =>
  ({
    id,
    casino_id: 'W',
    arrival_date: date,
    arrival_time: '19:00:00',
    departure_date: finalCash === null ? null : date,
    departure_time: finalCash === null ? null : '23:00:00',
    total_cash_in: cashIn,
    final_cash: finalCash,
    net_result: finalCash === null ? null : finalCash - cashIn,
    notes: null,
    people_present: 'Pat',
    casino: casino('Wynn'),
  }) as PlayVisitRow;
const jackpot = (id: string, date: string, amount: number, tax: number, images: string[] = []): TaxYearJackpot =>
  ({ id, jackpot_date: date, jackpot_time: '15:00:00', amount, tax_withheld: tax, images, casino: { name: 'Bellagio' } }) as TaxYearJackpot;

describe('buildTaxYear: a worked example', () => {
  // 2025: Bellagio Mar 1 (two slot sessions: -200 and +1,300 with a $1,500 jackpot inside) = +1,100;
  // Bellagio Mar 2 = -400; Wynn Mar 3 visit: in 1,000, out 200 = -800; Wynn Mar 4 visit still open.
  const play = {
    slots: [slot('s1', '2025-03-01', 300, 100), slot('s2', '2025-03-01', 200, 1500, { notes: 'Hand pay' }), slot('s3', '2025-03-02', 400, 0, { casino_id: null, casino: null })],
    visits: [visit('v1', '2025-03-03', 1000, 200), visit('v2', '2025-03-04', 500, null)],
  };
  const jackpots = [jackpot('j1', '2025-03-01', 1500, 360, ['u/j1.jpg']), jackpot('j2', '2025-06-01', 1100, 0)];

  it('W-2G totals, the threshold of the year, session totals and the 2025 loss rule', () => {
    const m = buildTaxYear(2025, play, jackpots);
    expect(m.w2g).toMatchObject({ count: 2, totalWon: 2600, federalWithheld: 360 });
    expect(m.w2g.met.map((j) => j.id)).toEqual(['j1']);
    expect(m.w2g.below.map((j) => j.id)).toEqual(['j2']);
    expect(m.grouped.totals).toEqual({ sessions: 3, winning: 1, losing: 2, gains: 1100, losses: 1200, net: -100 });
    // 2025: losses up to gains -> min(1,200, 1,100) = 1,100.
    expect(m.loss).toMatchObject({ deductible: 1100, cappedAtGains: true });
    expect(m.months[2]).toEqual({ month: '2025-03', net: -100, cumulative: -100 });
    expect(m.gaps.map((g) => g.kind)).toEqual(['no-casino', 'open-visit', 'w2g-photo']);
  });

  it('the same play in 2026: $2,000 threshold (the $1,500 jackpot is below it) and 90% of losses', () => {
    const shift = <T extends object>(rows: T[], keys: (keyof T)[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, keys.includes(k as keyof T) && typeof v === 'string' ? v.replace('2025', '2026') : v])) as T);
    const m = buildTaxYear(2026, { slots: shift(play.slots, ['session_date']), visits: shift(play.visits, ['arrival_date', 'departure_date']) }, shift(jackpots, ['jackpot_date']));
    expect(m.w2g.met).toEqual([]);
    expect(m.w2g.below).toHaveLength(2);
    // 2026: 90% x 1,200 = 1,080, below gains of 1,100 -> 1,080.
    expect(m.loss).toMatchObject({ deductible: 1080, allowedBeforeCap: 1080, cappedAtGains: false });
  });

  it('the diary CSV lists every wager with establishment address, machine and people present; formulas neutralised', () => {
    const m = buildTaxYear(2025, { ...play, slots: [...play.slots, slot('s9', '2025-12-31', 10, 0, { notes: '=HYPERLINK("x")' })] }, jackpots);
    const lines = diaryCsv(m.diary).split('\r\n');
    expect(lines[0]).toBe('Record,Date,Time,Type of wager,Establishment,Address,Machine,Won,Lost,Net,Tax withheld,With,Notes');
    expect(lines[1]).toBe('Diary entry,2025-03-01,14:00,Slot machine,Bellagio,"1 Main St, Las Vegas, NV 89109",B-101 - Buffalo Gold,0.00,200.00,,,,');
    expect(lines).toContain('Diary entry,2025-03-03,19:00,"Casino visit (slots), cash in 1000.00 until 23:00",Wynn,"1 Main St, Las Vegas, NV 89109",,0.00,800.00,,,Pat,');
    expect(lines.some((l) => l.endsWith(`"'=HYPERLINK(""x"")"`))).toBe(true);
    expect(lines).toContain('W-2G,2025-03-01,,Slot jackpot,Bellagio,,,1500.00,,,360.00,,Met the W-2G threshold');
    expect(lines.at(-2)).toBe('Total,2025,,"4 sessions (1 winning, 3 losing)",,,,1100.00,1210.00,-110.00,360.00,,Deductible losses estimate 1100.00: Tax years through 2025: losses are deductible up to your gambling gains.');
  });

  it('defaults to the last complete year', () => {
    expect(defaultTaxYear(new Date(2026, 10, 24))).toBe(2025);
  });
});
