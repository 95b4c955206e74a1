import type { TripReport } from '../api/trip-report';
import { tripCsv, tripFileName } from './trip-csv';

// The hand-worked trip of tests/db/trips.test.ts, as get_trip_report returns it (the numbers are worked there).
const report = {
  trip: { id: 't', name: 'Las Vegas trip', start_date: '2025-03-12', end_date: '2025-03-14', casino_ids: [], notes: null, updated_at: '' },
  days: 3,
  casinos: [],
  sessions: [
    { date: '2025-03-12', casino_id: 'x', casino_name: 'Strip', net: -250 },
    { date: '2025-03-13', casino_id: 'y', casino_name: 'Fremont', net: 1460 },
    { date: '2025-03-14', casino_id: 'x', casino_name: 'Strip', net: -120 },
  ],
  casino_sessions: [
    {
      id: 'v1',
      casino_id: 'x',
      casino_name: 'Strip',
      arrival_date: '2025-03-12',
      arrival_time: '18:00:00',
      departure_date: '2025-03-12',
      departure_time: '23:00:00',
      cash_in: 700,
      final_cash: 450,
      net: -250,
    },
  ],
  slot_sessions: [
    {
      id: 's2',
      casino_name: 'Fremont',
      machine: null,
      machine_number: null,
      session_date: '2025-03-13',
      session_time: '14:00:00',
      money_in: 400,
      money_out: 310,
      free_play: 150,
      result: 60,
      jackpot_net: 0,
      casino_session_id: null,
    },
    {
      id: 's3',
      casino_name: 'Fremont',
      machine: 'Buffalo Gold',
      machine_number: null,
      session_date: '2025-03-13',
      session_time: '20:00:00',
      money_in: 100,
      money_out: 0,
      free_play: 0,
      result: 1400,
      jackpot_net: 1500,
      casino_session_id: null,
    },
  ],
  w2gs: [
    {
      id: 'j',
      casino_name: 'Fremont',
      date: '2025-03-13',
      time: '20:15:00',
      amount: 1500,
      tax_withheld: 0,
      state_tax_withheld: null,
      hand_pay: true,
      w2g_received: true,
    },
  ],
  costs: [
    {
      id: 'c1',
      kind: 'hotel',
      amount: 480,
      note: '2 nights',
      trip_id: 't',
      casino_session_id: null,
      casino_session_date: null,
      casino_name: null,
      updated_at: 'v1',
      from_add_cash: false,
    },
    {
      id: 'c2',
      kind: 'fee',
      amount: 6,
      note: null,
      trip_id: null,
      casino_session_id: 'v1',
      casino_session_date: '2025-03-12',
      casino_name: 'Strip',
      updated_at: 'v1',
      from_add_cash: false,
    },
  ],
  comps: [
    {
      id: 'm',
      kind: 'food',
      value: 60,
      note: null,
      trip_id: 't',
      casino_session_id: null,
      casino_session_date: null,
      casino_name: null,
      updated_at: 'v1',
    },
  ],
  totals: {
    money_in: 1000,
    money_out: 590,
    free_play: 150,
    gambling_net: 1090,
    w2g_count: 1,
    w2g_amount: 1500,
    w2g_withheld: 0,
    costs: 486,
    comps: 60,
    whole_result: 604,
    play_days: 3,
    minutes: 300,
  },
} satisfies TripReport;

describe('the trip report CSV', () => {
  it('sessions add up to the gambling net; costs make the whole result; comps stand apart', () => {
    const lines = tripCsv(report)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Section,Date,Time,Casino,What,Coin in,Free play,Money out,Amount,Note');
    expect(lines.slice(1, 5)).toEqual([
      'Session,2025-03-12,,Strip,Slots (one session per casino per day),,,,-250.00,',
      'Session,2025-03-13,,Fremont,Slots (one session per casino per day),,,,1460.00,',
      'Session,2025-03-14,,Strip,Slots (one session per casino per day),,,,-120.00,',
      // -250 + 1,460 - 120 = +1,090.
      'Gambling net,2025-03-12,,,3 sessions,,,,1090.00,',
    ]);
    // 310 - 400 + 150 = +60; 0 - 100 + 1,500 hand pay = +1,400 (the hand pays said in the note, so the row adds up).
    expect(lines).toContain('Slot session,2025-03-13,14:00,Fremont,Slot machine,400.00,150.00,310.00,60.00,Evidence: in a Session row');
    expect(lines).toContain(
      'Slot session,2025-03-13,20:00,Fremont,Buffalo Gold,100.00,0.00,0.00,1400.00,Hand pays 1500.00. Evidence: in a Session row',
    );
    expect(lines).toContain('Cost,,,,Hotel,,,,480.00,2 nights');
    expect(lines).toContain('Cost,2025-03-12,,Strip,ATM / cash-advance fee,,,,6.00,');
    // 480 + 6 = 486; 1,090 - 486 = +604; the comp is not in either.
    expect(lines).toContain('Costs total,,,,2 costs,,,,486.00,Not gambling losses');
    expect(lines).toContain('Whole result,,,,Gambling net minus costs,,,,604.00,');
    expect(lines).toContain('Comps total,,,,1 comp,,,,60.00,Apart: never added to a result');
    expect(tripFileName(report, 'pdf')).toBe('trip_las-vegas-trip_2025-03-12.pdf');
  });
});
