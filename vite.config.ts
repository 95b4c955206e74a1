import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { securityHeaders } from './scripts/security-headers.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';
import { inlineEntryCss } from './scripts/vite-inline-css.ts';
import { deferEntryScript } from './scripts/vite-deferred-entry.ts';
import { lazyRealtime } from './scripts/vite-lazy-realtime.ts';
import { routeShells } from './scripts/vite-route-shells.ts';

// Keep the `@` alias in sync with tsconfig.app.json `paths` and vitest.config.ts.
export default defineConfig(({ mode }) => ({
  // The same default as src/config/env.ts: the Content-Security-Policy names the API the app talks to.
  plugins: [
    react(),
    // supabase-js's realtime client (realtime-js, phoenix) is fetched at the first channel (src/lib/lazy-realtime.ts).
    lazyRealtime(import.meta.dirname),
    tailwindcss(),
    securityHeaders(loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_URL || 'http://127.0.0.1:54321'),
    // With a session stored, Home, Find Casinos and Tax Year paint their heading with the HTML (before any script).
    routeShells(import.meta.dirname),
    // The entry's CSS goes into index.html (first paint needs nothing after the HTML).
    inlineEntryCss(),
    // The entry module starts after index.html's static frame has painted (no script before first paint).
    // With a stored session, a player screen's route chunk and the device copy's modules come with the entry.
    deferEntryScript({
      routes: {
        '/': 'src/app/routes/home.tsx',
        '/sessions': 'src/app/routes/sessions.tsx',
        '/casinos': 'src/app/routes/casinos.tsx',
        '/account': 'src/app/routes/account.tsx',
        '/w2g/new': 'src/app/routes/w2g-new.tsx',
        '/w2g/reports': 'src/app/routes/w2g-reports.tsx',
        '/w2g/export': 'src/app/routes/w2g-export.tsx',
        '/tax-year': 'src/app/routes/tax-year.tsx',
        '/social': 'src/app/routes/social.tsx',
        '/social/new': 'src/app/routes/social-new.tsx',
        '/notifications': 'src/app/routes/notifications.tsx',
      },
      shell: ['src/lib/offline/query-persister.ts', 'src/app/offline/outbox-defaults.ts'],
    }),
    // /sw.js: the app shell and route chunks for offline use; the admin console is not precached.
    serviceWorker({ source: 'src/service-worker/sw.js', skipDynamic: /[\\/]app[\\/]routes[\\/]admin[\\/]/ }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // BUILD_SOURCEMAP=1: source maps beside the chunks, for reading a CPU profile of the production build.
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // No <link rel="modulepreload"> lists from Vite: neither in index.html for the entry's static imports nor
    // appended by each dynamic import() for its chunk's dependencies (87 links for Home's casino-session card;
    // inserting them and compiling every module at once made long tasks: the card's import alone was a 40 ms
    // task on this host, 165 ms at 4x CPU). The browser fetches a chunk's static imports in parallel once it has
    // the chunk, so the work arrives in smaller pieces. Lighthouse's cold TBT of / (decade player, 5 runs):
    // median 250 ms without them, 457 ms with the index.html list only, ~950 ms with both. A signed-in
    // player's first screen still gets its route's chunks at boot (deferEntryScript's templates).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate the browser's cache of these.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Not realtime-js and phoenix: fetched at the first channel (see lazyRealtime).
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/](?!realtime-js|phoenix)/ },
          ],
        },
      },
    },
  },
}));
