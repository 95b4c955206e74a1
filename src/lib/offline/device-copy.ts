import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, type UseStore } from 'idb-keyval';
import { isFailedOutboxMutation, isOutboxMutation } from './outbox';

/**
 * The device copy of React Query's cache, in IndexedDB per signed-in user: the last-known data and the outbox's
 * waiting writes survive a reload, a closed tab and a lost network (saved by ./query-persister.ts, read back by
 * ./restore-query-cache.ts, the last moment's changes kept by ./page-leave-copy.ts).
 * Not @tanstack/query-async-storage-persister + persistQueryClient: react-query-persist-client pins an older
 * query-core exactly (a second copy would be installed), and this one does what it does not: one entry per query,
 * so a save writes only the queries a fetch answered since, in idle slices (IndexedDB copies a value on the main
 * thread as it is put: one entry for the whole cache was a 110-480 ms task at 4x CPU after every cold start); the
 * outbox one entry, saved the moment it changes; the user's entries dropped at sign-out. The calls it wraps,
 * dehydrate and hydrate, are React Query's own.
 *
 * Entries of the store `slotplay-offline` / `query-cache`: `q:<user>:<query hash>` one query each, `outbox:<user>`
 * the waiting and refused writes. `cache:<user>` (version 1: the whole cache in one entry) is read once and
 * rewritten in this layout.
 */
export type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];
export interface SavedQuery {
  version: number;
  savedAt: number;
  query: DehydratedQuery;
}
export interface SavedOutbox {
  version: number;
  savedAt: number;
  mutations: DehydratedMutation[];
}
/** Version 1: the whole cache in one entry. */
export interface LegacyCache {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

/** Bump when the shape of cached data changes: an older entry is dropped, not hydrated (a bump must carry the outbox over, as version 1's is). */
export const CACHE_VERSION = 2;
export const LEGACY_VERSION = 1;
/** Data older than this is not restored. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

let store: UseStore | undefined;
export const cacheStore = () => (store ??= createStore('slotplay-offline', 'query-cache'));
const queryPrefix = (userId: string) => `q:${userId}:`;
export const queryKeyFor = (userId: string, hash: string) => `${queryPrefix(userId)}${hash}`;
export const queriesOf = (userId: string) => IDBKeyRange.bound(queryPrefix(userId), `${queryPrefix(userId)}\uffff`);
export const outboxKeyFor = (userId: string) => `outbox:${userId}`;
export const legacyKeyFor = (userId: string) => `cache:${userId}`;

export const fresh = (entry: { version: number; savedAt: number } | undefined, version: number, now: number) =>
  entry !== undefined && entry.version === version && now - entry.savedAt <= MAX_AGE_MS;

/** The outbox as saved: waiting writes and refused ones (see below). */
export function dehydrateOutbox(client: QueryClient): DehydratedMutation[] {
  const { mutations } = dehydrate(client, {
    shouldDehydrateQuery: () => false,
    // Waiting writes (also one being sent: after a reload it is sent again, its id keeps it exactly once) and
    // refused ones (they stay until the user fixes or discards them; one a form was told of is not kept).
    shouldDehydrateMutation: (m) => isOutboxMutation(m) && (m.state.status === 'pending' || isFailedOutboxMutation(m)),
  });
  // A write in flight when the tab closed waits again after a reload (resumePausedMutations resends paused ones),
  // listed as waiting: no form waits on it any more, so of its meta only its name in the sync bar is kept (not the
  // form's failure words nor its Reload, a function IndexedDB cannot store).
  return mutations.map((m) => {
    const meta = { label: m.meta?.label };
    return m.state.status === 'pending' ? { ...m, meta, state: { ...m.state, isPaused: true } } : { ...m, meta };
  });
}

/** The successful queries `shouldPersistQuery` keeps, of those whose hash `pick` accepts, as saved. */
export function dehydrateQueries(client: QueryClient, shouldPersistQuery: (query: Query) => boolean, pick: (hash: string) => boolean) {
  return dehydrate(client, {
    shouldDehydrateQuery: (query) => pick(query.queryHash) && query.state.status === 'success' && shouldPersistQuery(query),
    shouldDehydrateMutation: () => false,
  }).queries;
}
