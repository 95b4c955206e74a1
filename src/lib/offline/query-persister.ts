import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isFailedOutboxMutation, isOutboxMutation } from './outbox';

/**
 * React Query's cache kept in IndexedDB, one entry per signed-in user, so the last-known data (and the
 * paused mutations of the outbox) survive a reload, a closed tab and a lost network.
 * Not @tanstack/query-async-storage-persister + persistQueryClient: react-query-persist-client pins an older
 * query-core exactly (a second copy would be installed), and this one does what it does not: one entry per
 * signed-in user dropped at sign-out, the outbox saved the moment it changes (a write must survive a closed tab)
 * while data saves are throttled to idle time, and the page-leave copy below. The calls it wraps, dehydrate
 * and hydrate, are React Query's own.
 */
interface PersistedCache {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

/** Bump when the shape of cached data changes: an older cache is dropped, not hydrated. */
const CACHE_VERSION = 1;
/** Data older than this is not restored. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const THROTTLE_MS = 300;

let store: UseStore | undefined;
const cacheStore = () => (store ??= createStore('slotplay-offline', 'query-cache'));
const keyFor = (userId: string) => `cache:${userId}`;

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

/** Puts the user's saved cache into `client` (older or foreign data is dropped). Never throws. */
export async function restoreQueryCache(client: QueryClient, userId: string, now = Date.now()): Promise<void> {
  try {
    mark(RESTORE_MARKS.start);
    const saved = await get<PersistedCache>(keyFor(userId), cacheStore());
    const unsaved = readUnsavedChanges(userId);
    mark(RESTORE_MARKS.read);
    if (saved && (saved.version !== CACHE_VERSION || now - saved.savedAt > MAX_AGE_MS)) await del(keyFor(userId), cacheStore());
    else if (saved) hydrate(client, saved.state);
    // Newer than the IndexedDB copy (hydrate keeps the newer of two versions of a query anyway).
    if (unsaved) hydrate(client, unsaved);
    mark(RESTORE_MARKS.hydrated);
    measure(RESTORE_MARKS.readMeasure, RESTORE_MARKS.start, RESTORE_MARKS.read);
    measure(RESTORE_MARKS.hydrateMeasure, RESTORE_MARKS.read, RESTORE_MARKS.hydrated);
    if (!saved && !unsaved) return;
    // Saved data is shown at once but is never taken as fresh: every screen refetches it when it mounts
    // (a reload must still show changes made elsewhere; offline, the refetch waits for the network).
    await client.invalidateQueries({ refetchType: 'none' });
  } catch (error) {
    console.warn('The saved data could not be read', error);
  }
}

/** Users signed out in this tab: nothing more is written for them (a save may still be in flight). */
const forgotten = new Set<string>();

/** Writes the user's cache now. */
export async function saveQueryCache(client: QueryClient, userId: string, { shouldPersistQuery }: PersistOptions): Promise<void> {
  if (forgotten.has(userId)) return;
  await set(
    keyFor(userId),
    { version: CACHE_VERSION, savedAt: Date.now(), state: dehydrateForSave(client, shouldPersistQuery) } satisfies PersistedCache,
    cacheStore(),
  );
}

/** The queries to keep (successful, chosen by `shouldPersistQuery`) and the outbox, as saved. */
function dehydrateForSave(client: QueryClient, shouldPersistQuery: (query: Query) => boolean): DehydratedState {
  const dehydrated = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && shouldPersistQuery(query),
    // The outbox: waiting writes (also one being sent: after a reload it is sent again, its id keeps it
    // exactly once) and refused ones (they stay until the user fixes or discards them; one a form was told of
    // is not kept).
    shouldDehydrateMutation: (m) => isOutboxMutation(m) && (m.state.status === 'pending' || isFailedOutboxMutation(m)),
  });
  // A write in flight when the tab closed waits again after a reload (resumePausedMutations resends paused ones),
  // listed as waiting: no form waits on it any more, so of its meta only its name in the sync bar is kept (not the
  // form's failure words nor its Reload, a function IndexedDB cannot store).
  const state: DehydratedState = {
    ...dehydrated,
    mutations: dehydrated.mutations.map((m) => {
      const meta = { label: m.meta?.label };
      return m.state.status === 'pending' ? { ...m, meta, state: { ...m.state, isPaused: true } } : { ...m, meta };
    }),
  };
  return state;
}

/**
 * Saves the user's cache when its data changes: new query data throttled (and when the browser is idle), the
 * outbox's writes at once (they must survive a closed tab). Fetches starting, screens mounting and other
 * bookkeeping events save nothing. Returns the unsubscribe.
 */
export function persistQueryCache(client: QueryClient, userId: string, options: PersistOptions): () => void {
  forgotten.delete(userId);
  // A scheduled save: the throttle's timer, then (where the browser has it) an idle callback.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancelScheduled = () => {
    if (timer) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    timer = idle = undefined;
  };
  // Queries whose new data no finished save holds yet (by hash), and whether a restored set of them is still
  // in localStorage: a finished save drops what it covered.
  const restored = readUnsavedChanges(userId);
  // Those restored from localStorage are not in IndexedDB yet either.
  const unsaved = new Set<string>(restored?.queries.map((q) => q.queryHash) ?? []);
  let unsavedStored = restored !== null;
  // One save at a time: a change made while a save is in flight is saved right after it (one save then for
  // all such changes). 200 writes synced change the outbox some 800 times, and each save writes the whole cache.
  let inFlight = false;
  let again = false;
  // Any save covers a scheduled one, which is then dropped rather than written again.
  const save = (force = false) => {
    cancelScheduled();
    if (inFlight && !force) {
      again = true;
      return;
    }
    inFlight = true;
    again = false;
    const covered = [...unsaved];
    saveQueryCache(client, userId, options)
      .then(() => {
        covered.forEach((hash) => unsaved.delete(hash));
        if (unsavedStored && unsaved.size === 0) {
          safeLocalStorage(() => localStorage.removeItem(changesKey(userId)));
          unsavedStored = false;
        }
      })
      .catch((error: unknown) => console.warn('The data could not be saved for offline use', error))
      .finally(() => {
        inFlight = false;
        if (again) save();
      });
  };
  const writeUnsaved = () => {
    if (unsaved.size === 0 || forgotten.has(userId)) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        unsaved.has(query.queryHash) && query.state.status === 'success' && options.shouldPersistQuery(query),
      shouldDehydrateMutation: () => false,
    });
    safeLocalStorage(() => localStorage.setItem(changesKey(userId), encodeUnsaved(state)));
    unsavedStored = true;
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => save(), { timeout: THROTTLE_MS });
      else save();
    }, THROTTLE_MS);
  };
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') unsaved.add(event.query.queryHash);
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) schedule();
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    // Only the outbox is saved with the cache (see saveQueryCache): other writes never trigger a save.
    if (!event.mutation || !isOutboxMutation(event.mutation)) return;
    // A write added, waiting, refused or discarded is saved at once. One being sent or answered (a drain after
    // a day offline) with the throttled saves: a copy lost with a closed tab still holds that write, and it is
    // sent again after a reload, its client-made id keeping it exactly once.
    if (event.type === 'updated' && (event.action.type === 'continue' || event.action.type === 'success')) schedule();
    else save();
  });
  // Leaving the page (reload, closed tab, app switched away): what arrived in the last moment is kept too.
  const flush = () => {
    // Now, even with a save in flight: one started after this moment would not finish.
    if (timer || again) save(true);
    writeUnsaved();
  };
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    offQueries();
    offMutations();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
    cancelScheduled();
  };
}

/** Deletes the user's saved cache and stops saving it (sign-out). */
export async function clearSavedQueryCache(userId: string): Promise<void> {
  forgotten.add(userId);
  safeLocalStorage(() => localStorage.removeItem(changesKey(userId)));
  await del(keyFor(userId), cacheStore());
}
