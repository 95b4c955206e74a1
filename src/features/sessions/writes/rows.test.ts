import { describe, expect, it } from 'vitest';
import { casinoSessionValues as casinoSessionInput, slotValues as values } from '../../../test/session-values';
import { applyWrites, type AnyWrite, type ListedWrite } from '@/lib/offline/define-write';
import type { CasinoSession, SlotSession } from '../lib/session-rows';
import { cashAdd } from './cash-add';
import { machineMoney } from './machine-money';
import { slotRows, casinoSessionRows } from './rows';
import { slotCreate } from './slot-create';
import { slotDelete } from './slot-delete';
import { slotUpdate } from './slot-update';
import { casinoSessionCreate } from './casino-session-create';
import { casinoSessionReopen } from './casino-session-reopen';
import { casinoSessionUpdate } from './casino-session-update';

const slot = (id: string, coins_in: number): SlotSession => ({
  ...values,
  id,
  coins_in,
  user_id: 'u1',
  is_live: false,
  money_in_entries: [],
  net_result: values.coins_out - coins_in,
  jackpot_net: 0,
  result: values.coins_out - coins_in + values.free_play,
  created_at: '2026-11-24T20:00:00Z',
  updated_at: '2026-11-24T20:00:00Z',
  casino: { name: 'Bellagio', location: null },
  slot_machine: null,
});
const display = { casino: { name: 'Bellagio', location: null }, slot_machine: null };
/** A listed write of `write`'s kind: waiting unless said otherwise. */
const l = (write: AnyWrite, input: unknown, listed: Partial<ListedWrite<unknown>> = {}) => ({
  write,
  listed: { input, userId: 'u1', state: 'pending' as const, ...listed },
});

describe('the slot session writes on their rows', () => {
  it('puts waiting creates on top, shows waiting edits, hides waiting deletes and marks what they touched', () => {
    const writes = [
      l(slotCreate, { ...values, id: 'n1' }, { display }),
      l(slotUpdate, { id: 'a', updatedAt: 'x', values: { ...values, coins_in: 115 } }),
      l(slotDelete, 'b'),
      l(slotUpdate, { id: 'c', updatedAt: 'x', values: { ...values, coins_in: 225 } }, { state: 'failed' }),
    ];
    const shown = applyWrites([slot('a', 111), slot('b', 222), slot('c', 333)], writes, slotRows);
    // Nets: 40 - 100 = -60, 40 - 115 = -75, 40 - 225 = -185.
    expect(shown.map((r) => [r.id, r.coins_in, r.net_result, r.syncState ?? null, r.localOnly ?? false, r.casino?.name])).toEqual([
      ['n1', 100, -60, 'pending', true, 'Bellagio'],
      ['a', 115, -75, 'pending', false, 'Bellagio'],
      ['c', 225, -185, 'failed', false, 'Bellagio'],
    ]);
  });

  it('leaves the list as it is with nothing waiting, never shows a create twice once its row arrived, keeps a refused delete', () => {
    const rows = [slot('a', 111)];
    expect(applyWrites(rows, [], slotRows)).toEqual(rows);
    expect(applyWrites(rows, [l(slotCreate, { ...values, id: 'a' }, { display })], slotRows).map((r) => r.id)).toEqual(['a']);
    expect(applyWrites(rows, [l(slotDelete, 'a', { state: 'failed' })], slotRows).map((r) => [r.id, r.syncState])).toEqual([
      ['a', 'failed'],
    ]);
  });

  it('adds each money-in press once, marked while it waits, and an answered one unmarked with the version it made', () => {
    const live = { ...slot('m', 20), is_live: true, coins_out: 0, net_result: -20, money_in_entries: [{ id: 'e0', amount: 20 }] };
    const writes = [
      l(machineMoney, { sessionId: 'm', entryId: 'e0', amount: 20 }), // its answer came: the row has it
      l(machineMoney, { sessionId: 'm', entryId: 'e1', amount: 20 }),
      l(machineMoney, { sessionId: 'm', entryId: 'e2', amount: 35 }),
    ];
    // 20 (on the server) + 20 + 35 = 75 in, nothing out yet: -75.
    const [shown] = applyWrites([live], writes, slotRows);
    expect([shown.coins_in, shown.net_result, shown.syncState, (shown.money_in_entries as unknown[]).length]).toEqual([
      75,
      -75,
      'pending',
      3,
    ]);
    const [held] = applyWrites(
      [live],
      [l(machineMoney, { sessionId: 'm', entryId: 'e1', amount: 20 }, { state: 'sent', version: 'v2' })],
      slotRows,
    );
    expect([held.coins_in, held.syncState, held.updated_at]).toEqual([40, undefined, 'v2']);
  });

  it('adds free play pressed on a live machine to its money in and to its free play', () => {
    const live = { ...slot('m', 20), is_live: true, coins_out: 0, free_play: 0, money_in_entries: [{ id: 'e0', amount: 20 }] };
    const writes = [
      l(machineMoney, { sessionId: 'm', entryId: 'e1', amount: 100, freePlay: true }),
      l(machineMoney, { sessionId: 'm', entryId: 'e2', amount: 20 }),
    ];
    // In: 20 + 100 + 20 = 140, of which 100 free play (the player's own money in: 40); net_result stays coins only: -140,
    // and the result the list shows until it syncs counts only the player's own money: 0 - 40 = -40.
    const [shown] = applyWrites([live], writes, slotRows);
    expect([shown.coins_in, shown.free_play, shown.net_result, shown.result]).toEqual([140, 100, -140, -40]);
    expect(shown.money_in_entries).toEqual([
      { id: 'e0', amount: 20 },
      { id: 'e1', amount: 100, free_play: true },
      { id: 'e2', amount: 20 },
    ]);
  });

  it('shows an edit whose create was folded into it as the new row, and holds an answered create as the server made it', () => {
    const [shown] = applyWrites(
      [],
      [l(slotUpdate, { id: 'n2', updatedAt: '', values: { ...values, coins_in: 64 } }, { display })],
      slotRows,
    );
    expect([shown.id, shown.coins_in, shown.net_result, shown.syncState, shown.localOnly, shown.casino?.name]).toEqual([
      'n2',
      64,
      -24,
      'pending',
      true,
      'Bellagio',
    ]);
    const [held] = applyWrites([], [l(slotCreate, { ...values, id: 'n3' }, { display, state: 'sent', version: 'v1' })], slotRows);
    expect([held.id, held.syncState, held.localOnly, held.updated_at]).toEqual(['n3', undefined, false, 'v1']);
  });
});

const casinoSession = (id: string, starting_cash: number, additional_cash: CasinoSession['additional_cash'] = []): CasinoSession => ({
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

describe('the casino session writes on their rows', () => {
  it('shows a casino session started offline with the cash added to it, totals recomputed, marked', () => {
    const writes = [
      l(casinoSessionCreate, { ...casinoSessionInput, id: 'v-new' }, { display }),
      l(cashAdd, { sessionId: 'v-new', entryId: 'e1', amount: 25, note: 'Marker' }),
      l(cashAdd, { sessionId: 'v-new', entryId: 'e2', amount: 35, note: '' }),
    ];
    // 200 + 25 + 35 = 260 in; no final cash yet, so no net.
    const [shown, old] = applyWrites([casinoSession('v1', 100)], writes, casinoSessionRows);
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
    const synced = casinoSession('v1', 100, [{ id: 'e1', amount: 25, note: null, timestamp: '2026-11-24T19:00:00Z' }]);
    const writes = [
      l(cashAdd, { sessionId: 'v1', entryId: 'e1', amount: 25, note: '' }),
      l(casinoSessionReopen, { id: 'v1', updatedAt: 'x' }),
      l(casinoSessionUpdate, { id: 'v1', updatedAt: 'x', values: { ...casinoSessionInput, starting_cash: 150 } }),
    ];
    // 150 + 25 (once) = 175 in; reopened, so no final cash and no net.
    const [shown] = applyWrites([synced], writes, casinoSessionRows);
    expect([shown.starting_cash, shown.total_cash_in, shown.final_cash, shown.net_result, shown.syncState]).toEqual([
      150,
      175,
      null,
      null,
      'pending',
    ]);
  });
});
