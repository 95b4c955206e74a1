import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & {
  sub?: string;
  role?: string;
  exp?: number;
  iat?: number;
};

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** Signs claims as an HS256 JWT with unpadded base64url segments. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${sig}`;
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly reason: 'malformed' | 'signature' | 'expired' | 'algorithm',
  ) {
    super(message);
  }
}

/** Verifies an HS256 JWT and its expiry; throws JwtError otherwise. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('Expected 3 parts in JWT; got ' + parts.length, 'malformed');
  const [h, p, s] = parts;
  let header: { alg?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('JWT cryptographic operation failed', 'malformed');
  }
  if (header.alg !== 'HS256') throw new JwtError('Wrong or unknown algorithm', 'algorithm');
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('JWT cryptographic operation failed', 'signature');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new JwtError('JWT claims are not an object', 'malformed');
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    throw new JwtError('JWT expired', 'expired');
  }
  return claims;
}
