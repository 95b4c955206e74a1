import { createHash } from 'node:crypto';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { rewriteBuiltIndexHtml } from './vite-index-html.ts';

/** Where index.html takes the shells and the script that shows one (build only; the dev server keeps the splash). */
export const SHELLS_MARKER = '<!--route-shells-->';

/**
 * Runs in index.html right after the static frame, before the first paint. With a session stored and a
 * shell for the address (src/app/shells/route-shells.tsx), it puts that screen's first content in place of
 * the sign-in hero: Home's greeting with the stored first name and email (set as text) and "Welcome" for a
 * player home last saw with nothing recorded (or, never seen here, an account under a day old; home/lib/greeting.ts),
 * Find Casinos' heading,
 * Tax Year's heading and answer card (labels and notes) for the year the address asks for (the screen's own choice, repeated
 * here: `?year=` from 2015 to this year, else last year until April 15, then this year). The <main> it
 * fills is marked data-shell-path, so the app can keep showing it while the screen loads
 * (app/layout/page-fallback.tsx). Anything unexpected leaves the hero as it is.
 */
export const SHELL_SCRIPT =
  "(function(){try{var s=null;for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i)||'';if(/^sb-.+-auth-token$/.test(k)){s=JSON.parse(localStorage.getItem(k)||'null');break}}if(!s||!s.user)return;var p=location.pathname.replace(/\\/+$/,'')||'/';var now=new Date(),y=now.getFullYear(),m=now.getMonth();var q=new URLSearchParams(location.search).get('year');var a=Number(q);var year=q!==null&&Math.floor(a)===a&&a>=2015&&a<=y?a:(m<3||(m===3&&now.getDate()<=15)?y-1:y);var ts=document.querySelectorAll('template[data-shell]'),t=null;for(var j=0;j<ts.length;j++){var e=ts[j];if(e.getAttribute('data-shell')===p&&(!e.hasAttribute('data-year')||Number(e.getAttribute('data-year'))===year)){t=e;break}}if(!t)return;var c=t.content.cloneNode(true);var md=s.user.user_metadata||{};var first=typeof md.first_name==='string'?md.first_name:'';var email=typeof s.user.email==='string'?s.user.email:'';var h=null;try{h=localStorage.getItem('slotplay:new-player:'+s.user.id)}catch(x){}var g=(h!==null?h==='1':Date.now()-Date.parse(s.user.created_at)<864e5)?'Welcome':'Welcome back';var w=document.createTreeWalker(c,NodeFilter.SHOW_TEXT),n;while((n=w.nextNode()))n.nodeValue=n.nodeValue.replace(', %FIRST_NAME%',first?', '+first:'').replace('%EMAIL%',email).replace('%GREETING%',g);var main=c.querySelector('main');if(!main)return;main.setAttribute('data-shell-path',p);var old=document.querySelector('#root main');if(!old)return;old.replaceWith(c)}catch(e){}})();";

/** The CSP source that allows SHELL_SCRIPT. */
export const SHELL_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`;

/** Renders src/app/shells/route-shells.tsx with Vite's SSR loader (the screens' own components, aliases and all). */
async function renderShells(root: string, buildYear: number): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { '@': path.join(root, 'src') } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = (await server.ssrLoadModule('/src/app/shells/route-shells.tsx')) as { renderRouteShells: (year: number) => string };
    return mod.renderRouteShells(buildYear);
  } finally {
    await server.close();
  }
}

/**
 * Vite plugin (build only): replaces SHELLS_MARKER in index.html with the route shells (inert <template>s)
 * and SHELL_SCRIPT. `render` is for tests (default: the React components through Vite's SSR loader).
 */
export function routeShells(root: string, render: (buildYear: number) => Promise<string> = (year) => renderShells(root, year)): Plugin {
  let shells = '';
  const plugin = rewriteBuiltIndexHtml('slotplay-route-shells', (source) => {
    if (!source.includes(SHELLS_MARKER)) throw new Error(`routeShells: index.html has no ${SHELLS_MARKER}`);
    return source.replace(SHELLS_MARKER, () => `${shells}<script>${SHELL_SCRIPT}</script>`);
  });
  return {
    ...plugin,
    async buildStart() {
      shells = await render(new Date().getFullYear());
    },
  };
}
