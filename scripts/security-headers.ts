import type { Plugin } from 'vite';
import { BOOT_SCRIPT_CSP_SOURCE } from './vite-deferred-entry.ts';
import { SHELL_SCRIPT_CSP_SOURCE } from './vite-route-shells.ts';

/**
 * The SPA's own security headers. The Content-Security-Policy allows scripts, styles sheets, fonts and
 * frames from the app's origin only (plus, by their hashes, index.html's two inline scripts: the route shell and the boot), and network connections to the app and the configured Supabase URL
 * (REST, auth, storage, functions and its realtime websocket). Images may also come from Supabase Storage
 * and any https host (casino photos are stored as external https URLs); they cannot run script.
 */
export function contentSecurityPolicy(supabaseUrl: string, { forMeta = false } = {}): string {
  const api = new URL(supabaseUrl);
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${SHELL_SCRIPT_CSP_SOURCE} ${BOOT_SCRIPT_CSP_SOURCE}`,
    // React and Radix set style attributes; the admin import progress bar renders a <style> element.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api.origin} https:`,
    "font-src 'self' data:",
    `connect-src 'self' ${api.origin} ${ws}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // frame-ancestors is ignored in a <meta> policy (browsers warn), so only the header carries it.
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join('; ');
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Vite plugin: the production build's index.html carries the policy and the referrer policy as <meta>
 * tags (so any static host serves them), and `vite preview` (APP_MODE=preview, the e2e tests) sends them
 * as headers together with X-Content-Type-Options: nosniff. The dev server is left alone (its HMR client
 * needs inline script and its own websocket).
 */
export function securityHeaders(supabaseUrl: string): Plugin {
  return {
    name: 'spt-security-headers',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.server) return [];
        return [
          { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(supabaseUrl, { forMeta: true }) }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'referrer', content: REFERRER_POLICY }, injectTo: 'head-prepend' },
        ];
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(supabaseUrl));
        res.setHeader('Referrer-Policy', REFERRER_POLICY);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        next();
      });
    },
  };
}
