import type { TripListItem, TripReport } from '../api/trip-report';
import { applyPendingSuggestions, applyPendingTripReport, applyPendingTrips, type PendingTripWrite } from './pending-trip-rows';

const values = { name: 'Vegas', start_date: '2025-03-12', end_date: '2025-03-14', casino_ids: [], notes: null };
const totals = {
  money_in: 0,
  money_out: 0,
  free_play: 0,
  gambling_net: 100,
  w2g_count: 0,
  w2g_amount: 0,
  w2g_withheld: 0,
  costs: 0,
  comps: 0,
  whole_result: 100,
  play_days: 1,
  minutes: 0,
};
const trip = (id: string, start: string): TripListItem => ({
  ...values,
  id,
  start_date: start,
  end_date: start,
  updated_at: 'v1',
  casinos: 1,
  totals,
});
const w = (write: Omit<PendingTripWrite, 'failed'> & { failed?: boolean }) => ({ failed: false, ...write }) as PendingTripWrite;

describe('trip writes waiting on the device, as the screens show them', () => {
  it('the list: a new trip on top, an edit shown, a delete hidden (a refused one stays, marked)', () => {
    const shown = applyPendingTrips(
      [trip('a', '2025-01-01'), trip('b', '2025-02-01'), trip('c', '2025-03-01')],
      [
        w({ kind: 'trip-create', input: { ...values, id: 'n' } }),
        w({ kind: 'trip-update', input: { id: 'a', updatedAt: 'v1', values: { ...values, name: 'Renamed' } } }),
        w({ kind: 'trip-delete', input: 'b' }),
        w({ kind: 'trip-delete', input: 'c', failed: true }),
      ],
    );
    expect(shown.map((t) => [t.id, t.name, t.syncState ?? null])).toEqual([
      ['n', 'Vegas', 'pending'],
      ['a', 'Renamed', 'pending'],
      ['c', 'Vegas', 'failed'],
    ]);
  });

  it('suggestions accepted or dismissed on this device leave at once', () => {
    const s = (start: string, end: string) => ({ start_date: start, end_date: end, name: 'x', casinos: [] });
    const left = applyPendingSuggestions(
      [s('2025-03-12', '2025-03-14'), s('2025-05-01', '2025-05-02'), s('2025-08-01', '2025-08-02')],
      [
        w({ kind: 'trip-create', input: { ...values, id: 'n' } }),
        w({ kind: 'suggestion-dismiss', input: { id: 'd', start_date: '2025-08-01', end_date: '2025-08-02' } }),
      ],
    );
    expect(left.map((x) => x.start_date)).toEqual(['2025-05-01']);
  });

  it("a trip's page: costs and comps added here are listed, marked; removed ones go; the totals stay the server's", () => {
    const report = {
      trip: { ...values, id: 't', updated_at: 'v1', casino_ids: [] },
      casino_sessions: [{ id: 'v', casino_name: 'Strip', arrival_date: '2025-03-12' }],
      costs: [
        {
          id: 'old',
          kind: 'travel',
          amount: 90,
          note: null,
          trip_id: 't',
          casino_session_id: null,
          casino_session_date: null,
          casino_name: null,
        },
      ],
      comps: [],
      totals: { ...totals, costs: 90 },
    } as unknown as TripReport;
    const shown = applyPendingTripReport(report, [
      w({ kind: 'cost-add', input: { id: 'c1', trip_id: 't', casino_session_id: null, kind: 'hotel', amount: 480, note: null } }),
      w({ kind: 'cost-add', input: { id: 'c2', trip_id: null, casino_session_id: 'v', kind: 'fee', amount: 6, note: null } }),
      w({
        kind: 'cost-add',
        input: { id: 'other', trip_id: 'another-trip', casino_session_id: null, kind: 'food', amount: 9, note: null },
      }),
      w({ kind: 'comp-add', input: { id: 'm1', trip_id: 't', casino_session_id: null, kind: 'food', value: 60, note: null } }),
      w({ kind: 'cost-delete', input: 'old' }),
    ]);
    expect(shown.costs.map((c) => [c.id, c.amount, c.casino_name, c.syncState])).toEqual([
      ['c1', 480, null, 'pending'],
      ['c2', 6, 'Strip', 'pending'],
    ]);
    expect(shown.comps.map((c) => [c.id, c.value, c.syncState])).toEqual([['m1', 60, 'pending']]);
    expect(shown.totals.costs).toBe(90);
  });
});
