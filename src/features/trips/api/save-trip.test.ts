import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { OUTBOX_SCOPE } from '@/lib/offline/outbox';
import { foldTripWrite } from './save-trip';
import { tripOutboxKeys, type TripOutboxKind } from './trip-keys';

/** A write waiting in the outbox (paused: offline). */
function waitingWrite(client: QueryClient, kind: TripOutboxKind, input: unknown) {
  const mutation = client.getMutationCache().build(client, {
    mutationKey: tripOutboxKeys.of(kind),
    scope: OUTBOX_SCOPE,
    mutationFn: async () => undefined,
    networkMode: 'online',
  });
  void mutation.execute({ userId: 'u', input }).catch(() => undefined);
  return mutation;
}

const kinds = (client: QueryClient) =>
  client
    .getMutationCache()
    .getAll()
    .map((m) => m.options.mutationKey?.[2]);
const values = { name: 'Vegas', start_date: '2025-03-12', end_date: '2025-03-14', casino_ids: [], notes: null };

describe('foldTripWrite: a write joins the ones still waiting for the same row', () => {
  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => onlineManager.setOnline(true));

  it('removing a cost whose add still waits drops both: nothing is sent', () => {
    const client = new QueryClient({ mutationCache: new MutationCache() });
    waitingWrite(client, 'cost-add', { id: 'c1', trip_id: 't', casino_session_id: null, kind: 'hotel', amount: 480, note: null });
    expect(foldTripWrite(client, 'cost-delete', 'c1')).toBeNull();
    expect(kinds(client)).toEqual([]);
    // A cost already on the server: its delete is sent.
    expect(foldTripWrite(client, 'cost-delete', 'c2')).toEqual({ kind: 'cost-delete', input: 'c2' });
  });

  it("an edit of a trip whose create still waits becomes that create, with the edit's values", () => {
    const client = new QueryClient({ mutationCache: new MutationCache() });
    waitingWrite(client, 'trip-create', { ...values, id: 't' });
    const folded = foldTripWrite(client, 'trip-update', { id: 't', updatedAt: '', values: { ...values, name: 'Vegas, spring' } });
    expect(folded).toEqual({ kind: 'trip-create', input: { ...values, name: 'Vegas, spring', id: 't' } });
    expect(kinds(client)).toEqual([]);
  });

  it('a second edit replaces the first still waiting, keeping the version the first was made on', () => {
    const client = new QueryClient({ mutationCache: new MutationCache() });
    waitingWrite(client, 'trip-update', { id: 't', updatedAt: 'v1', values });
    const folded = foldTripWrite(client, 'trip-update', { id: 't', updatedAt: 'v2', values: { ...values, name: 'Again' } });
    expect(folded).toEqual({ kind: 'trip-update', input: { id: 't', updatedAt: 'v1', values: { ...values, name: 'Again' } } });
    expect(kinds(client)).toEqual([]);
  });
});
