import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { contentSecurityPolicy } from './security-headers';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, deferEntryScript } from './vite-deferred-entry';
import { SHELL_SCRIPT } from './vite-route-shells';

type Handler = (options: unknown, bundle: Rolldown.OutputBundle) => void;
const run = (bundle: Rolldown.OutputBundle) => (deferEntryScript().generateBundle as { handler: Handler }).handler({}, bundle);

function bundleWith(html: string): Rolldown.OutputBundle {
  return {
    'index.html': { type: 'asset', fileName: 'index.html', source: html },
    'assets/index-A1.js': { type: 'chunk', fileName: 'assets/index-A1.js', isEntry: true },
    'assets/react-B2.js': { type: 'chunk', fileName: 'assets/react-B2.js', isEntry: false },
  } as unknown as Rolldown.OutputBundle;
}

describe('deferEntryScript', () => {
  it('keeps the entry and its preloads inert in a template that the boot script at the end of <body> starts', () => {
    const bundle = bundleWith(
      '<head>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">\n    <link rel="modulepreload" crossorigin href="/assets/utils-C3.js">\n  </head><body><div id="root"></div></body>',
    );
    run(bundle);
    expect((bundle['index.html'] as { source: string }).source).toBe(
      '<head>\n    <template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/index-A1.js" data-entry>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-B2.js"><link rel="modulepreload" crossorigin href="/assets/utils-C3.js"></template>\n    ' +
        `</head><body><div id="root"></div><script>${BOOT_SCRIPT}</script>\n  </body>`,
    );
  });

  it("with player preloads, adds each listed path's route chunks and the shell's (minus what the entry loads) in inert templates", () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
      type: 'chunk',
      fileName,
      isEntry: false,
      facadeModuleId,
      imports,
    });
    const bundle = {
      ...bundleWith(
        '<head>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">\n  </head><body></body>',
      ),
      'assets/home-H1.js': chunk('assets/home-H1.js', '/repo/src/app/routes/home.tsx', ['assets/card-C1.js', 'assets/react-B2.js', 'assets/persister-P1.js']),
      'assets/card-C1.js': chunk('assets/card-C1.js', null, ['assets/react-B2.js']),
      'assets/persister-P1.js': chunk('assets/persister-P1.js', '/repo/src/lib/offline/query-persister.ts', ['assets/idb-I1.js']),
      'assets/idb-I1.js': chunk('assets/idb-I1.js', null),
    } as unknown as Rolldown.OutputBundle;
    (deferEntryScript({ routes: { '/': 'src/app/routes/home.tsx' }, shell: ['src/lib/offline/query-persister.ts'] }).generateBundle as { handler: Handler }).handler(
      {},
      bundle,
    );
    const html = (bundle['index.html'] as { source: string }).source;
    const link = (f: string) => `<link rel="modulepreload" crossorigin href="/assets/${f}">`;
    expect(html).toContain(`<template id="player-modules">${link('persister-P1.js')}${link('idb-I1.js')}</template>`);
    expect(html).toContain(`<template data-route="/">${link('home-H1.js')}${link('card-C1.js')}</template>`);
  });

  it('refuses an index.html it cannot rewrite rather than shipping one that never starts', () => {
    expect(() => run(bundleWith('<head></head><body></body>'))).toThrow(/no module script/);
    expect(() => run(bundleWith('<head><script type="module" crossorigin src="/assets/index-A1.js"></script></head>'))).toThrow(/no <\/body>/);
  });

  it('the CSP allows exactly the shell and boot scripts by their SHA-256 and no other inline script', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    const shellHash = createHash('sha256').update(SHELL_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    const scriptSrc = contentSecurityPolicy('https://x.supabase.co').split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${shellHash}' 'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
