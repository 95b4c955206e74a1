import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token ('aal1' when absent or unreadable). Read only, never trusted: the API checks it. */
export function tokenAal(accessToken: string): string {
  try {
    const payload = accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload + '='.repeat((4 - (payload.length % 4)) % 4))) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : 'aal1';
  } catch {
    return 'aal1';
  }
}

/** The user's verified second factors (TOTP). */
export function verifiedFactors(session: Session | null): Array<{ id: string; friendly_name?: string }> {
  return (session?.user.factors ?? []).filter((f) => f.status === 'verified');
}

/**
 * True when the account has a verified second factor but this session has not used it (aal1): the app asks
 * for the code before anything else (what getAuthenticatorAssuranceLevel calls nextLevel aal2 > currentLevel).
 */
export function needsSecondFactor(session: Session | null): boolean {
  return !!session && verifiedFactors(session).length > 0 && tokenAal(session.access_token) !== 'aal2';
}
