import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { MutationObserver, onlineManager, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { decodeUnsaved, encodeUnsaved } from './page-leave-copy';

describe("the page-leave copy's text", () => {
  it('reads back Maps, Sets and Dates as IndexedDB would keep them (the casino preferences are a Map by casino id)', () => {
    const preferences = new Map([['c1', { casino_id: 'c1', is_favorite: true, player_club_id: 'MGM-123456' }]]);
    const state = {
      mutations: [],
      queries: [
        {
          queryHash: '["casino-preferences","u1"]',
          queryKey: ['casino-preferences', 'u1'],
          state: { data: { preferences, tags: new Set(['a', 'b']), at: new Date('2026-11-26T20:00:00.000Z'), plain: [1, 'x', null] } },
        },
      ],
    } as unknown as DehydratedState;
    const back = decodeUnsaved(encodeUnsaved(state));
    const data = back.queries[0].state.data as { preferences: Map<string, unknown>; tags: Set<string>; at: Date; plain: unknown[] };
    expect(data.preferences).toBeInstanceOf(Map);
    expect(data.preferences.get('c1')).toEqual({ casino_id: 'c1', is_favorite: true, player_club_id: 'MGM-123456' });
    expect([...data.tags]).toEqual(['a', 'b']);
    expect(data.at).toBeInstanceOf(Date);
    expect(data.at.toISOString()).toBe('2026-11-26T20:00:00.000Z');
    expect(data.plain).toEqual([1, 'x', null]);
  });
});

describe('the device copy in IndexedDB', () => {
  // A real IndexedDB in memory (structured clone and all), a window and a document for the page-leave listeners.
  const load = async () => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
    return import('./query-persister');
  };
  /** Every entry of the store, by key. */
  const entries = () =>
    new Promise<Map<string, unknown>>((resolve, reject) => {
      const open = indexedDB.open('slotplay-offline');
      open.onerror = () => reject(open.error);
      // As idb-keyval makes it, should this read come first.
      open.onupgradeneeded = () => open.result.createObjectStore('query-cache');
      open.onsuccess = () => {
        const store = open.result.transaction('query-cache').objectStore('query-cache');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          resolve(new Map(keys.result.map((k, i) => [String(k), values.result[i]])));
          open.result.close();
        };
      };
    });
  const putsTo = () => {
    const puts: string[] = [];
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      puts.push(String(key));
      return put.call(this, value, key);
    });
    return puts;
  };
  const everything = { shouldPersistQuery: () => true };
  const persisted = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryHash, q.state.data]);

  afterEach(() => {
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('saves each query once as its own entry and the waiting writes at once; a new start gets them all back', async () => {
    const { persistQueryCache, restoreQueryCache } = await load();
    const client = new QueryClient();
    const stop = persistQueryCache(client, 'u1', everything);
    client.setQueryData(['casino-preferences', 'u1'], new Map([['c1', { is_favorite: true }]]));
    client.setQueryData(['sessions', 'slot', 'u1'], [{ id: 's1', coins_in: 200, coins_out: 100, result: -100 }]);
    onlineManager.setOnline(false);
    void new MutationObserver(client, { mutationKey: ['outbox', 'sessions', 'slot-create'], mutationFn: async () => null })
      .mutate({ userId: 'u1', input: { id: 's2', coins_in: 20 } } as never)
      .catch(() => undefined);

    // The write is saved at once, before the data's throttle has passed.
    await vi.waitFor(async () => expect([...(await entries()).keys()]).toEqual(['outbox:u1']));
    await vi.waitFor(async () =>
      expect([...(await entries()).keys()].sort()).toEqual([
        'outbox:u1',
        'q:u1:["casino-preferences","u1"]',
        'q:u1:["sessions","slot","u1"]',
      ]),
    );
    stop();

    const next = new QueryClient();
    await restoreQueryCache(next, 'u1');
    expect(persisted(next)).toEqual(persisted(client));
    expect(next.getQueryData<Map<string, unknown>>(['casino-preferences', 'u1'])?.get('c1')).toEqual({ is_favorite: true });
    const waiting = next.getMutationCache().getAll();
    expect(waiting.map((m) => [m.options.mutationKey, m.state.variables, m.state.isPaused])).toEqual([
      [['outbox', 'sessions', 'slot-create'], { userId: 'u1', input: { id: 's2', coins_in: 20 } }, true],
    ]);
    // Restored data is shown, never taken as fresh.
    expect(
      next
        .getQueryCache()
        .getAll()
        .every((q) => q.state.isInvalidated),
    ).toBe(true);
  });

  it('rewrites only the query whose data changed, deletes a removed one, and puts one query per slice once its time is used', async () => {
    const { persistQueryCache } = await load();
    const client = new QueryClient();
    const stop = persistQueryCache(client, 'u1', everything);
    for (const n of [1, 2, 3]) client.setQueryData(['sessions', 'slot', `page-${n}`], [{ id: `s${n}` }]);
    await vi.waitFor(async () => expect((await entries()).size).toBe(3));

    const puts = putsTo();
    client.setQueryData(['sessions', 'slot', 'page-2'], [{ id: 's2', notes: 'edited' }]);
    client.removeQueries({ queryKey: ['sessions', 'slot', 'page-3'] });
    await vi.waitFor(async () => expect([...(await entries()).keys()].length).toBe(2));
    expect(puts).toEqual(['q:u1:["sessions","slot","page-2"]']);
    expect(
      ((await entries()).get('q:u1:["sessions","slot","page-2"]') as { query: { state: { data: unknown } } }).query.state.data,
    ).toEqual([{ id: 's2', notes: 'edited' }]);

    // A clock where every reading is 20 ms later: each slice puts one query, then yields.
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 20));
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    for (const n of [4, 5, 6]) client.setQueryData(['sessions', 'slot', `page-${n}`], [{ id: `s${n}` }]);
    await vi.waitFor(async () => expect((await entries()).size).toBe(5));
    expect(puts.slice(1)).toEqual([
      'q:u1:["sessions","slot","page-4"]',
      'q:u1:["sessions","slot","page-5"]',
      'q:u1:["sessions","slot","page-6"]',
    ]);
    expect(transactions.mock.calls.filter(([, mode]) => mode === 'readwrite')).toHaveLength(3);
    stop();
  });

  it('reads a device saved by the version before (the whole cache in one entry) and keeps it as one entry per query, its waiting write too', async () => {
    const { restoreQueryCache } = await load();
    const savedAt = Date.now() - 60_000;
    const state = {
      queries: [
        {
          queryHash: '["notifications","u1"]',
          queryKey: ['notifications', 'u1'],
          state: { data: ['hello'], dataUpdatedAt: savedAt, status: 'success' },
        },
      ],
      mutations: [
        {
          mutationKey: ['outbox', 'sessions', 'slot-create'],
          meta: { label: 'New slot session' },
          state: {
            status: 'pending',
            isPaused: true,
            variables: { userId: 'u1', input: { id: 's9' } },
            failureCount: 0,
            submittedAt: savedAt,
          },
        },
      ],
    };
    await new Promise<void>((resolve) => {
      const open = indexedDB.open('slotplay-offline');
      open.onupgradeneeded = () => open.result.createObjectStore('query-cache');
      open.onsuccess = () => {
        const tx = open.result.transaction('query-cache', 'readwrite');
        tx.objectStore('query-cache').put({ version: 1, savedAt, state }, 'cache:u1');
        tx.oncomplete = () => (open.result.close(), resolve());
      };
    });
    const client = new QueryClient();
    await restoreQueryCache(client, 'u1');
    expect(client.getQueryData(['notifications', 'u1'])).toEqual(['hello']);
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.variables),
    ).toEqual([{ userId: 'u1', input: { id: 's9' } }]);
    const saved = await entries();
    expect([...saved.keys()].sort()).toEqual(['outbox:u1', 'q:u1:["notifications","u1"]']);
    expect((saved.get('outbox:u1') as { mutations: { state: { variables: unknown } }[] }).mutations.map((m) => m.state.variables)).toEqual([
      { userId: 'u1', input: { id: 's9' } },
    ]);
  });

  it('keeps waiting writes however old they are (a week offline still syncs them)', async () => {
    const { persistQueryCache, restoreQueryCache } = await load();
    const client = new QueryClient();
    const stop = persistQueryCache(client, 'u1', everything);
    onlineManager.setOnline(false);
    void new MutationObserver(client, { mutationKey: ['outbox', 'sessions', 'slot-create'], mutationFn: async () => null })
      .mutate({ userId: 'u1', input: { id: 's3' } } as never)
      .catch(() => undefined);
    client.setQueryData(['account', 'u1'], { first_name: 'Lena' });
    await vi.waitFor(async () => expect((await entries()).size).toBe(2));
    stop();
    const monthLater = new QueryClient();
    await restoreQueryCache(monthLater, 'u1', Date.now() + 30 * 24 * 60 * 60 * 1000);
    expect(
      monthLater
        .getMutationCache()
        .getAll()
        .map((m) => m.state.variables),
    ).toEqual([{ userId: 'u1', input: { id: 's3' } }]);
    expect(monthLater.getQueryData(['account', 'u1'])).toBeUndefined();
  });

  it('drops entries older than a week, and sign-out deletes the user’s entries only', async () => {
    const { persistQueryCache, restoreQueryCache, clearSavedQueryCache } = await load();
    for (const user of ['u1', 'u2']) {
      const client = new QueryClient();
      const stop = persistQueryCache(client, user, everything);
      client.setQueryData(['account', user], { first_name: user });
      await vi.waitFor(async () => expect((await entries()).has(`q:${user}:["account","${user}"]`)).toBe(true));
      stop();
    }
    await clearSavedQueryCache('u2');
    expect([...(await entries()).keys()]).toEqual(['q:u1:["account","u1"]']);

    const later = new QueryClient();
    // Restored eight days after the save: too old, and deleted.
    await restoreQueryCache(later, 'u1', Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(later.getQueryData(['account', 'u1'])).toBeUndefined();
    expect([...(await entries()).keys()]).toEqual([]);
  });
});
