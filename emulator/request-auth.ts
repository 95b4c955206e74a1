import { KNOWN_ROLES, type RequestAuth, type Role } from './db';
import { JwtError, type JwtClaims } from './jwt';
import { VerifiedJwtCache } from './jwt-cache';

export interface KeySet {
  jwtSecret: string;
  /** Opaque keys (sb_publishable_… / sb_secret_…) mapped to roles, if configured. */
  opaqueKeys?: Record<string, Role>;
}

/** The JWT names a role that is not one of anon, authenticated, service_role. */
export class UnknownRoleError extends Error {
  constructor(readonly role: string) {
    super(`role "${role}" does not exist`);
  }
}

function bearerOf(headers: Headers): string | undefined {
  const h = headers.get('authorization');
  if (!h) return undefined;
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1].trim() : undefined;
}

/** Tokens already verified (per secret); expiry is re-checked on every request. */
const verified = new VerifiedJwtCache();

function authFromToken(token: string, keys: KeySet): RequestAuth {
  const opaque = keys.opaqueKeys?.[token];
  if (opaque) return { role: opaque, claims: { role: opaque }, token };
  const claims: JwtClaims = verified.verify(token, keys.jwtSecret);
  const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : 'anon';
  if (!(KNOWN_ROLES as readonly string[]).includes(role)) throw new UnknownRoleError(role);
  return { role: role as Role, claims, token };
}

/**
 * Decides who a request runs as, the way Supabase's gateway + PostgREST do:
 * a bearer JWT is verified and its role used; a bearer equal to an opaque key maps to that
 * key's role; with no bearer, the apikey's role; with neither, anon.
 * Throws JwtError (bad/expired token) or UnknownRoleError.
 */
export function resolveRequestAuth(headers: Headers, keys: KeySet): RequestAuth {
  const bearer = bearerOf(headers);
  if (bearer) return authFromToken(bearer, keys);
  const apikey = headers.get('apikey');
  if (apikey) return authFromToken(apikey, keys);
  return { role: 'anon', claims: { role: 'anon' } };
}

export { JwtError };
