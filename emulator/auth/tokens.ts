import { randomBytes } from 'node:crypto';
import { signJwt } from '../jwt';
import type { Json, UserRow } from './types';

export interface TokenSettings {
  issuer: string;
  secret: string;
  expiresIn: number;
}

export interface SessionRef {
  sessionId: string;
  /** Unix seconds the session's authentication happened. */
  authTime: number;
  method: string;
  aal?: string;
  /** The session's authentication methods, newest first (auth.mfa_amr_claims); else `method` at authTime. */
  amr?: Array<{ method: string; timestamp: number }>;
}

/** Access-token claims as GoTrue mints them (aud is a string). */
export function accessTokenClaims(user: UserRow, s: SessionRef, settings: TokenSettings, now: number): Json {
  return {
    iss: settings.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: now + settings.expiresIn,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: s.aal ?? 'aal1',
    amr: s.amr?.length ? s.amr : [{ method: s.method, timestamp: s.authTime }],
    session_id: s.sessionId,
    is_anonymous: user.is_anonymous,
  };
}

export function mintAccessToken(user: UserRow, s: SessionRef, settings: TokenSettings, now = Math.floor(Date.now() / 1000)) {
  const claims = accessTokenClaims(user, s, settings, now);
  return { token: signJwt(claims, settings.secret), expiresAt: now + settings.expiresIn };
}

/** An opaque refresh token, 12 URL-safe characters like GoTrue's. */
export function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

/** The session body supabase-js expects. */
export function sessionBody(accessToken: string, expiresAt: number, expiresIn: number, refreshToken: string, user: Json): Json {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}
