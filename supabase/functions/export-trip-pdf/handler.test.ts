import * as pdfLib from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fakeEnv, fakeState, post, withCallers } from '../_shared/fake-supabase.ts';
import { pdfTextRuns } from '../export-w2g-pdf/test-pdf-text.ts';
import { createExportTripPdfHandler } from './handler.ts';

const TRIP = '39000000-0000-4000-8000-000000000001';

/** get_trip_report's answer for the hand-worked trip of tests/db/trips.test.ts (numbers worked there). */
const REPORT = {
  trip: { id: TRIP, name: 'Las Vegas trip', start_date: '2025-03-12', end_date: '2025-03-14', casino_ids: [], notes: null },
  days: 3,
  casinos: [
    { id: 'y', name: 'Trip Test Fremont', net: 1460 },
    { id: 'x', name: 'Trip Test Strip', net: -370 },
  ],
  sessions: [
    { date: '2025-03-12', casino_id: 'x', casino_name: 'Trip Test Strip', net: -250 },
    { date: '2025-03-13', casino_id: 'y', casino_name: 'Trip Test Fremont', net: 1460 },
    { date: '2025-03-14', casino_id: 'x', casino_name: 'Trip Test Strip', net: -120 },
  ],
  casino_sessions: [
    {
      id: 'v1',
      casino_name: 'Trip Test Strip',
      arrival_date: '2025-03-12',
      arrival_time: '18:00:00',
      cash_in: 700,
      final_cash: 450,
      net: -250,
    },
  ],
  slot_sessions: [
    {
      id: 's2',
      casino_name: 'Trip Test Fremont',
      machine: null,
      machine_number: null,
      session_date: '2025-03-13',
      session_time: '14:00:00',
      money_in: 400,
      free_play: 150,
      money_out: 310,
      result: 60,
    },
  ],
  w2gs: [
    {
      id: 'j1',
      casino_name: 'Trip Test Fremont',
      date: '2025-03-13',
      time: '20:15:00',
      amount: 1500,
      tax_withheld: 0,
      state_tax_withheld: null,
      hand_pay: true,
    },
  ],
  costs: [
    { id: 'c1', kind: 'hotel', amount: 480, note: '2 nights', trip_id: TRIP, casino_session_id: null },
    {
      id: 'c2',
      kind: 'fee',
      amount: 6,
      note: null,
      trip_id: null,
      casino_session_id: 'v1',
      casino_session_date: '2025-03-12',
      casino_name: 'Trip Test Strip',
    },
  ],
  comps: [{ id: 'm1', kind: 'food', value: 60, note: null, trip_id: TRIP, casino_session_id: null }],
  totals: {
    money_in: 1000,
    money_out: 590,
    free_play: 150,
    hand_pays: 1500,
    slot_net: 1240,
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
};

function setup() {
  const state = fakeState();
  const { playerId } = withCallers(state);
  state.tables.profiles = [{ id: playerId, first_name: 'Dana', last_name: 'Player', nickname: null, email: 'player@example.com' }];
  state.rpcs = {
    get_trip_report: (caller, args) =>
      caller === playerId && args.p_trip_id === TRIP
        ? { data: REPORT, error: null }
        : { data: null, error: { message: 'This trip no longer exists', code: 'P0001', hint: 'gone' } },
  };
  return { state, handler: createExportTripPdfHandler({ ...fakeEnv(state), pdfLib, today: () => '2025-03-20' }) };
}

describe('export-trip-pdf', () => {
  it('prints the caller’s trip, read with their own token: result, sessions, play, W2G, costs and comps apart, page n of N', async () => {
    const { handler, state } = setup();
    const res = await handler(post({ tripId: TRIP }, 'player-token'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="trip_las-vegas-trip_2025-03-12.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const doc = await pdfLib.PDFDocument.load(bytes);
    const text = pdfTextRuns(bytes).join('\n');
    expect(text).toContain('Trip report: Las Vegas trip');
    expect(text).toContain('Player: Dana Player');
    expect(text).toContain('Gambling net: +$1,090.00 (the sessions below: one per casino per day, as the Tax Year counts them)');
    expect(text).toContain('Costs: $486.00 (hotel, travel, food, fees: not gambling losses)');
    expect(text).toContain('Whole result: +$604.00 (gambling net minus costs)');
    expect(text).toContain('Comps: $60.00 (what the casinos gave, shown apart: never added to a result)');
    // The slot figures in the app's words, adding up: 590 - 1,000 + 150 + 1,500 = +1,240.
    expect(text).toContain(
      'Slot sessions: money out $590.00 - coin in $1,000.00 + free play $150.00 + hand pays $1,500.00 = slot net +$1,240.00; W2Gs: 1, $1,500.00; time played 5 h.',
    );
    for (const s of [
      '-$250.00',
      '+$1,460.00',
      '-$120.00',
      '$150.00',
      '$1,500.00',
      'By hand',
      'Hotel',
      '$480.00',
      'ATM / cash-advance fee',
      '$6.00',
      'Food',
    ])
      expect(text).toContain(s);
    expect(text).toContain(`Trip report - Page 1 of ${doc.getPageCount()}`);
    expect(state.clients.every((c) => c.key === 'anon-key')).toBe(true);
    expect(state.log.some((l) => l.startsWith('service:'))).toBe(false);
  });

  it('another player’s trip (or none) is 404; no token 401; a malformed id 400', async () => {
    const { handler } = setup();
    expect((await handler(post({ tripId: TRIP }, 'admin-token'))).status).toBe(404);
    expect((await handler(post({ tripId: TRIP }))).status).toBe(401);
    const bad = await handler(post({ tripId: 'x' }, 'player-token'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'tripId must be a trip id' });
  });

  it('a long trip runs over several pages, each numbered of the total', async () => {
    const { handler, state } = setup();
    const many = Array.from({ length: 120 }, (_, i) => ({ ...REPORT.slot_sessions[0], id: `s${i}`, session_date: '2025-03-13' }));
    state.rpcs!.get_trip_report = () => ({ data: { ...REPORT, slot_sessions: many }, error: null });
    const bytes = new Uint8Array(await (await handler(post({ tripId: TRIP }, 'player-token'))).arrayBuffer());
    const pages = (await pdfLib.PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(2);
    const text = pdfTextRuns(bytes);
    for (let p = 1; p <= pages; p++) expect(text).toContain(`Trip report - Page ${p} of ${pages}`);
  });
});
