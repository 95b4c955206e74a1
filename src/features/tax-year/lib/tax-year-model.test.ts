import type { PlayJackpotRow, PlaySlotRow, PlayCasinoSessionRow, YearPlay } from '@/api/get-year-play';
import type { WinLossStatement } from '../api/win-loss-statements';
import { diaryCsv } from './diary';
import { buildTaxYear } from './tax-year-model';
import { defaultTaxYear } from './tax-year-choice';
import { jackpotRow } from './play-rows.fixture';

const casino = (name: string) => ({ name, street_address: '1 Main St', city: 'Las Vegas', state: 'NV', zip_code: '89109' });
const CASINOS: Record<string, string> = { A: 'Bellagio', W: 'Wynn' };
const slot = (
  id: string,
  casinoId: string,
  date: string,
  time: string,
  coinsIn: number,
  coinsOut: number,
  extra: Partial<PlaySlotRow> = {},
): PlaySlotRow =>
  ({
    id,
    session_date: date,
    session_time: time,
    casino_id: casinoId,
    coins_in: coinsIn,
    coins_out: coinsOut,
    net_result: coinsOut - coinsIn,
    notes: null,
    people_present: null,
    casino_slot_machine_id: 'B-101',
    casino: casino(CASINOS[casinoId]),
    slot_machine: { name: 'Buffalo Gold', slot_name: 'Buffalo' },
    ...extra,
  }) as PlaySlotRow;
const casinoSession = (
  id: string,
  casinoId: string,
  arrival: [string, string],
  departure: [string, string] | null,
  cashIn: number,
  finalCash: number | null,
): PlayCasinoSessionRow =>
  ({
    id,
    casino_id: casinoId,
    arrival_date: arrival[0],
    arrival_time: arrival[1],
    departure_date: departure?.[0] ?? null,
    departure_time: departure?.[1] ?? null,
    total_cash_in: cashIn,
    final_cash: finalCash,
    net_result: finalCash === null ? null : finalCash - cashIn,
    notes: null,
    people_present: 'Pat',
    casino: casino(CASINOS[casinoId]),
  }) as PlayCasinoSessionRow;
const jackpot = (
  id: string,
  casinoId: string,
  date: string,
  amount: number,
  tax: number,
  extra: Partial<PlayJackpotRow> = {},
): PlayJackpotRow =>
  jackpotRow({ id, casino_id: casinoId, jackpot_date: date, amount, tax_withheld: tax, casino: casino(CASINOS[casinoId]), ...extra });

/**
 * The records, and the sessions worked out by hand:
 * - Bellagio Mar 1 2025: s1 300 in / 100 out = -200; s2 200 in / 1,500 out = +1,300, with the $1,500 W-2G j1
 *   linked (paid into the coins out, $360 withheld, added back) = +1,660. Session: -200 + 1,660 = +1,460.
 * - Wynn Mar 3 2025: casino session 1,000 in, 200 out = -800. Wynn Mar 4: casino session still open (a gap, adds nothing).
 * - Bellagio Jun 1 2025: $1,100 jackpot j2 (below $1,200), no play logged: a session gain of +1,100 (a gap).
 * - Wynn Dec 31 22:00 - Jan 1 02:00: casino session 1,000 in, 800 out = -200, with s3 at 00:30 on Jan 1 (-160):
 *   Jan 1 2026 = -160, Dec 31 2025 = -200 - (-160) = -40.
 * 2025: sessions +1,460, -800, +1,100, -40: gains 2,560, losses 840, net +1,720; 2 winning, 2 losing.
 * 2026: one session -160.
 */
const play: YearPlay = {
  start: '2025-01-01',
  end: '2025-12-31',
  slots: [
    slot('s1', 'A', '2025-03-01', '14:00:00', 300, 100),
    slot('s2', 'A', '2025-03-01', '16:00:00', 200, 1500, { notes: 'Jackpot' }),
    slot('s3', 'W', '2026-01-01', '00:30:00', 200, 40),
  ],
  casinoSessions: [
    casinoSession('v1', 'W', ['2025-03-03', '19:00:00'], ['2025-03-03', '23:00:00'], 1000, 200),
    casinoSession('v2', 'W', ['2025-03-04', '19:00:00'], null, 500, null),
    casinoSession('v3', 'W', ['2025-12-31', '22:00:00'], ['2026-01-01', '02:00:00'], 1000, 800),
  ],
  jackpots: [
    jackpot('j1', 'A', '2025-03-01', 1500, 360, {
      session_id: 's2',
      images: ['u/j1.jpg'],
      state: 'NV',
      state_winnings: 1500,
      state_tax_withheld: 0,
    }),
    jackpot('j2', 'A', '2025-06-01', 1100, 0),
  ],
};
const statement = (casinoId: string, year: number, net: number): WinLossStatement =>
  ({
    id: `st-${casinoId}-${year}`,
    casino_id: casinoId,
    tax_year: year,
    net_win_loss: net,
    casino: { name: CASINOS[casinoId] },
  }) as WinLossStatement;

describe('buildTaxYear: a worked example', () => {
  it('2025: W-2G forms only at or above $1,200, jackpots below listed apart, sessions from play time, losses up to gains', () => {
    const m = buildTaxYear(2025, play, [statement('A', 2025, -500)]);
    expect(m.w2g).toMatchObject({
      count: 1,
      totalWon: 1500,
      federalWithheld: 360,
      stateWithheld: 0,
      stateNotRecorded: 0,
      belowTotal: 1100,
    });
    expect(m.w2g.met.map((j) => j.id)).toEqual(['j1']);
    expect(m.w2g.below.map((j) => j.id)).toEqual(['j2']);
    expect(m.grouped.sessions.map((s) => [s.date, s.casinoName, s.net])).toEqual([
      ['2025-03-01', 'Bellagio', 1460],
      ['2025-03-03', 'Wynn', -800],
      ['2025-06-01', 'Bellagio', 1100],
      ['2025-12-31', 'Wynn', -40],
    ]);
    expect(m.grouped.totals).toEqual({ sessions: 4, winning: 2, losing: 2, gains: 2560, losses: 840, net: 1720 });
    // 2025: losses up to gains -> min(840, 2,560) = 840.
    expect(m.loss).toMatchObject({ deductible: 840, cappedAtGains: false });
    expect(m.months[2]).toEqual({ month: '2025-03', net: 660, cumulative: 660 });
    expect(m.gaps.map((g) => [g.kind, g.date])).toEqual([
      ['open-casino-session', '2025-03-04'],
      ['w2g-unlogged', '2025-06-01'],
    ]);
    // j2 is below the threshold: no form, so no missing W-2G photo either.
    expect(m.gaps[1]).toMatchObject({
      casinoId: 'A',
      label: 'W-2G of $1,100.00 at Bellagio with no play logged that day: counted as a session gain of $1,100.00 until you log the session',
    });
  });

  it('2025 reconciliation per casino and in total, with the Bellagio statement figure', () => {
    const { rows, total } = buildTaxYear(2025, play, [statement('A', 2025, -500), statement('A', 2024, 99)]).reconciliation;
    // Bellagio: W-2G 1,500; gains 1,460 + 1,100 = 2,560; statement -500 -> difference -500 - 2,560 = -3,060.
    // Wynn: losses 800 + 40 = 840, net -840, no statement.
    expect(rows).toEqual([
      { casinoId: 'A', casinoName: 'Bellagio', w2gTotal: 1500, gains: 2560, losses: 0, net: 2560, statement: -500, difference: -3060 },
      { casinoId: 'W', casinoName: 'Wynn', w2gTotal: 0, gains: 0, losses: 840, net: -840, statement: null, difference: null },
    ]);
    expect(total).toEqual({
      casinoId: null,
      casinoName: 'All casinos',
      w2gTotal: 1500,
      gains: 2560,
      losses: 840,
      net: 1720,
      statement: -500,
      difference: -3060,
    });
  });

  it('2026: the Jan 1 part of the casino session past midnight, 90% of losses', () => {
    const m = buildTaxYear(2026, { ...play, start: '2026-01-01', end: '2026-12-31' });
    expect(m.grouped.sessions.map((s) => [s.date, s.casinoName, s.net])).toEqual([['2026-01-01', 'Wynn', -160]]);
    // The two years' session nets at Wynn over the boundary: -40 + -160 = -200, the casino session's true net.
    expect(m.grouped.totals).toEqual({ sessions: 1, winning: 0, losing: 1, gains: 0, losses: 160, net: -160 });
    // 2026: 90% x 160 = 144, capped at gains of 0 -> 0.
    expect(m.loss).toMatchObject({ deductible: 0, allowedBeforeCap: 144, cappedAtGains: true });
    expect(m.w2g).toMatchObject({ count: 0, totalWon: 0, stateWithheld: null });
  });

  it('2026 threshold: a $1,500 jackpot is below $2,000 (no form), a $2,500 one is a W-2G; state "Not recorded" until given', () => {
    const m = buildTaxYear(2026, {
      start: '2026-01-01',
      end: '2026-12-31',
      slots: [],
      casinoSessions: [],
      jackpots: [jackpot('a', 'A', '2026-02-01', 1500, 0), jackpot('b', 'A', '2026-02-02', 2500, 600)],
    });
    expect(m.w2g).toMatchObject({
      count: 1,
      totalWon: 2500,
      federalWithheld: 600,
      stateWithheld: null,
      stateNotRecorded: 1,
      belowTotal: 1500,
    });
    // Both with no play logged: sessions +1,500 and +2,500 (what the IRS sees). Losses 0 -> estimate 0.
    expect(m.grouped.totals).toMatchObject({ gains: 4000, losses: 0 });
  });

  it('the diary CSV in sections: Session rows are the only ones counted, and their total equals the page', () => {
    const lines = diaryCsv(buildTaxYear(2025, play).diary).split('\r\n');
    expect(lines[0]).toBe(
      'Section,Date,Time,Type of wager,Establishment,Address,Machine,Won,Lost,Free play,Net,Federal tax withheld,State,State winnings,State tax withheld,With,Notes,Counts toward totals',
    );
    const counted = lines.filter((l) => l.endsWith(',Yes'));
    expect(counted.map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      'Session,2025-03-01',
      'Session,2025-03-03',
      'Session,2025-06-01',
      'Session,2025-12-31',
    ]);
    expect(lines[1]).toBe(
      'Session,2025-03-01,,Slots (one session per casino per day),Bellagio,"1 Main St, Las Vegas, NV 89109",,1460.00,0.00,,1460.00,,,,,,Tax withheld on a W-2G added back: $360.00,Yes',
    );
    expect(lines[5]).toBe(
      'Session total,2025,,"4 sessions (2 winning, 2 losing)",,,,2560.00,840.00,,1720.00,,,,,,Gains are gambling income; losses are an itemised deduction. Deductible losses estimate 840.00: Tax years through 2025: losses are deductible up to your gambling gains.,Total of the Session rows',
    );
    expect(lines).toContain(
      'Slot session,2025-03-01,14:00,Slot machine,Bellagio,"1 Main St, Las Vegas, NV 89109",B-101 - Buffalo Gold,0.00,200.00,0.00,,,,,,,,No: evidence (its result is in a Session row)',
    );
    expect(lines).toContain(
      'Casino session,2025-03-03,19:00,"Casino session (slots), cash in 1000.00 until 23:00",Wynn,"1 Main St, Las Vegas, NV 89109",,0.00,800.00,,,,,,,Pat,,No: evidence (its result is in a Session row)',
    );
    expect(lines).toContain(
      'W-2G,2025-03-01,,Slot jackpot,Bellagio,"1 Main St, Las Vegas, NV 89109",,1500.00,,,,360.00,NV,1500.00,0.00,,,No: W-2G income is inside the Session rows',
    );
    expect(lines).toContain('W-2G total,2025,,1 W-2G forms,,,,1500.00,,,,360.00,,,0.00,,,Total of the W-2G rows');
    expect(lines).toContain(
      'Below the W-2G threshold,2025-06-01,,Slot jackpot,Bellagio,"1 Main St, Las Vegas, NV 89109",,1100.00,,,,0.00,,,,,"No form is issued, still taxable income",No: inside the Session rows',
    );
  });
});

describe('defaultTaxYear', () => {
  it('is the last complete year until April 15, then the current one', () => {
    expect(defaultTaxYear(new Date(2026, 0, 1))).toBe(2025);
    expect(defaultTaxYear(new Date(2026, 3, 15))).toBe(2025);
    expect(defaultTaxYear(new Date(2026, 3, 16))).toBe(2026);
    expect(defaultTaxYear(new Date(2026, 10, 24))).toBe(2026);
  });
});

describe('buildTaxYear: one night, one set of numbers', () => {
  const night = (jackpotExtra: Partial<PlayJackpotRow>): YearPlay => ({
    start: '2026-01-01',
    end: '2026-12-31',
    // A typed slot session at Bellagio: $200 in, $100 out (-$100), and a $1,500 jackpot the same day, not linked.
    slots: [slot('s1', 'A', '2026-05-02', '20:00:00', 200, 100)],
    casinoSessions: [],
    jackpots: [jackpot('j1', 'A', '2026-05-02', 1500, 0, { jackpot_time: '21:00:00', ...jackpotExtra })],
  });

  it('a $1,500 jackpot marked "Paid by the machine" on a day whose slot sessions paid out $100 is a gap to fix, never silently dropped', () => {
    const m = buildTaxYear(2026, night({ hand_pay: false }));
    // Machine paid: counted as inside the coins out (only its $0 withholding added): gains $0, losses $100.
    expect(m.grouped.totals).toMatchObject({ gains: 0, losses: 100 });
    expect(m.gaps.map((g) => [g.kind, g.id])).toEqual([['w2g-machine-paid', 'j1']]);
    expect(m.gaps[0].label).toBe(
      'Jackpot of $1,500.00 at Bellagio marked "Paid by the machine", but that day\'s slot sessions there paid out only $100.00: it is not counted in your income. If an attendant paid it, mark it as a hand pay; if the machine did, fix the session\'s money out.',
    );
  });

  it('inside a closed casino session the jackpot is in its cash result however it was paid: no gap', () => {
    // Casino session 19:00-23:00, $300 in, $1,700 final cash: +1,400, the $1,500 jackpot (21:00) inside it.
    const m = buildTaxYear(2026, {
      ...night({ hand_pay: false }),
      casinoSessions: [casinoSession('v1', 'A', ['2026-05-02', '19:00:00'], ['2026-05-02', '23:00:00'], 300, 1700)],
    });
    expect(m.grouped.totals).toMatchObject({ sessions: 1, gains: 1400, losses: 0 });
    expect(m.gaps).toEqual([]);
  });

  it('the same jackpot as a hand pay: -$100 + $1,500 = a +$1,400 session, nothing to fix', () => {
    const m = buildTaxYear(2026, night({ hand_pay: true }));
    expect(m.grouped.totals).toMatchObject({ sessions: 1, gains: 1400, losses: 0 });
    expect(m.gaps).toEqual([]);
  });

  it('W-2G forms are the jackpots the casino gave a form for: an $1,800 jackpot of 2026 with its form is one (below the $2,000 line)', () => {
    const withForm = buildTaxYear(2026, night({ amount: 1800, hand_pay: true, w2g_received: true, tax_withheld: 0 }));
    expect(withForm.w2g).toMatchObject({ count: 1, totalWon: 1800, belowTotal: 0 });
    expect(withForm.w2g.below).toEqual([]);
    const withoutForm = buildTaxYear(2026, night({ amount: 1800, hand_pay: true }));
    expect(withoutForm.w2g).toMatchObject({ count: 0, totalWon: 0, belowTotal: 1800 });
    // The diary's "W-2G forms received" lists it only with its form.
    expect(
      diaryCsv(withForm.diary)
        .split('\n')
        .filter((l) => l.startsWith('W-2G,')),
    ).toHaveLength(1);
    expect(
      diaryCsv(withoutForm.diary)
        .split('\n')
        .filter((l) => l.startsWith('W-2G,')),
    ).toHaveLength(0);
  });
});
