import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { promisifyRequest } from 'idb-keyval';
import { isOutboxMutation } from './outbox';
import {
  cacheStore,
  CACHE_VERSION,
  dehydrateOutbox,
  dehydrateQueries,
  legacyKeyFor,
  outboxKeyFor,
  queriesOf,
  queryKeyFor,
  type SavedOutbox,
  type SavedQuery,
} from './device-copy';
import { dropPageLeaveCopy, readPageLeaveCopy, writePageLeaveCopy } from './page-leave-copy';

/** Restoring is its own module; the app loads both with this one. */
export { RESTORE_MARKS, restoreQueryCache } from './restore-query-cache';

export interface PersistOptions {
  /** Which successful queries to keep (by key); paused mutations are always kept. */
  shouldPersistQuery: (query: Query) => boolean;
}

const THROTTLE_MS = 300;

/** Users signed out in this tab: nothing more is written for them (a save may still be in flight). */
const forgotten = new Set<string>();

/** The time a slice of query saves may take before it yields (an idle callback's own deadline when it has one). */
const SLICE_MS = 12;

/**
 * Saves the user's cache when its data changes: the queries whose data changed, one entry each, throttled and
 * in idle slices (a slice stops putting once its time is used: the copy IndexedDB makes of each value is on the
 * main thread); the outbox's writes at once (they must survive a closed tab). Fetches starting, screens mounting
 * and other bookkeeping events save nothing. Returns the unsubscribe.
 */
export function persistQueryCache(client: QueryClient, userId: string, options: PersistOptions): () => void {
  forgotten.delete(userId);
  // Queries whose new data no finished save holds yet (by hash), and those removed from the cache since.
  const restored = readPageLeaveCopy(userId);
  // Those restored from localStorage are not in IndexedDB yet either; the copy there is dropped once they are.
  const dirty = new Set<string>(restored?.queries.map((q) => q.queryHash) ?? []);
  const inLocalCopy = new Set<string>(dirty);
  let localCopy = restored !== null;
  const removed = new Set<string>();
  /** The dirty queries the save keeps (successful, persisted), as saved. */
  const dirtyQueries = () => dehydrateQueries(client, options.shouldPersistQuery, (hash) => dirty.has(hash));

  // The queries: a timer (the throttle), then idle slices until none is left to save.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancelScheduled = () => {
    if (timer) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    timer = idle = undefined;
  };
  const nextSlice = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(saveSlice, { timeout: THROTTLE_MS * 10 });
    else timer = setTimeout(() => saveSlice(), 0);
  };
  const saveSlice = (deadline?: IdleDeadline) => {
    timer = idle = undefined;
    if (forgotten.has(userId)) return;
    const until = performance.now() + Math.max(SLICE_MS, deadline?.timeRemaining() ?? 0);
    const gone = [...removed];
    removed.clear();
    const picked = dirtyQueries();
    // Dirty ones the save does not keep (failed, or not persisted): nothing to write for them.
    const pickedHashes = new Set(picked.map((q) => q.queryHash));
    for (const hash of [...dirty]) if (!pickedHashes.has(hash)) dirty.delete(hash);
    if (gone.length === 0 && picked.length === 0) return;
    const written: string[] = [];
    void cacheStore()('readwrite', (s) => {
      for (const hash of gone) s.delete(queryKeyFor(userId, hash));
      for (const query of picked) {
        if (written.length > 0 && performance.now() >= until) break;
        s.put({ version: CACHE_VERSION, savedAt: Date.now(), query } satisfies SavedQuery, queryKeyFor(userId, query.queryHash));
        dirty.delete(query.queryHash);
        written.push(query.queryHash);
      }
      // The rest in the next slice (a change meanwhile has scheduled its own save).
      if ((dirty.size > 0 || removed.size > 0) && timer === undefined && idle === undefined) nextSlice();
      return promisifyRequest(s.transaction);
    })
      .then(() => {
        written.forEach((hash) => inLocalCopy.delete(hash));
        if (localCopy && inLocalCopy.size === 0) {
          dropPageLeaveCopy(userId);
          localCopy = false;
        }
      })
      .catch((error: unknown) => console.warn('The data could not be saved for offline use', error));
  };
  const scheduleQueries = () => {
    if (timer !== undefined || idle !== undefined) return;
    timer = setTimeout(nextSlice, THROTTLE_MS);
  };

  // The outbox: one save at a time; a change made while one is in flight is saved right after it (one save then
  // for all such changes: 200 writes synced change the outbox some 800 times).
  let outboxTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let again = false;
  const saveOutbox = (force = false) => {
    if (outboxTimer) clearTimeout(outboxTimer);
    outboxTimer = undefined;
    if (forgotten.has(userId)) return;
    if (inFlight && !force) {
      again = true;
      return;
    }
    inFlight = true;
    again = false;
    const saved: SavedOutbox = { version: CACHE_VERSION, savedAt: Date.now(), mutations: dehydrateOutbox(client) };
    void cacheStore()('readwrite', (s) => {
      s.put(saved, outboxKeyFor(userId));
      return promisifyRequest(s.transaction);
    })
      .catch((error: unknown) => console.warn('The waiting writes could not be saved', error))
      .finally(() => {
        inFlight = false;
        if (again) saveOutbox();
      });
  };
  const scheduleOutbox = () => {
    outboxTimer ??= setTimeout(() => saveOutbox(), THROTTLE_MS);
  };

  const writeLocalCopy = () => {
    if (dirty.size === 0 || forgotten.has(userId)) return;
    const state: DehydratedState = { queries: dirtyQueries(), mutations: [] };
    writePageLeaveCopy(userId, state);
    state.queries.forEach((q) => inLocalCopy.add(q.queryHash));
    localCopy = true;
  };
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      dirty.add(event.query.queryHash);
      removed.delete(event.query.queryHash);
      scheduleQueries();
    } else if (event.type === 'removed') {
      dirty.delete(event.query.queryHash);
      removed.add(event.query.queryHash);
      scheduleQueries();
    }
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    // Only the outbox is saved with the cache: other writes never trigger a save.
    if (!event.mutation || !isOutboxMutation(event.mutation)) return;
    // A write added, waiting, refused or discarded is saved at once. One being sent or answered (a drain after
    // a day offline) throttled: a copy lost with a closed tab still holds that write, and it is sent again after
    // a reload, its client-made id keeping it exactly once.
    if (event.type === 'updated' && (event.action.type === 'continue' || event.action.type === 'success')) scheduleOutbox();
    else saveOutbox();
  });
  // Leaving the page (reload, closed tab, app switched away): an IndexedDB save started then may not finish, so
  // the outbox is saved now (even with a save in flight) and the queries not saved yet go to localStorage.
  const flush = () => {
    if (outboxTimer || again) saveOutbox(true);
    writeLocalCopy();
  };
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  if (dirty.size > 0) scheduleQueries();
  return () => {
    offQueries();
    offMutations();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
    cancelScheduled();
    if (outboxTimer) clearTimeout(outboxTimer);
  };
}

/** Deletes the user's saved cache and stops saving it (sign-out). */
export async function clearSavedQueryCache(userId: string): Promise<void> {
  forgotten.add(userId);
  dropPageLeaveCopy(userId);
  await cacheStore()('readwrite', (s) => {
    s.delete(queriesOf(userId));
    s.delete(outboxKeyFor(userId));
    s.delete(legacyKeyFor(userId));
    return promisifyRequest(s.transaction);
  });
}
