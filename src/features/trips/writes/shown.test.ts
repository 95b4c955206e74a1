import { describe, expect, it } from 'vitest';
import type { AnyWrite, ListedWrite } from '@/lib/offline/define-write';
import type { TripListItem, TripReport } from '../api/trip-report';
import { compAdd } from './comp-add';
import { costAdd } from './cost-add';
import { costDelete } from './cost-delete';
import { costUpdate } from './cost-update';
import { shareRevoke } from './share-revoke';
import { showReport, showSuggestions, showTrips, tripMadeHere } from './shown';
import { suggestionDismiss } from './suggestion-dismiss';
import { tripCreate } from './trip-create';
import { tripDelete } from './trip-delete';
import { tripUpdate } from './trip-update';
import { applyWrites } from '@/lib/offline/define-write';
import { shareRows } from './rows';
import type { TripShare } from '../api/get-trip-shares';

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
/** A listed write of `write`'s kind: waiting unless said otherwise. */
const l = (write: AnyWrite, input: unknown, listed: Partial<ListedWrite<unknown>> = {}) => ({
  write,
  listed: { input, userId: 'u1', state: 'pending' as const, ...listed },
});

describe('trip writes waiting on the device, as the screens show them', () => {
  it('the list: a new trip on top, an edit shown, a delete hidden (a refused one stays, marked)', () => {
    const shown = showTrips(
      [trip('a', '2025-01-01'), trip('b', '2025-02-01'), trip('c', '2025-03-01')],
      [
        l(tripCreate, { ...values, id: 'n' }),
        l(tripUpdate, { id: 'a', updatedAt: 'v1', values: { ...values, name: 'Renamed' } }),
        l(tripDelete, 'b'),
        l(tripDelete, 'c', { state: 'failed' }),
      ],
    );
    expect(shown.map((t) => [t.id, t.name, t.syncState ?? null, t.totals.gambling_net])).toEqual([
      ['n', 'Vegas', 'pending', 0],
      ['a', 'Renamed', 'pending', 100],
      ['c', 'Vegas', 'failed', 100],
    ]);
  });

  it('an answered create keeps its row with the version it made, unmarked', () => {
    const [n] = showTrips([], [l(tripCreate, { ...values, id: 'n' }, { state: 'sent', version: 'v7' })]);
    expect([n.id, n.updated_at, n.syncState, n.localOnly]).toEqual(['n', 'v7', undefined, false]);
  });

  it('suggestions accepted (even before synced) or dismissed on this device leave at once', () => {
    const s = (start: string, end: string) => ({ start_date: start, end_date: end, name: 'x', casinos: [] });
    const left = showSuggestions(
      [s('2025-03-12', '2025-03-14'), s('2025-05-01', '2025-05-02'), s('2025-08-01', '2025-08-02'), s('2025-10-01', '2025-10-03')],
      [l(tripCreate, { ...values, id: 'n' }), l(suggestionDismiss, { id: 'd', start_date: '2025-08-01', end_date: '2025-08-02' })],
      // A trip already answered holds 2 Oct.
      [trip('t', '2025-10-02')],
    );
    expect(left.map((x) => x.start_date)).toEqual(['2025-05-01']);
  });

  it('a trip made here is known before it syncs (its create, or an edit folded into it)', () => {
    expect(tripMadeHere([l(tripCreate, { ...values, id: 'n' })], 'n')?.name).toBe('Vegas');
    expect(tripMadeHere([l(tripUpdate, { id: 'n', updatedAt: '', values: { ...values, name: 'Again' } })], 'n')?.name).toBe('Again');
    expect(tripMadeHere([l(tripUpdate, { id: 'n', updatedAt: 'v1', values })], 'n')).toBeUndefined();
  });

  it("a trip's page: costs and comps added here are listed, marked; removed ones go; another trip's stay off; the totals stay the server's", () => {
    const report = {
      trip: { ...values, id: 't', updated_at: 'v1', casino_ids: [] },
      casinos: [],
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
    const strip = { casino_session_date: '2025-03-12', casino_name: 'Strip' };
    const shown = showReport(report, [
      l(
        costAdd,
        { id: 'c1', trip_id: 't', casino_session_id: null, kind: 'hotel', amount: 480, note: null },
        { display: { casino_session_date: null, casino_name: null } },
      ),
      l(costAdd, { id: 'c2', trip_id: null, casino_session_id: 'v', kind: 'fee', amount: 6, note: null }, { display: strip }),
      l(costAdd, { id: 'other', trip_id: 'another-trip', casino_session_id: null, kind: 'food', amount: 9, note: null }),
      l(compAdd, { id: 'm1', trip_id: 't', casino_session_id: null, kind: 'food', value: 60, note: null }),
      l(costDelete, 'old'),
      l(tripUpdate, { id: 't', updatedAt: 'v1', values: { ...values, name: 'Vegas, spring' } }),
    ]);
    expect(shown.costs.map((c) => [c.id, c.amount, c.casino_name, c.syncState])).toEqual([
      ['c1', 480, null, 'pending'],
      ['c2', 6, 'Strip', 'pending'],
    ]);
    expect(shown.comps.map((c) => [c.id, c.value, c.syncState])).toEqual([['m1', 60, 'pending']]);
    expect([shown.trip.name, shown.trip.syncState]).toEqual(['Vegas, spring', 'pending']);
    expect(shown.totals.costs).toBe(90);
  });

  it('a cost edited here shows its new figures and place at once, marked; an edit folded into its add lists it', () => {
    const report = {
      trip: { ...values, id: 't', updated_at: 'v1', casino_ids: [] },
      casinos: [],
      casino_sessions: [{ id: 'v', casino_name: 'Strip', arrival_date: '2025-03-12' }],
      costs: [
        {
          id: 'h',
          kind: 'hotel',
          amount: 480,
          note: null,
          trip_id: 't',
          casino_session_id: null,
          casino_session_date: null,
          casino_name: null,
          updated_at: 'v1',
          from_add_cash: false,
        },
      ],
      comps: [],
      totals: { ...totals, costs: 480 },
    } as unknown as TripReport;
    const strip = { casino_session_date: '2025-03-12', casino_name: 'Strip' };
    const shown = showReport(report, [
      l(
        costUpdate,
        { id: 'h', updatedAt: 'v1', values: { trip_id: null, casino_session_id: 'v', kind: 'hotel', amount: 240, note: 'one night' } },
        { display: strip },
      ),
      l(costUpdate, { id: 'new', updatedAt: '', values: { trip_id: 't', casino_session_id: null, kind: 'food', amount: 30, note: null } }),
    ]);
    expect(shown.costs.map((c) => [c.id, c.amount, c.note, c.casino_name, c.syncState])).toEqual([
      ['h', 240, 'one night', 'Strip', 'pending'],
      ['new', 30, null, null, 'pending'],
    ]);
    // The totals stay the server's until it has synced.
    expect(shown.totals.costs).toBe(480);
  });

  it('a share link revoked here shows revoked at once; a refused revoke leaves it active, marked', () => {
    const link = { id: 's1', revoked: false } as TripShare;
    expect(applyWrites([link], [l(shareRevoke, 's1')], shareRows).map((s) => [s.revoked, s.syncState])).toEqual([[true, 'pending']]);
    expect(applyWrites([link], [l(shareRevoke, 's1', { state: 'failed' })], shareRows).map((s) => [s.revoked, s.syncState])).toEqual([
      [false, 'failed'],
    ]);
  });
});
