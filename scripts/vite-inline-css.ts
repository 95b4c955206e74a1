import type { Plugin } from 'vite';
import { escapeRegExp, rewriteBuiltIndexHtml } from './vite-index-html.ts';

/**
 * Inlines the entry's stylesheet into index.html as a <style> element: the first paint (index.html's static
 * frame, the sign-in hero) then needs no request after the HTML, which is what bounds FCP and LCP on a slow
 * phone network. The CSP allows inline styles already ('unsafe-inline' for React and Radix style attributes).
 * The file stays, linked with media="print" (not render-blocking, fetched at low priority): lazy chunks list
 * it among their preload dependencies, and Vite's preloader skips a stylesheet the page already links
 * (without the link it would fetch it again before every such chunk, and fail if it were gone).
 */
export function inlineEntryCss(): Plugin {
  return rewriteBuiltIndexHtml('slotplay-inline-entry-css', (source, bundle) => {
    for (const [fileName, item] of Object.entries(bundle)) {
      if (item.type !== 'asset' || !fileName.endsWith('.css')) continue;
      const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(fileName)}"[^>]*>`);
      if (!link.test(source)) continue;
      const css = String(item.source).replace(/<\/style/gi, '<\\/style');
      source = source.replace(link, () => `<style>${css}</style><link rel="stylesheet" crossorigin href="/${fileName}" media="print">`);
    }
    return source;
  });
}
