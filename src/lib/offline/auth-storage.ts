import { onlineManager } from '@tanstack/react-query';

/**
 * The storage supabase-js keeps the session in, made to survive a start without network.
 *
 * supabase-js refreshes an expired access token when it starts (the normal state after an hour away). With no
 * network that refresh retries for about 30 s, holding the auth lock (every request and getSession wait), and
 * then reports no session although it keeps the stored one: the app showed a spinner, then the Sign In form.
 * So (1) a refresh that fails for lack of network, with the API unreachable, is answered at once by
 * `offlineRefreshAnswer` (a refusal that supabase-js does not retry, and that keeps the session because
 * (2) while the device is offline a stored session whose access token has expired is read as still valid):
 * the player stays signed in with the device copy and the outbox (nothing reaches the server meanwhile
 * anyway). The real expiry is never written back, and once the network is back (`refreshWhenOnline`)
 * supabase-js sees it and refreshes the token as it always does; a refresh the server refuses still signs out.
 */
const deviceOffline = () => (typeof navigator !== 'undefined' && navigator.onLine === false) || !onlineManager.isOnline();

interface StoredSession {
  access_token?: string;
  expires_at?: number;
}

/** Seconds of validity a session read offline is given (supabase-js refreshes within 90 s of expiry). */
const OFFLINE_GRACE_S = 60 * 60;

/** The access token read offline with a stand-in expiry, and its real one. */
let standIn: { accessToken: string; realExpiresAt: number } | null = null;

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as StoredSession) : null;
  } catch {
    return null;
  }
}

export const offlineTolerantStorage = {
  getItem(key: string): string | null {
    const raw = globalThis.localStorage?.getItem(key) ?? null;
    const session = parse(raw);
    if (!session?.access_token || typeof session.expires_at !== 'number' || !deviceOffline()) return raw;
    const nowS = Math.floor(Date.now() / 1000);
    if (session.expires_at - nowS > 120) return raw;
    standIn = { accessToken: session.access_token, realExpiresAt: session.expires_at };
    return JSON.stringify({ ...session, expires_at: nowS + OFFLINE_GRACE_S });
  },
  setItem(key: string, value: string): void {
    const session = parse(value);
    // supabase-js may save what it read: the stand-in expiry never reaches storage.
    if (standIn && session?.access_token === standIn.accessToken) value = JSON.stringify({ ...session, expires_at: standIn.realExpiresAt });
    globalThis.localStorage?.setItem(key, value);
  },
  removeItem(key: string): void {
    globalThis.localStorage?.removeItem(key);
  },
};

/**
 * Once the network is back, a session read offline with a stand-in expiry is refreshed at once (getSession
 * now reads the real expiry and refreshes it, announcing TOKEN_REFRESHED), before the outbox sends anything
 * with the expired token. Returns the unsubscribe.
 */
export function refreshWhenOnline(auth: { getSession: () => Promise<unknown> }): () => void {
  return onlineManager.subscribe((online) => {
    if (!online || !standIn) return;
    standIn = null;
    // supabase-js answers a refresh of the same token within a minute of a failure with that failure
    // (its cooldown, an undocumented field): the offline one must not stand in for the real refresh.
    (auth as { lastRefreshFailure?: unknown }).lastRefreshFailure = null;
    void auth.getSession();
  });
}

export const isTokenRefresh = (url: string) => url.includes('/auth/v1/token') && url.includes('grant_type=refresh_token');

/** The answer to a token refresh sent with no network: a refusal supabase-js does not retry for 30 s. */
export function offlineRefreshAnswer(): Response {
  return new Response(
    JSON.stringify({ error: 'offline', error_description: 'No network: the session is kept and refreshed when it is back.' }),
    {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}
