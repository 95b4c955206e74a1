import { describe, expect, it } from 'vitest';
import { casinoSessionValues as casinoSessionInput, slotValues as values } from '../../../test/session-values';
import type { AnyWrite, WaitingWrite } from '@/lib/offline/define-write';
import { casinoSessionCreate } from './casino-session-create';
import { machineMoney } from './machine-money';
import { slotCreate } from './slot-create';
import { slotDelete } from './slot-delete';
import { slotUpdate } from './slot-update';

/** A write waiting in the outbox (`sending`: under way, never dropped). */
const waits = (write: AnyWrite, input: unknown, sending = false): WaitingWrite => ({ key: write.key, input, sending });

describe('folding a write into the ones still waiting', () => {
  it('an edit of a row whose create still waits becomes that create (version ""), replacing earlier edits of it', () => {
    const create = waits(slotCreate, { ...values, id: 'n1' });
    const earlier = waits(slotUpdate, { id: 'n1', updatedAt: '', values: { ...values, coins_in: 61 } });
    const other = waits(slotCreate, { ...values, id: 'n9' });
    const edit = { id: 'n1', updatedAt: '', values: { ...values, coins_in: 64 } };
    expect(slotUpdate.fold!(edit, [create, other, earlier])).toEqual({ input: edit, drop: [create, earlier] });
  });

  it('an edit of a server row replaces an earlier waiting edit and keeps its version for the check', () => {
    const earlier = waits(slotUpdate, { id: 'a', updatedAt: 'v0', values: { ...values, coins_in: 115 } });
    const edit = { id: 'a', updatedAt: 'v9', values: { ...values, coins_in: 116 } };
    expect(slotUpdate.fold!(edit, [earlier])).toEqual({ input: { ...edit, updatedAt: 'v0' }, drop: [earlier] });
  });

  it('never drops a write being sent: an edit of a row whose create is under way joins the queue behind it', () => {
    const create = waits(slotCreate, { ...values, id: 'n1' }, true);
    const edit = { id: 'n1', updatedAt: '', values: { ...values, coins_in: 64 } };
    expect(slotUpdate.fold!(edit, [create])).toEqual({ input: edit, drop: [] });
  });

  it('a delete of a row that never left the device drops its writes and sends nothing; else it is sent', () => {
    const start = waits(slotCreate, { ...values, id: 'n1' });
    const money = waits(machineMoney, { sessionId: 'n1', entryId: 'e1', amount: 20 });
    expect(slotDelete.fold!('n1', [start, money])).toEqual({ input: null, drop: [start, money] });

    const sending = waits(slotCreate, { ...values, id: 'n2' }, true);
    const editOfNew = waits(slotUpdate, { id: 'n2', updatedAt: '', values });
    expect(slotDelete.fold!('n2', [sending, editOfNew])).toEqual({ input: 'n2', drop: [editOfNew] });

    const editOfServerRow = waits(slotUpdate, { id: 'a', updatedAt: 'v0', values });
    expect(slotDelete.fold!('a', [editOfServerRow])).toEqual({ input: 'a', drop: [editOfServerRow] });
  });

  it('a create pressed again before it was sent replaces the waiting one (one row, the last values)', () => {
    const first = waits(casinoSessionCreate, { ...casinoSessionInput, id: 'v1' });
    const again = { ...casinoSessionInput, starting_cash: 250, id: 'v1' };
    expect(casinoSessionCreate.fold!(again, [first])).toEqual({ input: again, drop: [first] });
  });
});
