import { applyPendingSlotWrites, type PendingSlotWrite } from './pending-slot-rows';
import type { SlotSession } from './session-rows';

const values = {
  casino_id: 'c1',
  slot_machine_id: 'm1',
  session_date: '2026-11-24',
  session_time: '20:00',
  coins_in: 100,
  coins_out: 40,
  notes: null,
  casino_slot_machine_id: null,
  include_in_daily_totals: true,
};
const row = (id: string, coins_in: number): SlotSession => ({
  ...values,
  id,
  coins_in,
  user_id: 'u1',
  net_result: values.coins_out - coins_in,
  created_at: '2026-11-24T20:00:00Z',
  updated_at: '2026-11-24T20:00:00Z',
  casino: { name: 'Bellagio', location: null },
  slot_machine: null,
});
const display = { casino: { name: 'Bellagio', location: null }, slot_machine: null };

describe('applyPendingSlotWrites', () => {
  it('puts waiting creates on top, shows waiting edits, hides waiting deletes and marks what it touched', () => {
    const writes: PendingSlotWrite[] = [
      { kind: 'create', failed: false, variables: { id: 'n1', userId: 'u1', values, display } },
      { kind: 'update', failed: false, variables: { id: 'a', userId: 'u1', values: { ...values, coins_in: 115 }, baseUpdatedAt: 'x' } },
      { kind: 'delete', failed: false, variables: { id: 'b' } },
      { kind: 'update', failed: true, variables: { id: 'c', userId: 'u1', values: { ...values, coins_in: 225 }, baseUpdatedAt: 'x' } },
    ];
    const shown = applyPendingSlotWrites([row('a', 111), row('b', 222), row('c', 333)], writes);
    expect(shown.map((r) => [r.id, r.coins_in, r.net_result, r.syncState ?? null, r.localOnly ?? false])).toEqual([
      ['n1', 100, -60, 'pending', true],
      ['a', 115, -75, 'pending', false],
      ['c', 225, -185, 'failed', false],
    ]);
  });

  it('leaves the list as it is with nothing waiting, and never shows a create twice once the row has arrived', () => {
    const rows = [row('a', 111)];
    expect(applyPendingSlotWrites(rows, [])).toEqual(rows);
    const create: PendingSlotWrite = { kind: 'create', failed: false, variables: { id: 'a', userId: 'u1', values, display } };
    expect(applyPendingSlotWrites(rows, [create]).map((r) => r.id)).toEqual(['a']);
  });
});
