import { hydrate, type QueryClient } from '@tanstack/react-query';
import { promisifyRequest } from 'idb-keyval';
import {
  cacheStore,
  CACHE_VERSION,
  dehydrateOutbox,
  fresh,
  LEGACY_VERSION,
  legacyKeyFor,
  outboxKeyFor,
  queriesOf,
  queryKeyFor,
  type LegacyCache,
  type SavedOutbox,
  type SavedQuery,
} from './device-copy';
import { upgradeCachedQuery } from './cache-upgrades';
import { readPageLeaveCopy } from './page-leave-copy';

/**
 * User Timing of the restore, for the decade bench and DevTools: `slotplay:cache-read` (IndexedDB get + the
 * page-leave copy: the read and its deserialisation, the part the main thread waits on in one piece) and
 * `slotplay:cache-hydrate` (putting it into the live cache).
 */
export const RESTORE_MARKS = {
  start: 'slotplay:cache-restore-start',
  read: 'slotplay:cache-read-end',
  hydrated: 'slotplay:cache-hydrate-end',
  readMeasure: 'slotplay:cache-read',
  hydrateMeasure: 'slotplay:cache-hydrate',
} as const;
const mark = (name: string) => typeof performance !== 'undefined' && performance.mark?.(name);
const measure = (name: string, from: string, to: string) => typeof performance !== 'undefined' && performance.measure?.(name, from, to);

/** Puts the user's saved cache into `client` (older or foreign data is dropped). Never throws. */
export async function restoreQueryCache(client: QueryClient, userId: string, now = Date.now()): Promise<void> {
  try {
    mark(RESTORE_MARKS.start);
    const [entries, outbox, legacy] = await cacheStore()('readonly', (s) =>
      Promise.all([
        promisifyRequest(s.getAll(queriesOf(userId))) as Promise<SavedQuery[]>,
        promisifyRequest(s.get(outboxKeyFor(userId))) as Promise<SavedOutbox | undefined>,
        promisifyRequest(s.get(legacyKeyFor(userId))) as Promise<LegacyCache | undefined>,
      ]),
    );
    const unsaved = readPageLeaveCopy(userId);
    mark(RESTORE_MARKS.read);
    // Kept by older versions of the app: brought to today's shapes before anything reads them.
    const queries = entries.filter((e) => fresh(e, CACHE_VERSION, now)).map((e) => upgradeCachedQuery(e.query));
    const stale = entries.length - queries.length;
    // Waiting writes are never dropped for their age: a week offline still syncs them.
    const waiting = outbox?.version === CACHE_VERSION ? outbox.mutations : [];
    // A device saved by the version before this one: its cache is read once and kept in this layout.
    if (legacy?.version === LEGACY_VERSION)
      hydrate(client, {
        queries: fresh(legacy, LEGACY_VERSION, now) ? legacy.state.queries.map(upgradeCachedQuery) : [],
        mutations: legacy.state.mutations,
      });
    hydrate(client, { queries, mutations: waiting });
    // Newer than the IndexedDB copy (hydrate keeps the newer of two versions of a query anyway).
    if (unsaved) hydrate(client, { ...unsaved, queries: unsaved.queries.map(upgradeCachedQuery) });
    mark(RESTORE_MARKS.hydrated);
    measure(RESTORE_MARKS.readMeasure, RESTORE_MARKS.start, RESTORE_MARKS.read);
    measure(RESTORE_MARKS.hydrateMeasure, RESTORE_MARKS.read, RESTORE_MARKS.hydrated);
    if (legacy) await rewriteLegacy(client, userId, legacy, now);
    if (stale > 0) await dropStaleQueries(userId, now);
    if (queries.length === 0 && !outbox && !legacy && !unsaved) return;
    // Saved data is shown at once but is never taken as fresh: every screen refetches it when it mounts
    // (a reload must still show changes made elsewhere; offline, the refetch waits for the network).
    await client.invalidateQueries({ refetchType: 'none' });
  } catch (error) {
    console.warn('The saved data could not be read', error);
  }
}

/** Version 1's entry rewritten as one entry per query (those young enough) and the outbox (its writes are never lost), then deleted. */
async function rewriteLegacy(client: QueryClient, userId: string, legacy: LegacyCache, now: number): Promise<void> {
  await cacheStore()('readwrite', (s) => {
    if (legacy.version === LEGACY_VERSION) {
      if (fresh(legacy, LEGACY_VERSION, now))
        for (const query of legacy.state.queries)
          s.put({ version: CACHE_VERSION, savedAt: legacy.savedAt, query } satisfies SavedQuery, queryKeyFor(userId, query.queryHash));
      s.put({ version: CACHE_VERSION, savedAt: now, mutations: dehydrateOutbox(client) } satisfies SavedOutbox, outboxKeyFor(userId));
    }
    s.delete(legacyKeyFor(userId));
    return promisifyRequest(s.transaction);
  });
}

/** Deletes the user's queries saved too long ago or by another version. */
async function dropStaleQueries(userId: string, now: number): Promise<void> {
  await cacheStore()('readwrite', (s) => {
    const cursor = s.openCursor(queriesOf(userId));
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      if (!fresh(at.value as SavedQuery, CACHE_VERSION, now)) at.delete();
      at.continue();
    };
    return promisifyRequest(s.transaction);
  });
}
