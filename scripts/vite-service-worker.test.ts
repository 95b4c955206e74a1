import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { precacheList } from './vite-service-worker';

type Chunk = Rolldown.OutputChunk;

const chunk = (fileName: string, opts: Partial<Chunk> & { css?: string[] } = {}): Chunk =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set(opts.css ?? []), importedAssets: new Set<string>() },
    ...opts,
  }) as unknown as Chunk;

describe('precacheList', () => {
  it('keeps the entry, its imports, every lazy route and their CSS files, and leaves out what only the admin console loads and CSS no longer in the bundle', () => {
    const bundle = {
      'index.html': { type: 'asset', fileName: 'index.html', source: '' },
      // The entry's CSS was inlined into index.html (its file dropped); a lazy route's CSS is a file.
      'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], dynamicImports: ['assets/sessions.js', 'assets/admin.js'], css: ['assets/index.css'] }),
      'assets/sessions.css': { type: 'asset', fileName: 'assets/sessions.css', source: '' },
      'assets/react.js': chunk('assets/react.js'),
      'assets/sessions.js': chunk('assets/sessions.js', { facadeModuleId: '/app/src/app/routes/sessions.tsx', imports: ['assets/form.js'], css: ['assets/sessions.css'] }),
      'assets/form.js': chunk('assets/form.js'),
      'assets/admin.js': chunk('assets/admin.js', { facadeModuleId: '/app/src/app/routes/admin/admin-routes.tsx', imports: ['assets/admin-only.js'] }),
      'assets/admin-only.js': chunk('assets/admin-only.js'),
    } as unknown as Rolldown.OutputBundle;
    expect(precacheList(bundle, /[\\/]app[\\/]routes[\\/]admin[\\/]/)).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/react.js',
      'assets/sessions.css',
      'assets/sessions.js',
      'index.html',
    ]);
  });
});
