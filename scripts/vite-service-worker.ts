import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Emits /sw.js (from src/service-worker/sw.js) with the list of files to precache: index.html, every JS
 * chunk the entry can load (statically or lazily) except those reached only through `skipDynamic` (the
 * admin console), their CSS and assets, and the public files. Its VERSION is a hash of those files, so
 * every deploy that changes one of them installs a new worker.
 */
export function serviceWorker({ source, skipDynamic }: { source: string; skipDynamic: RegExp }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'slotplay-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = precacheList(bundle, skipDynamic);
        const publicDir = config.publicDir;
        const publicFiles = publicDir ? listFiles(publicDir) : [];
        const hash = createHash('sha256');
        for (const file of files) hash.update(file).update(contentOf(bundle, file));
        for (const file of publicFiles) hash.update(file).update(readFileSync(path.join(publicDir, file)));
        const urls = ['/index.html', ...files.filter((f) => f !== 'index.html'), ...publicFiles].map((f) => `/${f.replace(/^\//, '')}`);
        const template = readFileSync(source, 'utf8');
        const code = template
          .replace('/* precache */ []', JSON.stringify(urls))
          .replace("/* version */ 'dev'", JSON.stringify(hash.digest('hex').slice(0, 16)));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
      },
    },
  };
}

function contentOf(bundle: OutputBundle, file: string): string | Uint8Array {
  const item = bundle[file];
  return item.type === 'chunk' ? item.code : item.source;
}

/** Relative paths of every file under `dir` (POSIX separators). */
function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

/** The files of the bundle the app can need without the admin console. */
export function precacheList(bundle: OutputBundle, skipDynamic: RegExp): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const dep of chunk.imports) visitFile(dep);
    for (const dep of chunk.dynamicImports) {
      const lazy = byFile.get(dep);
      if (lazy && !(lazy.facadeModuleId && skipDynamic.test(lazy.facadeModuleId))) visit(lazy);
    }
  };
  const visitFile = (file: string) => {
    const chunk = byFile.get(file);
    if (chunk) visit(chunk);
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  const files = new Set<string>(seen);
  for (const file of seen) {
    const meta = byFile.get(file)?.viteMetadata;
    // Only files still in the bundle (the entry's CSS is inlined into index.html and dropped).
    meta?.importedCss.forEach((f) => bundle[f] && files.add(f));
    meta?.importedAssets.forEach((f) => bundle[f] && files.add(f));
  }
  if (bundle['index.html']) files.add('index.html');
  return [...files].sort();
}
