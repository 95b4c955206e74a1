import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { escapeRegExp, rewriteBuiltIndexHtml } from './vite-index-html.ts';

/** Links added per task by the boot script (2-4 ms each on a 4x-throttled phone: a batch stays under 50 ms). */
export const PRELOADS_PER_TASK = 6;

/**
 * The inline script that starts the app once index.html's static frame is on screen. It waits for the
 * first frame (requestAnimationFrame, then the next task), then activates the module preloads kept inert
 * in <template id="app-modules"> (the entry and its static imports, all fetched in parallel) and adds the
 * entry module. So nothing is fetched or run ahead of the first paint: on a slow phone the sign-in hero
 * paints as soon as the HTML is in, and the JS arrives after it instead of competing with it. A hidden tab
 * paints nothing and starts at once; a second timer starts the app if no frame comes within a second. The entry
 * and its script go first; the other links are added PRELOADS_PER_TASK per task (a signed-in player's screen has
 * about a hundred, and adding each starts a fetch on the main thread: all at once were one task of 110-250 ms on a
 * phone at 4x CPU). Its text is fixed, so the Content-Security-Policy allows it by hash
 * (scripts/security-headers.ts) and no other inline script can run.
 */
export const BOOT_SCRIPT =
  "(function(){var started=false;function signedIn(){try{for(var i=0;i<localStorage.length;i++){if(/^sb-.+-auth-token$/.test(localStorage.key(i)||''))return true}}catch(e){}return false}function links(id){var t=typeof id==='string'?document.getElementById(id):id;return [].slice.call(t.content.cloneNode(true).querySelectorAll('link'))}function boot(){if(started)return;started=true;var todo=links('app-modules');var entry=todo[0].href;var path=location.pathname.replace(/\\/+$/,'')||'/';var pages=document.querySelectorAll('template[data-route]');for(var i=0;i<pages.length;i++){if(pages[i].getAttribute('data-route')===path&&signedIn()){todo=todo.concat(links('player-modules'),links(pages[i]))}}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=entry;todo.splice(1,0,s);(function add(){var batch=todo.splice(0,BATCH);for(var j=0;j<batch.length;j++)document.head.appendChild(batch[j]);if(todo.length)setTimeout(add,0)})()}if(document.visibilityState==='hidden'){boot()}else{requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,1000)}})();".replace(
    'BATCH',
    String(PRELOADS_PER_TASK),
  );

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\n?\s*/g;

/** What a signed-in player's first screen needs besides the entry, preloaded at boot when a session is stored. */
export interface PlayerPreloads {
  /** Exact paths (no trailing slash) and the source module of each path's route, e.g. `'/': 'src/app/routes/home.tsx'`. */
  routes: Record<string, string>;
  /** Source modules every player screen waits for (the device copy's restore). */
  shell: string[];
}

type Chunk = Extract<Rolldown.OutputBundle[string], { type: 'chunk' }>;

/** The chunk whose facade is `moduleId` (a path relative to the project, matched as the end of the absolute id). */
function chunkOf(bundle: Rolldown.OutputBundle, moduleId: string): Chunk {
  const suffix = `/${moduleId.replace(/^\.?\//, '')}`;
  const found = Object.values(bundle).find(
    (c): c is Chunk => c.type === 'chunk' && !!c.facadeModuleId && c.facadeModuleId.replace(/\\/g, '/').endsWith(suffix),
  );
  if (!found) throw new Error(`deferEntryScript: no chunk for ${moduleId}`);
  return found;
}

/** `chunk` and every chunk it imports statically, in load order, minus `skip`. */
function closure(bundle: Rolldown.OutputBundle, chunk: Chunk, skip: Set<string>): string[] {
  const out: string[] = [];
  const walk = (c: Chunk) => {
    if (skip.has(c.fileName) || out.includes(c.fileName)) return;
    out.push(c.fileName);
    for (const name of c.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') walk(next);
    }
  };
  walk(chunk);
  return out;
}

const preloadLinks = (files: string[]) => files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');

/**
 * Vite plugin (build only): index.html's entry <script type="module"> and the modulepreload links Vite
 * adds for its static imports move into <template id="app-modules"> (inert: nothing is fetched), the entry
 * as a modulepreload link marked data-entry; BOOT_SCRIPT at the end of <body> starts them after the first
 * paint. The dev server keeps the plain script tag.
 *
 * With `player`, each listed path also gets a <template data-route="/path"> with its route's chunks, and
 * <template id="player-modules"> holds the shell's: when a session is stored and the page is one of those
 * paths, the boot script adds them with the entry's, so the screen's code arrives in one round with the
 * entry instead of after it has run (on a slow phone each round is a network round trip).
 */
export function deferEntryScript(player?: PlayerPreloads): Plugin {
  return rewriteBuiltIndexHtml('slotplay-defer-entry-script', (source, bundle) => {
    const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
    if (entries.length !== 1) throw new Error(`deferEntryScript: expected one entry chunk, found ${entries.length}`);
    const src = `/${entries[0].fileName}`;
    const tag = new RegExp(`<script type="module" crossorigin src="${escapeRegExp(src)}"></script>`);
    if (!tag.test(source)) throw new Error(`deferEntryScript: index.html has no module script for ${src}`);
    if (!source.includes('</body>')) throw new Error('deferEntryScript: index.html has no </body>');
    const preloads = (source.match(PRELOAD) ?? []).map((l) => l.trim());
    let template = `<template id="app-modules"><link rel="modulepreload" crossorigin href="${src}" data-entry>${preloads.join('')}</template>`;
    if (player) {
      const initial = new Set([entries[0].fileName, ...preloads.map((l) => /href="\/([^"]+)"/.exec(l)?.[1] ?? '')]);
      const shell = [...new Set(player.shell.flatMap((m) => closure(bundle, chunkOf(bundle, m), initial)))];
      const withShell = new Set([...initial, ...shell]);
      template += `<template id="player-modules">${preloadLinks(shell)}</template>`;
      for (const [path, moduleId] of Object.entries(player.routes)) {
        template += `<template data-route="${path}">${preloadLinks(closure(bundle, chunkOf(bundle, moduleId), withShell))}</template>`;
      }
    }
    return source
      .replace(PRELOAD, '')
      .replace(tag, () => template)
      .replace('</body>', () => `<script>${BOOT_SCRIPT}</script>\n  </body>`);
  });
}
