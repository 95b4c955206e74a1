/**
 * The service worker (template). The build (scripts/vite-service-worker.ts) fills in PRECACHE (the app
 * shell: index.html, the entry and every route chunk except the admin console's, the manifest and icons)
 * and VERSION (a hash of them), and emits it as /sw.js.
 *
 * - install: caches this version's files. It does not take over by itself: the page shows
 *   "Update available — reload" and sends SKIP_WAITING when the user chooses to.
 * - activate: deletes the caches of older versions.
 * - fetch: a navigation (any deep link, except /admin) gets the cached index.html, so the app opens with no
 *   network; a precached file comes from the cache; everything else (the Supabase API is another origin)
 *   goes to the network untouched.
 */
const PRECACHE = /* precache */ [];
const VERSION = /* version */ 'dev';
const CACHE = `slotplay-shell-${VERSION}`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('slotplay-shell-') && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

const isAdmin = (pathname) => pathname === '/admin' || pathname.startsWith('/admin/');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (isAdmin(url.pathname)) return;
    event.respondWith(caches.match(SHELL, { cacheName: CACHE }).then((shell) => shell || fetch(request)));
    return;
  }
  if (!PRECACHE.includes(url.pathname)) return;
  event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
});
