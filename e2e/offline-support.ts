import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

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
          const all = db
            .transaction('query-cache')
            .objectStore('query-cache')
            .getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
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

/**
 * Takes the page offline once it has no script or style chunk loading. Chromium keeps a module fetch that failed
 * (cut off by going offline mid-download) for the page's life: every later import that needs that chunk fails at
 * once, so the outbox could never load its write kinds after the connection came back. The app's service worker
 * serves chunks from its cache in production; the e2e runs block it, so a test must not cut a chunk in half.
 */
export async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  const isChunk = (request: Request) => new URL(request.url()).pathname.startsWith('/assets/');
  let loading = 0;
  let lastEvent = performance.now();
  const started = (request: Request) => {
    if (!isChunk(request)) return;
    loading += 1;
    lastEvent = performance.now();
  };
  const ended = (request: Request) => {
    if (!isChunk(request)) return;
    loading = Math.max(0, loading - 1);
    lastEvent = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    // Quiet for half a second: a chunk requested just before this call has been answered too.
    await expect.poll(() => loading === 0 && performance.now() - lastEvent >= 500, { timeout: 30_000, intervals: [100] }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await context.setOffline(true);
}
