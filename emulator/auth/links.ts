import type { EmulatorConfig } from '../config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The redirect an e-mail link or verify call may use: URLs on localhost/127.0.0.1 or on the
 * site URL's origin are accepted; anything else falls back to the site URL.
 */
export function resolveRedirect(config: Pick<EmulatorConfig, 'siteUrl'>, candidate: string | undefined | null): string {
  if (!candidate) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return config.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
  if (LOCAL_HOSTS.has(url.hostname)) return candidate;
  try {
    if (url.origin === new URL(config.siteUrl).origin) return candidate;
  } catch {
    return config.siteUrl;
  }
  return config.siteUrl;
}

/** `${publicUrl}/auth/v1/verify?token=<hashed>&type=<type>&redirect_to=<url>` */
export function verifyLink(publicUrl: string, hashedToken: string, type: string, redirectTo: string): string {
  const qs = new URLSearchParams({ token: hashedToken, type, redirect_to: redirectTo });
  return `${publicUrl}/auth/v1/verify?${qs.toString()}`;
}

/** Appends `params` as the URL fragment, as GoTrue's implicit-flow redirects do (ending with `sb=`). */
export function withFragment(redirectTo: string, params: Record<string, string | number>): string {
  const base = redirectTo.split('#')[0];
  const frag = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  frag.append('sb', '');
  return `${base}#${frag.toString()}`;
}
