import { describe, expect, it } from 'vitest';
import type { AnyWrite, WaitingWrite } from '@/lib/offline/define-write';
import { costAdd } from './cost-add';
import { costDelete } from './cost-delete';
import { costUpdate } from './cost-update';
import { shareCreate } from './share-create';
import { shareRevoke } from './share-revoke';
import { tripCreate } from './trip-create';
import { tripDelete } from './trip-delete';
import { tripUpdate } from './trip-update';

/** A write waiting in the outbox (`sending`: under way, never dropped). */
const waits = (write: AnyWrite, input: unknown, sending = false): WaitingWrite => ({ key: write.key, input, sending });
const values = { name: 'Vegas', start_date: '2025-03-12', end_date: '2025-03-14', casino_ids: [], notes: null };
const hotel = { id: 'c1', trip_id: 't', casino_session_id: null, kind: 'hotel' as const, amount: 480, note: null };

describe('folding a trip write into the ones still waiting', () => {
  it('removing a cost whose add still waits drops both: nothing is sent; a cost on the server: its removal is sent', () => {
    const add = waits(costAdd, hotel);
    expect(costDelete.fold!('c1', [add])).toEqual({ input: null, drop: [add] });
    expect(costDelete.fold!('c2', [add])).toEqual({ input: 'c2', drop: [] });
  });

  it('never drops a write being sent: a removal of a cost whose add is under way is sent behind it', () => {
    const add = waits(costAdd, hotel, true);
    expect(costDelete.fold!('c1', [add])).toEqual({ input: 'c1', drop: [] });
  });

  it("an edit of a trip whose create still waits becomes that create (version ''), replacing earlier edits of it", () => {
    const create = waits(tripCreate, { ...values, id: 't' });
    const earlier = waits(tripUpdate, { id: 't', updatedAt: '', values: { ...values, name: 'Vegas, March' } });
    const edit = { id: 't', updatedAt: '', values: { ...values, name: 'Vegas, spring' } };
    expect(tripUpdate.fold!(edit, [create, earlier])).toEqual({ input: edit, drop: [create, earlier] });
  });

  it('a second edit replaces the first still waiting, keeping the version the first was made on', () => {
    const first = waits(tripUpdate, { id: 't', updatedAt: 'v1', values });
    const edit = { id: 't', updatedAt: 'v2', values: { ...values, name: 'Again' } };
    expect(tripUpdate.fold!(edit, [first])).toEqual({ input: { ...edit, updatedAt: 'v1' }, drop: [first] });
  });

  it("a cost edited while its add still waits becomes that add (version ''); a second edit keeps the first one's version", () => {
    const add = waits(costAdd, hotel);
    const edit = { id: 'c1', updatedAt: '', values: { ...hotel, amount: 240 } };
    expect(costUpdate.fold!(edit, [add])).toEqual({ input: edit, drop: [add] });
    const first = waits(costUpdate, { id: 'c2', updatedAt: 'v1', values: hotel });
    const again = { id: 'c2', updatedAt: 'v2', values: { ...hotel, amount: 99 } };
    expect(costUpdate.fold!(again, [first])).toEqual({ input: { ...again, updatedAt: 'v1' }, drop: [first] });
  });

  it('removing a cost drops its waiting edits; one never sent (its add waits too) sends nothing', () => {
    const edit = waits(costUpdate, { id: 'c1', updatedAt: 'v1', values: hotel });
    expect(costDelete.fold!('c1', [edit])).toEqual({ input: 'c1', drop: [edit] });
    const add = waits(costAdd, hotel);
    expect(costDelete.fold!('c1', [add, edit])).toEqual({ input: null, drop: [add, edit] });
  });

  it('deleting a trip that never left the device drops its create and edits; a link never sent is revoked by dropping it', () => {
    const create = waits(tripCreate, { ...values, id: 't' });
    const edit = waits(tripUpdate, { id: 't', updatedAt: '', values });
    expect(tripDelete.fold!('t', [create, edit])).toEqual({ input: null, drop: [create, edit] });
    const link = waits(shareCreate, { id: 's', trip_id: 't' });
    expect(shareRevoke.fold!('s', [link])).toEqual({ input: null, drop: [link] });
  });
});
