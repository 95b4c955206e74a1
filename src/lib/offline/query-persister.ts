import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { isFailedOutboxMutation, isOutboxMutation } from './outbox';

/**
 * React Query's cache kept in IndexedDB, per signed-in user, so the last-known data (and the paused mutations
 * of the outbox) survive a reload, a closed tab and a lost network.
 * Not @tanstack/query-async-storage-persister + persistQueryClient: react-query-persist-client pins an older
 * query-core exactly (a second copy would be installed), and this one does what it does not: one entry per
 * query, so a save writes only the queries whose data changed, in idle slices (IndexedDB copies a value on the
 * main thread as it is put: one entry for the whole cache was a 110-480 ms task at 4x CPU after every cold
 * start); the outbox as one entry saved the moment it changes (a write must survive a closed tab); the
 * user's entries dropped at sign-out; and the page-leave copy below. The calls it wraps, dehydrate and hydrate,
 * are React Query's own.
 *
 * Entries of the store `slotplay-offline` / `query-cache`: `q:<user>:<query hash>` holds one query, `outbox:<user>`
 * the outbox's writes. `cache:<user>` (version 1: the whole cache in one entry) is read once and rewritten in
 * this layout.
 */
type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];
interface SavedQuery {
  version: number;
  savedAt: number;
  query: DehydratedQuery;
}
interface SavedOutbox {
  version: number;
  savedAt: number;
  mutations: DehydratedMutation[];
}
/** Version 1: the whole cache in one entry. */
interface LegacyCache {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

/** Bump when the shape of cached data changes: an older entry is dropped, not hydrated. */
const CACHE_VERSION = 2;
const LEGACY_VERSION = 1;
/** Data older than this is not restored. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const THROTTLE_MS = 300;

let store: UseStore | undefined;
const cacheStore = () => (store ??= createStore('slotplay-offline', 'query-cache'));
const queryPrefix = (userId: string) => `q:${userId}:`;
const queryKeyFor = (userId: string, hash: string) => `${queryPrefix(userId)}${hash}`;
const queriesOf = (userId: string) => IDBKeyRange.bound(queryPrefix(userId), `${queryPrefix(userId)}\uffff`);
const outboxKeyFor = (userId: string) => `outbox:${userId}`;
const legacyKeyFor = (userId: string) => `cache:${userId}`;

/**
 * Leaving the page: an IndexedDB save started then does not finish, so the queries changed since the last
 * finished save (e.g. a list refetched after a write a moment ago) are also written synchronously to
 * localStorage, small as they are. The next start puts them over the IndexedDB copy, and they are dropped once a
 * save there has finished (it holds them then). The outbox is not in it: its writes are saved the moment they change.
 */
const changesKey = (userId: string) => `slotplay-offline:unsaved:${userId}`;

function safeLocalStorage<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined; // no storage or full: the IndexedDB copy stands
  }
}

/**
 * JSON keeps less than IndexedDB's structured clone: Maps, Sets and Dates in query data (e.g. the casino
 * preferences by casino id) are tagged on the way out and rebuilt on the way in, so the page-leave copy reads
 * back as the IndexedDB copy would.
 */
const TAG = '__slotplay_type';
function toJson(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { [TAG]: 'Map', entries: [...value.entries()] };
  if (value instanceof Set) return { [TAG]: 'Set', values: [...value.values()] };
  return value;
}
function fromJson(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && TAG in value) {
    const tagged = value as { [TAG]: string; entries?: [unknown, unknown][]; values?: unknown[]; iso?: string };
    if (tagged[TAG] === 'Map') return new Map(tagged.entries);
    if (tagged[TAG] === 'Set') return new Set(tagged.values);
    if (tagged[TAG] === 'Date' && tagged.iso) return new Date(tagged.iso);
  }
  return value;
}
function tagDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key]; // before toJSON, which turns a Date into its ISO string
  return raw instanceof Date ? { [TAG]: 'Date', iso: raw.toISOString() } : toJson(key, value);
}
/** The page-leave copy's text, with Maps, Sets and Dates kept. */
export const encodeUnsaved = (state: DehydratedState): string => JSON.stringify(state, tagDates);
/** Reads a page-leave copy written by `encodeUnsaved`. */
export const decodeUnsaved = (text: string): DehydratedState => JSON.parse(text, fromJson) as DehydratedState;

function readUnsavedChanges(userId: string): DehydratedState | null {
  const raw = safeLocalStorage(() => localStorage.getItem(changesKey(userId)));
  try {
    return raw ? decodeUnsaved(raw) : null;
  } catch {
    return null;
  }
}

export interface PersistOptions {
  /** Which successful queries to keep (by key); paused mutations are always kept. */
  shouldPersistQuery: (query: Query) => boolean;
}

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

const fresh = (entry: { version: number; savedAt: number } | undefined, version: number, now: number) =>
  entry !== undefined && entry.version === version && now - entry.savedAt <= MAX_AGE_MS;

/** The outbox as saved: waiting writes and refused ones (see below). */
function dehydrateOutbox(client: QueryClient): DehydratedMutation[] {
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
function dehydrateQueries(client: QueryClient, shouldPersistQuery: (query: Query) => boolean, pick: (hash: string) => boolean) {
  return dehydrate(client, {
    shouldDehydrateQuery: (query) => pick(query.queryHash) && query.state.status === 'success' && shouldPersistQuery(query),
    shouldDehydrateMutation: () => false,
  }).queries;
}

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
    const unsaved = readUnsavedChanges(userId);
    mark(RESTORE_MARKS.read);
    const queries = entries.filter((e) => fresh(e, CACHE_VERSION, now)).map((e) => e.query);
    const stale = entries.length - queries.length;
    // Waiting writes are never dropped for their age: a week offline still syncs them.
    const waiting = outbox?.version === CACHE_VERSION ? outbox.mutations : [];
    // A device saved by the version before this one: its cache is read once and kept in this layout.
    if (legacy?.version === LEGACY_VERSION)
      hydrate(client, { queries: fresh(legacy, LEGACY_VERSION, now) ? legacy.state.queries : [], mutations: legacy.state.mutations });
    hydrate(client, { queries, mutations: waiting });
    // Newer than the IndexedDB copy (hydrate keeps the newer of two versions of a query anyway).
    if (unsaved) hydrate(client, unsaved);
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
  const now = () => Date.now();
  // Queries whose new data no finished save holds yet (by hash), and those removed from the cache since.
  const restored = readUnsavedChanges(userId);
  // Those restored from localStorage are not in IndexedDB yet either; the copy there is dropped once they are.
  const dirty = new Set<string>(restored?.queries.map((q) => q.queryHash) ?? []);
  const inLocalCopy = new Set<string>(dirty);
  let localCopy = restored !== null;
  const removed = new Set<string>();

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
    const picked = dehydrateQueries(client, options.shouldPersistQuery, (hash) => dirty.has(hash));
    // Dirty ones the save does not keep (failed, or not persisted): nothing to write for them.
    const pickedHashes = new Set(picked.map((q) => q.queryHash));
    for (const hash of [...dirty]) if (!pickedHashes.has(hash)) dirty.delete(hash);
    if (gone.length === 0 && picked.length === 0) return;
    const written: string[] = [];
    void cacheStore()('readwrite', (s) => {
      for (const hash of gone) s.delete(queryKeyFor(userId, hash));
      for (const query of picked) {
        if (written.length > 0 && performance.now() >= until) break;
        s.put({ version: CACHE_VERSION, savedAt: now(), query } satisfies SavedQuery, queryKeyFor(userId, query.queryHash));
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
          safeLocalStorage(() => localStorage.removeItem(changesKey(userId)));
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
    const saved: SavedOutbox = { version: CACHE_VERSION, savedAt: now(), mutations: dehydrateOutbox(client) };
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
    const state: DehydratedState = {
      queries: dehydrateQueries(client, options.shouldPersistQuery, (hash) => dirty.has(hash)),
      mutations: [],
    };
    safeLocalStorage(() => localStorage.setItem(changesKey(userId), encodeUnsaved(state)));
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
  safeLocalStorage(() => localStorage.removeItem(changesKey(userId)));
  await cacheStore()('readwrite', (s) => {
    s.delete(queriesOf(userId));
    s.delete(outboxKeyFor(userId));
    s.delete(legacyKeyFor(userId));
    return promisifyRequest(s.transaction);
  });
}
