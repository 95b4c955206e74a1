import type { Plugin } from 'vite';

/**
 * Inlines the entry's stylesheet into index.html as a <style> element and drops the file: the first paint
 * (index.html's static frame, the sign-in hero) then needs no request after the HTML, which is what bounds
 * FCP and LCP on a slow phone network. The CSP allows inline styles already ('unsafe-inline' for React and
 * Radix style attributes). Stylesheets of lazily loaded chunks stay files. Runs before the service worker
 * plugin, so the precache list never names the dropped file.
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
          source = source.replace(link, () => `<style>${css}</style>`);
          delete bundle[fileName];
        }
        html.source = source;
      },
    },
  };
}
