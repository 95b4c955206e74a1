import type { Plugin } from 'vite';

/**
 * Inlines the entry's stylesheet into index.html as a <style> element: the first paint (index.html's static
 * frame, the sign-in hero) then needs no request after the HTML, which is what bounds FCP and LCP on a slow
 * phone network. The CSP allows inline styles already ('unsafe-inline' for React and Radix style attributes).
 * The file stays, linked with media="print" (not render-blocking, fetched at low priority): lazy chunks list
 * it among their preload dependencies, and Vite's preloader skips a stylesheet the page already links
 * (without the link it would fetch it again before every such chunk, and fail if it were gone).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'slotplay-inline-entry-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
        let source = html.source;
        for (const [fileName, item] of Object.entries(bundle)) {
          if (item.type !== 'asset' || !fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
          if (!link.test(source)) continue;
          const css = String(item.source).replace(/<\/style/gi, '<\\/style');
          source = source.replace(link, () => `<style>${css}</style><link rel="stylesheet" crossorigin href="/${fileName}" media="print">`);
        }
        html.source = source;
      },
    },
  };
}
