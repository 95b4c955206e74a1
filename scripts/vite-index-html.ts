import type { Plugin, Rolldown } from 'vite';

/**
 * A build-only Vite plugin that rewrites the built index.html once the bundle is complete (generateBundle,
 * after Vite's own HTML handling), given the whole bundle (to find the entry chunk or the CSS files).
 */
export function rewriteBuiltIndexHtml(name: string, rewrite: (html: string, bundle: Rolldown.OutputBundle) => string): Plugin {
  return {
    name,
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
        html.source = rewrite(html.source, bundle);
      },
    },
  };
}

/** `s` as a literal inside a RegExp. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
