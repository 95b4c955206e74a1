import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt';
import { invalidSignedToken } from './errors';

/** The claims of a signed download/upload token: `url` is `bucket/key`. */
export interface ObjectTokenClaims extends JwtClaims {
  url: string;
  iat: number;
  exp: number;
  owner?: string;
  upsert?: boolean;
}

/** Signs a token for `url` (`bucket/key`) valid for `expiresIn` seconds (HS256 with the JWT secret). */
export function signObjectToken(
  url: string,
  expiresIn: number,
  secret: string,
  extra: Pick<ObjectTokenClaims, 'owner' | 'upsert'> = {},
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const claims: ObjectTokenClaims = { url, ...extra, iat: nowSeconds, exp: nowSeconds + expiresIn };
  return signJwt(claims, secret);
}

const MESSAGES: Record<JwtError['reason'], string> = {
  malformed: 'jwt malformed',
  signature: 'invalid signature',
  expired: 'jwt expired',
  algorithm: 'invalid algorithm',
};

/**
 * Verifies a signed-URL token for `url`; a bad signature, an expired token or a token for
 * another object throws 400 InvalidJWT.
 */
export function verifyObjectToken(
  token: string | undefined,
  url: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): ObjectTokenClaims {
  if (!token) throw invalidSignedToken('Missing token');
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, secret, nowSeconds);
  } catch (e) {
    if (e instanceof JwtError) throw invalidSignedToken(MESSAGES[e.reason]);
    throw e;
  }
  if (typeof claims.url !== 'string' || claims.url !== url) {
    throw invalidSignedToken('The signed token does not match the requested object');
  }
  return claims as ObjectTokenClaims;
}

/** Parses the `expiresIn` of a sign request: a positive whole number of seconds. */
export function parseExpiresIn(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 ? Math.floor(n) : undefined;
}
