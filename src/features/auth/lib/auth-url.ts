export interface AuthUrlInfo {
  /** The URL carries recovery tokens (`type=recovery` with an access token). */
  isRecovery: boolean;
  /** `error_description` (or `error`) carried by a failed auth callback, if any. */
  error: string | null;
}

/** Reads auth callback parameters from a URL hash and query string. */
export function parseAuthUrl(hash: string, search: string): AuthUrlInfo {
  const fromHash = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const fromQuery = new URLSearchParams(search);
  const get = (key: string) => fromHash.get(key) ?? fromQuery.get(key);
  const type = get('type');
  const hasToken = Boolean(get('access_token') || get('token_hash') || get('code'));
  const error = get('error_description') ?? get('error');
  return { isRecovery: type === 'recovery' && hasToken, error: error || null };
}
