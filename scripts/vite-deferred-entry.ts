import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { escapeRegExp, rewriteBuiltIndexHtml } from './vite-index-html.ts';

/**
 * The inline script that starts the app once index.html's static frame is on screen. It waits for the
 * first frame (requestAnimationFrame, then the next task), then activates the module preloads kept inert
 * in <template id="app-modules"> (the entry and its static imports, all fetched in parallel) and adds the
 * entry module. So nothing is fetched or run ahead of the first paint: on a slow phone the sign-in hero
 * paints as soon as the HTML is in, and the JS arrives after it instead of competing with it. A hidden tab
 * paints nothing and starts at once; a second timer starts the app if no frame comes within a second. Its
 * text is fixed, so the Content-Security-Policy allows it by hash (scripts/security-headers.ts) and no
 * other inline script can run.
 */
export const BOOT_SCRIPT =
  "(function(){var started=false;function boot(){if(started)return;started=true;var modules=document.getElementById('app-modules').content.cloneNode(true);var entry=modules.querySelector('link[data-entry]').href;document.head.appendChild(modules);var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=entry;document.head.appendChild(s)}if(document.visibilityState==='hidden'){boot()}else{requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,1000)}})();";

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\n?\s*/g;

/**
 * Vite plugin (build only): index.html's entry <script type="module"> and the modulepreload links Vite
 * adds for its static imports move into <template id="app-modules"> (inert: nothing is fetched), the entry
 * as a modulepreload link marked data-entry; BOOT_SCRIPT at the end of <body> starts them after the first
 * paint. The dev server keeps the plain script tag.
 */
export function deferEntryScript(): Plugin {
  return rewriteBuiltIndexHtml('slotplay-defer-entry-script', (source, bundle) => {
    const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
    if (entries.length !== 1) throw new Error(`deferEntryScript: expected one entry chunk, found ${entries.length}`);
    const src = `/${entries[0].fileName}`;
    const tag = new RegExp(`<script type="module" crossorigin src="${escapeRegExp(src)}"></script>`);
    if (!tag.test(source)) throw new Error(`deferEntryScript: index.html has no module script for ${src}`);
    if (!source.includes('</body>')) throw new Error('deferEntryScript: index.html has no </body>');
    const preloads = (source.match(PRELOAD) ?? []).map((l) => l.trim());
    const template = `<template id="app-modules"><link rel="modulepreload" crossorigin href="${src}" data-entry>${preloads.join('')}</template>`;
    return source
      .replace(PRELOAD, '')
      .replace(tag, () => template)
      .replace('</body>', () => `<script>${BOOT_SCRIPT}</script>\n  </body>`);
  });
}
