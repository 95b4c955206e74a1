import { expect, type Page } from '@playwright/test';

/** The query keys (first two parts, e.g. 'sessions/casino') of the player's data saved for offline use (the app's IndexedDB copy: one entry per query, `q:<user>:<hash>`). */
export function savedQueryRoots(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(
    (prefix) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('slotplay-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
          const all = db.transaction('query-cache').objectStore('query-cache').getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
          all.onerror = () => resolve([]);
          all.onsuccess = () => {
            const saved = all.result as { query: { queryKey: unknown[] } }[];
            resolve([...new Set(saved.flatMap(({ query: q }) => [String(q.queryKey[0]), q.queryKey.slice(0, 2).join('/')]))]);
          };
        };
      }),
    `q:${userId}:`,
  );
}

/** Waits until the service worker controls the page's scope and has precached the shell. */
export async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 30_000 })
    .toBe(true);
}
