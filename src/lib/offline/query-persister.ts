import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isOutboxMutation } from './outbox';

/**
 * React Query's cache kept in IndexedDB, one entry per signed-in user, so the last-known data (and the
 * paused mutations of the outbox) survive a reload, a closed tab and a lost network.
 * (@tanstack/react-query-persist-client pins an older query-core exactly; the two calls it wraps,
 * dehydrate and hydrate, come from our own copy here.)
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
 * Set (synchronously, so a reload right after cannot lose it) when a write succeeds, cleared once the copy saved
 * after it is on the device: while set, the saved copy may be behind the server (an IndexedDB save started as
 * the page was left does not finish), so the next start refetches everything it restores.
 */
const behindKey = (userId: string) => `slotplay-offline:behind:${userId}`;
const markBehind = (userId: string) => safeLocalStorage(() => localStorage.setItem(behindKey(userId), '1'));
function safeLocalStorage<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/** True when the user's saved copy may be behind the server (a write succeeded after its last save). */
export const savedCopyMayBeBehind = (userId: string): boolean => safeLocalStorage(() => localStorage.getItem(behindKey(userId))) === '1';

export interface PersistOptions {
  /** Which successful queries to keep (by key); paused mutations are always kept. */
  shouldPersistQuery: (query: Query) => boolean;
}

/** Puts the user's saved cache into `client` (older or foreign data is dropped). Never throws. */
export async function restoreQueryCache(client: QueryClient, userId: string, now = Date.now()): Promise<void> {
  try {
    const stored = await get<PersistedCache>(keyFor(userId), cacheStore());
    const leftWith = takeCopyLeftWith(userId);
    const saved = leftWith && (!stored || leftWith.savedAt > stored.savedAt) ? leftWith : stored;
    if (!saved) return;
    if (saved.version !== CACHE_VERSION || now - saved.savedAt > MAX_AGE_MS) {
      await del(keyFor(userId), cacheStore());
      return;
    }
    hydrate(client, saved.state);
    // Saved data is shown at once but is never taken as fresh: every screen refetches it when it mounts
    // (a reload must still show changes made elsewhere; offline, the refetch waits for the network).
    await client.invalidateQueries({ refetchType: 'none' });
  } catch (error) {
    console.warn('The saved data could not be read', error);
  }
}

/** Users signed out in this tab: nothing more is written for them (a save may still be in flight). */
const forgotten = new Set<string>();

/** The user's cache as saved (see saveQueryCache). */
function cacheToSave(client: QueryClient, { shouldPersistQuery }: PersistOptions): PersistedCache {
  const dehydrated = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && shouldPersistQuery(query),
    // The outbox: waiting writes (also one being sent: after a reload it is sent again, its id keeps it
    // exactly once) and failed ones (they stay until the user fixes or discards them).
    shouldDehydrateMutation: (m) => isOutboxMutation(m) && (m.state.status === 'pending' || m.state.status === 'error'),
  });
  // A write in flight when the tab closed waits again after a reload (resumePausedMutations resends paused ones).
  const state: DehydratedState = {
    ...dehydrated,
    mutations: dehydrated.mutations.map((m) => (m.state.status === 'pending' ? { ...m, state: { ...m.state, isPaused: true } } : m)),
  };
  return { version: CACHE_VERSION, savedAt: Date.now(), state };
}

/** Writes the user's cache now. */
export async function saveQueryCache(client: QueryClient, userId: string, options: PersistOptions): Promise<void> {
  if (forgotten.has(userId)) return;
  await set(keyFor(userId), cacheToSave(client, options), cacheStore());
}

/**
 * Leaving the page right after a write: an IndexedDB save started then does not finish, so the copy is also
 * written synchronously to localStorage (only then: it is small enough for one write, and read once by the next
 * start, which keeps the fresher of the two). Photos of waiting W2Gs (Files) cannot go there: with one waiting,
 * nothing is written and the IndexedDB copy (saved when the write was queued) stands.
 */
const leftWithKey = (userId: string) => `slotplay-offline:left-with:${userId}`;

function writeCopyLeftWith(client: QueryClient, userId: string, options: PersistOptions): void {
  if (forgotten.has(userId)) return;
  const copy = cacheToSave(client, options);
  if (copy.state.mutations.some((m) => holdsFile(m.state.variables))) return;
  safeLocalStorage(() => localStorage.setItem(leftWithKey(userId), JSON.stringify(copy)));
}

const holdsFile = (value: unknown): boolean =>
  value instanceof Blob || (typeof value === 'object' && value !== null && Object.values(value).some(holdsFile));

function takeCopyLeftWith(userId: string): PersistedCache | null {
  const raw = safeLocalStorage(() => localStorage.getItem(leftWithKey(userId)));
  safeLocalStorage(() => localStorage.removeItem(leftWithKey(userId)));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PersistedCache;
  } catch {
    return null;
  }
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
  // Any save covers a scheduled one, which is then dropped rather than written again.
  let writesSucceeded = 0;
  const save = () => {
    cancelScheduled();
    const covered = writesSucceeded;
    saveQueryCache(client, userId, options)
      .then(() => {
        // Saved with what every write so far refetched (a later write sets it again).
        if (covered === writesSucceeded && !client.isFetching()) safeLocalStorage(() => localStorage.removeItem(behindKey(userId)));
      })
      .catch((error: unknown) => console.warn('The data could not be saved for offline use', error));
  };
  const schedule = () => {
    timer ??= setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(save, { timeout: THROTTLE_MS });
      else save();
    }, THROTTLE_MS);
  };
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) schedule();
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      writesSucceeded += 1;
      markBehind(userId);
    }
    // Only the outbox is saved with the cache (see saveQueryCache): other writes never trigger a save.
    if (event.mutation && isOutboxMutation(event.mutation)) save();
  });
  // Leaving the page (reload, closed tab, app switched away): what arrived in the last moment is kept too.
  const flush = () => {
    if (timer) save();
    if (savedCopyMayBeBehind(userId)) writeCopyLeftWith(client, userId, options);
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
  safeLocalStorage(() => localStorage.removeItem(behindKey(userId)));
  safeLocalStorage(() => localStorage.removeItem(leftWithKey(userId)));
  await del(keyFor(userId), cacheStore());
}
