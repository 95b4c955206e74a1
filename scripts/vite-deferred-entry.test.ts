import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { contentSecurityPolicy } from './security-headers';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, deferEntryScript } from './vite-deferred-entry';

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

  it('refuses an index.html it cannot rewrite rather than shipping one that never starts', () => {
    expect(() => run(bundleWith('<head></head><body></body>'))).toThrow(/no module script/);
    expect(() => run(bundleWith('<head><script type="module" crossorigin src="/assets/index-A1.js"></script></head>'))).toThrow(/no <\/body>/);
  });

  it('the CSP allows exactly the boot script by its SHA-256 and no other inline script', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    const scriptSrc = contentSecurityPolicy('https://x.supabase.co').split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
