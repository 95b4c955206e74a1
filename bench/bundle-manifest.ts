/**
 * Walks Vite's build manifest (`.vite/manifest.json`) to find the JS files a browser loads for a route:
 * the entry and its static imports (transitively), plus each lazily loaded module the route renders
 * and its static imports. Pure: the bench does the building, reading and gzipping.
 */

/** One record of `.vite/manifest.json` (the fields used here). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the one HTML/JS entry (`index.html`). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0];
}

/** The manifest key whose chunk is `file` (e.g. `assets/index-abc.js`). */
export function keyOfFile(manifest: Manifest, file: string): string | undefined {
  return Object.keys(manifest).find((k) => manifest[k].file === file);
}

/** `roots` and every chunk they import statically, transitively; first-visit (depth-first) order. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen];
}

/** Every key some chunk in `keys` imports dynamically (the lazy modules these chunks can load). */
export function dynamicImportsOf(manifest: Manifest, keys: string[]): Set<string> {
  return new Set(keys.flatMap((k) => manifest[k].dynamicImports ?? []));
}

export interface RouteLoad {
  /** Chunks loaded before the route can render, in load order (entry closure first). */
  keys: string[];
  /** Lazy chunks among `lazyKeys` that nothing loaded for the route imports dynamically (a wrong route map). */
  unreachable: string[];
}

/**
 * The chunks a route needs to render: the entry's static closure plus, for every lazy chunk the route
 * renders on its first paint (`lazyKeys`, e.g. its route module), that chunk's static closure.
 */
export function routeLoad(manifest: Manifest, lazyKeys: string[]): RouteLoad {
  const entry = entryKey(manifest);
  const keys = staticClosure(manifest, [entry, ...lazyKeys]);
  const shell = staticClosure(manifest, [entry]);
  const reachable = dynamicImportsOf(manifest, keys);
  const unreachable = lazyKeys.filter((k) => !shell.includes(k) && !reachable.has(k));
  return { keys, unreachable };
}

/** Chunks `extra` would add on top of `loaded` (e.g. what an idle prefetch downloads after first paint). */
export function additionalKeys(manifest: Manifest, loaded: string[], extra: string[]): string[] {
  const have = new Set(loaded);
  return staticClosure(manifest, extra).filter((k) => !have.has(k));
}

/** The budget of a route's initial JS (issue #5): 200 kB gzipped (zlib level 9 per file, 1 kB = 1000 bytes). */
export const INITIAL_JS_BUDGET_BYTES = 200_000;

/**
 * The routes under the budget and what each renders lazily on its first paint (the route module, as
 * src/app/router.tsx imports it): the bench and e2e/bundle-budget.spec.ts count the same files.
 */
export const BUDGET_ROUTES: { route: string; who: string; lazy: string[] }[] = [
  { route: '/auth', who: 'signed out', lazy: ['src/app/routes/auth.tsx'] },
  { route: '/', who: 'signed-in player (home)', lazy: ['src/app/routes/home.tsx'] },
];
