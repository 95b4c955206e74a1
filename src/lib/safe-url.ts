/**
 * The one rule for every URL a user or admin can store (notification action URLs, casino and manufacturer
 * websites, image URLs): http(s) only, no whitespace or control characters. The same rule is a CHECK
 * constraint in the database (migration 20260101002000_security_hardening.sql); the zod field in
 * ./url-field.ts uses it in the forms, and `safeHref` applies it again when a stored value is rendered as a
 * link. No zod here: the shell renders links through this module.
 *
 *   absolute  http(s)://host/...                          image URLs
 *   website   the same, or a bare host name (+ port, path) shown with https:// prefixed
 *   action    the same as absolute, or an in-app path starting with a single '/'
 */
export type UrlKind = 'absolute' | 'website' | 'action';

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const ABSOLUTE = /^https?:\/\/[^/?#\\]+([/?#].*)?$/i;
const BARE_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:[0-9]{1,5})?([/?#].*)?$/i;
const APP_PATH = /^\/([^/\\].*)?$/;

function isAbsoluteHttp(value: string): boolean {
  if (!ABSOLUTE.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a stored value passes the rule for its kind. */
export function isSafeUrl(value: string, kind: UrlKind): boolean {
  if (value === '' || UNSAFE_CHARS.test(value)) return false;
  if (isAbsoluteHttp(value)) return true;
  if (kind === 'website') return BARE_HOST.test(value) && isAbsoluteHttp(`https://${value}`);
  if (kind === 'action') return APP_PATH.test(value);
  return false;
}

/**
 * The href to render for a stored value, or null when it must not become a link: a bare website gets
 * https:// prefixed; anything that fails the rule (javascript:, data:, vbscript:, ...) is dropped.
 */
export function safeHref(value: string | null | undefined, kind: UrlKind): string | null {
  const v = value?.trim();
  if (!v || !isSafeUrl(v, kind)) return null;
  if (kind === 'website' && !/^https?:\/\//i.test(v)) return `https://${v}`;
  return v;
}

/** Whether an href leaves the app (opens in a new tab with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export const URL_MESSAGES: Record<UrlKind, string> = {
  absolute: 'Please enter a web address starting with http:// or https://',
  website: 'Please enter a web address such as www.example.com or https://example.com',
  action: 'Please enter a web address starting with https:// or an app path starting with /',
};
