/**
 * Initial JavaScript per route of the production build (issue #5: <= 200 KB gzipped for /auth and /,
 * no admin code in it). Builds the app into a temp folder with the manifest on, then from
 * `.vite/manifest.json` walks, per route, the entry's static imports plus the route's lazy module and
 * its static imports. Sizes are zlib gzip level 9 of each emitted file, in kB (1000 bytes). It prints;
 * it does not assert.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import {
  additionalKeys,
  BUDGET_ROUTES,
  entryKey,
  INITIAL_JS_BUDGET_BYTES,
  keyOfFile,
  routeLoad,
  staticClosure,
  type Manifest,
} from './bundle-manifest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * What each route renders lazily on its first paint (the route module, as src/app/router.tsx imports
 * it), and what the shell prefetches when the browser is idle after first paint (not counted).
 */
const ROUTES = BUDGET_ROUTES;
const IDLE: { label: string; modules: string[]; routes: string[] }[] = [
  { label: 'toaster', modules: ['node_modules/sonner/dist/index.mjs'], routes: ['/auth', '/'] },
  {
    label: 'top bar menus (bell panel, user menu, support dialog)',
    modules: [
      'src/features/notifications/components/notification-panel.tsx',
      'src/components/layout/user-menu-content.tsx',
      'src/features/support/components/support-ticket-dialog.tsx',
    ],
    routes: ['/'],
  },
];
const ADMIN_ROUTES = 'src/app/routes/admin/admin-routes.tsx';
const isAdminModule = (id: string) => /[\\/]src[\\/](app[\\/]routes[\\/]admin|features[\\/]admin-)/.test(id);

/** kB as Vite prints them (1 kB = 1000 bytes; stricter than KiB). */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const rel = (id: string) => path.relative(root, id).split(path.sep).join('/');
const packageOf = (id: string) => id.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)?.[1].replace('\\', '/') ?? 'app (src/)';

export default async function (): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
  try {
    const result = await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

    const chunkByFile = new Map(chunks.map((c) => [c.fileName, c]));
    const fileOfModule = new Map<string, string>();
    for (const c of chunks) for (const id of c.moduleIds) fileOfModule.set(rel(id), c.fileName);
    const gz = new Map<string, { raw: number; gz: number }>();
    const sizeOf = (file: string) => {
      let s = gz.get(file);
      if (!s) {
        const buf = readFileSync(path.join(outDir, file));
        s = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
        gz.set(file, s);
      }
      return s;
    };
    /** The manifest key of the chunk holding a source module (route modules may sit in a shared chunk). */
    const keyOfModule = (src: string): string => {
      const file = fileOfModule.get(src);
      const key = file && keyOfFile(manifest, file);
      if (!key) throw new Error(`${src} is not in the build`);
      return key;
    };
    const total = (keys: string[]) => keys.reduce((sum, k) => sum + sizeOf(manifest[k].file).gz, 0);

    console.log(`build: ${chunks.length} JS chunks; sizes: zlib gzip level 9 of each emitted file, 1 kB = 1000 bytes`);
    const entry = entryKey(manifest);
    const shell = staticClosure(manifest, [entry]);
    console.log(`shell (entry + static imports): ${kb(total(shell))} gz in ${shell.length} files`);

    const loaded = new Map<string, string[]>();
    for (const { route, who, lazy } of ROUTES) {
      const lazyKeys = lazy.map(keyOfModule);
      const { keys, unreachable } = routeLoad(manifest, lazyKeys);
      loaded.set(route, keys);
      const over = total(keys) > INITIAL_JS_BUDGET_BYTES ? ` — OVER the ${kb(INITIAL_JS_BUDGET_BYTES)} budget` : '';
      console.log(`\n${route} (${who}): ${kb(total(keys))} gz initial JS in ${keys.length} files${over}`);
      for (const k of keys) {
        const { raw, gz: g } = sizeOf(manifest[k].file);
        const why = shell.includes(k) ? 'shell' : lazyKeys.includes(k) ? 'route module' : 'route import';
        console.log(`  ${kb(g).padStart(9)} gz ${kb(raw).padStart(9)} raw  ${manifest[k].file}  (${why})`);
      }
      for (const k of unreachable) console.log(`  WARNING: ${k} is not lazily imported by anything loaded for ${route}`);
      const admin = keys.flatMap((k) => chunkByFile.get(manifest[k].file)?.moduleIds.filter(isAdminModule) ?? []);
      console.log(`  admin code in ${route}: ${admin.length ? `YES (${admin.map(rel).join(', ')})` : 'no'}`);
      const byPackage = new Map<string, number>();
      for (const k of keys) {
        const c = chunkByFile.get(manifest[k].file);
        for (const [id, m] of Object.entries(c?.modules ?? {}))
          byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + m.renderedLength);
      }
      const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12);
      console.log(`  largest contributors (rendered source before minify): ${top.map(([p, n]) => `${p} ${kb(n)}`).join(', ')}`);
    }

    console.log('\nprefetched when idle after first paint (not in the totals above):');
    for (const { label, modules, routes } of IDLE) {
      const present = modules.filter((m) => fileOfModule.has(m));
      if (present.length === 0) {
        console.log(`  ${label}: not a separate module in this build`);
        continue;
      }
      for (const route of routes) {
        const extra = additionalKeys(manifest, loaded.get(route) ?? [], present.map(keyOfModule));
        console.log(
          `  ${label}, after ${route}: +${kb(total(extra))} gz (${extra.map((k) => manifest[k].file).join(', ') || 'nothing new'})`,
        );
      }
    }

    const adminKey = keyOfModule(ADMIN_ROUTES);
    const adminOnly = additionalKeys(manifest, shell, [adminKey]);
    console.log(`\nadmin chunk ${manifest[adminKey].file}: ${kb(sizeOf(manifest[adminKey].file).gz)} gz`);
    console.log(`admin console total beyond the shell: ${kb(total(adminOnly))} gz in ${adminOnly.length} files`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
