import { onlineManager, type Mutation, type MutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { whenOutboxReady } from './outbox-ready';
import { transportFailure } from './transport-failure';

/**
 * The outbox: a write made while the device is offline waits as a paused React Query mutation, saved with
 * the query cache (./query-persister.ts) so it survives a reload or a closed tab. Every outbox
 * mutation has a key under OUTBOX_KEY (each feature registers the request of its keys with
 * setMutationDefaults, app/offline loads them, so writes restored after a reload know what to send), runs in one scope (they reach the server one after another, in the order they
 * were made: a visit before the cash added to it) and retries only failures of the network (a connection
 * lost mid-sync waits for the next one). Its variables are plain data ({ userId, input }): creates carry the
 * id made when the form opened, so a resend can never make a second row.
 *
 * Online the same keyed mutation is sent at once and its form waits for the answer (`sendWrite`): a failure
 * goes back to the form, which keeps its data (see lib/writes.ts), and is not listed here.
 */
export const OUTBOX_KEY = 'outbox';
export const OUTBOX_SCOPE = { id: OUTBOX_KEY };

/** What every outbox write sends: the user it was made by and the write's input. */
export interface OutboxVariables<T = unknown> {
  userId: string;
  input: T;
  /** What the lists show for it while it waits (e.g. the names of a new row's casino), never sent. */
  display?: unknown;
}

/** A failure of the network, not of the request: the write waits for the next connection. */
export function isNetworkError(error: unknown): boolean {
  return !onlineManager.isOnline() || transportFailure(error) === 'network';
}

/** The options every outbox mutation shares. */
export const outboxOptions = {
  scope: OUTBOX_SCOPE,
  // The network: wait for it (paused while offline). A 5xx: a few more tries, then listed as refused.
  retry: (failureCount: number, error: unknown) =>
    isNetworkError(error) ? failureCount < 50 : transportFailure(error) === 'server' && failureCount < 5,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} satisfies Partial<MutationOptions<unknown, Error, never>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutation of the cache
type AnyMutation = Mutation<any, any, any, any>;

export const isOutboxMutation = (m: AnyMutation) => m.options.mutationKey?.[0] === OUTBOX_KEY;

/** Lists to refresh once the outbox has nothing left to send, per client (see refreshAfterWrite). */
const dueRefreshes = new WeakMap<QueryClient, Map<string, QueryKey>>();

/**
 * What an outbox write calls when the server has answered (onSuccess / onError) to refresh the lists it
 * changed: at once when it was the only write waiting (a form's save online), else when the last write waiting
 * has been answered. 200 writes synced after a day offline refetch each list once, not 200 times (every refetch
 * cancelled by the next write's, each costing the server a list query while the writes wait). Not awaited.
 */
export function refreshAfterWrite(client: QueryClient, queryKey: QueryKey): void {
  const due = dueRefreshes.get(client) ?? new Map<string, QueryKey>();
  dueRefreshes.set(client, due);
  due.set(JSON.stringify(queryKey), queryKey);
  // The answered write is still pending while its callbacks run: any other pending write is still to be sent.
  const waiting = client.getMutationCache().findAll({ predicate: (m) => isOutboxMutation(m) && m.state.status === 'pending' });
  if (waiting.length > 1) return;
  dueRefreshes.delete(client);
  refreshing.set(client, (refreshing.get(client) ?? 0) + 1);
  void Promise.allSettled([...due.values()].map((key) => client.invalidateQueries({ queryKey: key }))).then(() => {
    refreshing.set(client, (refreshing.get(client) ?? 1) - 1);
    for (const listener of [...refreshedListeners]) listener();
  });
}

/** How many refreshes of refreshAfterWrite are in flight, per client. */
const refreshing = new WeakMap<QueryClient, number>();
const refreshedListeners = new Set<() => void>();

/** Calls `listener` each time a refresh of refreshAfterWrite has ended; returns the unsubscribe. */
export function onRefreshedAfterWrites(listener: () => void): () => void {
  refreshedListeners.add(listener);
  return () => refreshedListeners.delete(listener);
}

/**
 * True while the outbox is draining: online with a write still to be sent, or the lists' refresh after the
 * last answered write still in flight. The answered writes' rows are not in the lists' data yet.
 */
export function outboxDraining(client: QueryClient): boolean {
  if ((refreshing.get(client) ?? 0) > 0) return true;
  if (!onlineManager.isOnline()) return false;
  return client.getMutationCache().findAll({ predicate: (m) => isOutboxMutation(m) && m.state.status === 'pending' }).length > 0;
}

/** A write that must be fixed or discarded by the user: it failed for a reason other than the network. */
export const isFailedOutboxMutation = (m: AnyMutation) => isOutboxMutation(m) && m.state.status === 'error';

/** The error's message for the user. */
export function outboxErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return 'The server refused this change';
}

export const SAVED_OFFLINE = 'Saved on this device. It syncs when you are back online.';

/** True when a write made now waits in the outbox instead of going to the server. */
export const willWaitForNetwork = () => !onlineManager.isOnline();

/** Writes whose form waits for the answer (sent online): a failure goes back to the form, not to the outbox list. */
const awaited = new WeakSet<AnyMutation>();

/** A write the outbox lists: waiting (for the network or its turn) or refused, and not one a form is waiting on. */
export const isListedWrite = (m: AnyMutation) =>
  isOutboxMutation(m) && !awaited.has(m) && (m.state.status === 'pending' || m.state.status === 'error');

export type SendResult = { waiting: true } | { waiting: false; answer: Promise<unknown> };

/**
 * Sends a write: one keyed mutation (its request, retry policy and scope come from the key's mutation defaults).
 * Offline it is put in the outbox and this returns `{ waiting: true }` at once: paused, kept on the device, sent
 * in order when the network is back. Online it is sent now (after any write still waiting, in the same scope)
 * and `answer` settles with the server's answer; a failure is not retried and is removed from the outbox (the
 * form keeps its data and says why). An answer lost with the tab closed leaves it in the outbox: it is sent again
 * after a reload, its id keeping it exactly once. `label` names it in the sync bar if it is refused there.
 */
export function sendWrite<T>(
  client: QueryClient,
  mutationKey: readonly unknown[],
  label: string,
  variables: OutboxVariables<T>,
): SendResult {
  const online = !willWaitForNetwork();
  // The request of each key is registered once the signed-in app has loaded it (app/offline): wait for it.
  const answer = whenOutboxReady().then(() => {
    const cache = client.getMutationCache();
    const mutation = cache.build(client, { mutationKey, meta: { label }, ...(online ? { retry: false } : {}) });
    if (!online) return mutation.execute(variables).catch(() => undefined); // a refusal stays listed with Retry / Discard
    awaited.add(mutation);
    return mutation.execute(variables).catch((error: unknown) => {
      cache.remove(mutation);
      throw error;
    });
  });
  return online ? { waiting: false, answer } : { waiting: true };
}
