import { applyPendingSlotWrites, applyPendingVisitWrites, type PendingSessionWrite } from './pending-session-rows';
import type { CasinoSession, SlotSession } from './session-rows';

const values = {
  casino_id: 'c1',
  slot_machine_id: 'm1',
  session_date: '2026-11-24',
  session_time: '20:00',
  coins_in: 100,
  coins_out: 40,
  free_play: 0,
  notes: null,
  people_present: null,
  casino_slot_machine_id: null,
  include_in_daily_totals: true,
  end_date: null,
  end_time: null,
};
const slot = (id: string, coins_in: number): SlotSession => ({
  ...values,
  id,
  coins_in,
  user_id: 'u1',
  is_live: false,
  money_in_entries: [],
  net_result: values.coins_out - coins_in,
  jackpot_net: 0,
  created_at: '2026-11-24T20:00:00Z',
  updated_at: '2026-11-24T20:00:00Z',
  casino: { name: 'Bellagio', location: null },
  slot_machine: null,
});
const display = { casino: { name: 'Bellagio', location: null }, slot_machine: null };
const w = (write: Omit<PendingSessionWrite, 'userId' | 'failed'> & { failed?: boolean }) =>
  ({ userId: 'u1', failed: false, ...write }) as PendingSessionWrite;

describe('applyPendingSlotWrites', () => {
  it('puts waiting creates on top, shows waiting edits, hides waiting deletes and marks what it touched', () => {
    const writes = [
      w({ kind: 'slot-create', input: { ...values, id: 'n1' }, display }),
      w({ kind: 'slot-update', input: { id: 'a', updatedAt: 'x', values: { ...values, coins_in: 115 } } }),
      w({ kind: 'slot-delete', input: 'b' }),
      w({ kind: 'slot-update', failed: true, input: { id: 'c', updatedAt: 'x', values: { ...values, coins_in: 225 } } }),
    ];
    const shown = applyPendingSlotWrites([slot('a', 111), slot('b', 222), slot('c', 333)], writes);
    expect(shown.map((r) => [r.id, r.coins_in, r.net_result, r.syncState ?? null, r.localOnly ?? false, r.casino?.name])).toEqual([
      ['n1', 100, -60, 'pending', true, 'Bellagio'],
      ['a', 115, -75, 'pending', false, 'Bellagio'],
      ['c', 225, -185, 'failed', false, 'Bellagio'],
    ]);
  });

  it('leaves the list as it is with nothing waiting, never shows a create twice once its row arrived, keeps a refused delete', () => {
    const rows = [slot('a', 111)];
    expect(applyPendingSlotWrites(rows, [])).toEqual(rows);
    expect(applyPendingSlotWrites(rows, [w({ kind: 'slot-create', input: { ...values, id: 'a' }, display })]).map((r) => r.id)).toEqual([
      'a',
    ]);
    expect(applyPendingSlotWrites(rows, [w({ kind: 'slot-delete', failed: true, input: 'a' })]).map((r) => [r.id, r.syncState])).toEqual([
      ['a', 'failed'],
    ]);
  });
});

const visit = (id: string, starting_cash: number, additional_cash: CasinoSession['additional_cash'] = []): CasinoSession => ({
  id,
  user_id: 'u1',
  casino_id: 'c1',
  arrival_date: '2026-11-24',
  arrival_time: '18:00:00',
  departure_date: '2026-11-24',
  departure_time: '23:00:00',
  starting_cash,
  additional_cash,
  total_cash_in: starting_cash,
  final_cash: 50,
  net_result: 50 - starting_cash,
  notes: null,
  people_present: null,
  created_at: '2026-11-24T18:00:00Z',
  updated_at: '2026-11-24T18:00:00Z',
  casino: { name: 'Bellagio', location: null },
});
const visitInput = {
  casino_id: 'c1',
  arrival_date: '2026-11-25',
  arrival_time: '12:00:00',
  departure_date: null,
  departure_time: null,
  starting_cash: 200,
  final_cash: null,
  notes: null,
  people_present: null,
};

describe('applyPendingVisitWrites', () => {
  it('shows a visit started offline with the cash added to it, totals recomputed, marked', () => {
    const writes = [
      w({ kind: 'visit-create', input: { ...visitInput, id: 'v-new' }, display }),
      w({ kind: 'cash-add', input: { sessionId: 'v-new', entryId: 'e1', amount: 25, note: 'Marker' } }),
      w({ kind: 'cash-add', input: { sessionId: 'v-new', entryId: 'e2', amount: 35, note: '' } }),
    ];
    const [shown, old] = applyPendingVisitWrites([visit('v1', 100)], writes);
    expect([shown.id, shown.total_cash_in, shown.net_result, shown.syncState, shown.localOnly, shown.casino?.name]).toEqual([
      'v-new',
      260,
      null,
      'pending',
      true,
      'Bellagio',
    ]);
    expect(Array.isArray(shown.additional_cash) && shown.additional_cash.map((e) => (e as { amount: number }).amount)).toEqual([25, 35]);
    expect(old.syncState).toBeUndefined();
  });

  it('applies a waiting reopen and edit to a server row, and never adds an entry the server already holds', () => {
    const synced = visit('v1', 100, [{ id: 'e1', amount: 25, note: null, timestamp: '2026-11-24T19:00:00Z' }]);
    const writes = [
      w({ kind: 'cash-add', input: { sessionId: 'v1', entryId: 'e1', amount: 25, note: '' } }),
      w({ kind: 'visit-reopen', input: 'v1' }),
      w({ kind: 'visit-update', input: { id: 'v1', updatedAt: 'x', values: { ...visitInput, starting_cash: 150 } } }),
    ];
    const [shown] = applyPendingVisitWrites([synced], writes);
    expect([shown.starting_cash, shown.total_cash_in, shown.final_cash, shown.net_result, shown.syncState]).toEqual([
      150,
      175,
      null,
      null,
      'pending',
    ]);
  });
});
