import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vite plugin: supabase-js's own import of @supabase/realtime-js resolves to src/lib/lazy-realtime.ts, a
 * stand-in that fetches realtime-js (with phoenix) when the app first opens a channel, so the first load of
 * every route does not carry it. The app's own imports of realtime-js (types, and the stand-in's dynamic
 * import) are untouched.
 */
export function lazyRealtime(root: string): Plugin {
  const standIn = path.resolve(root, 'src/lib/lazy-realtime.ts');
  return {
    name: 'slotplay-lazy-realtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@supabase/realtime-js' && importer && /[\\/]node_modules[\\/]@supabase[\\/]supabase-js[\\/]/.test(importer))
        return standIn;
      return null;
    },
  };
}
