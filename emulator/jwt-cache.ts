import { JwtError, verifyJwt, type JwtClaims } from './jwt';

interface Entry {
  secret: string;
  claims: Readonly<JwtClaims>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Remembers tokens that verified (HS256 signature + shape), keyed by the exact token string,
 * so a client repeating its bearer skips the HMAC. Expiry is still checked on every call, a hit
 * only counts for the secret it verified under, and failures are never cached. The claims
 * handed out are frozen: every request sees the same, unmodifiable object.
 */
export class VerifiedJwtCache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly max = 1000) {}

  verify(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Readonly<JwtClaims> {
    const hit = this.entries.get(token);
    if (hit && hit.secret === secret) {
      if (typeof hit.claims.exp === 'number' && hit.claims.exp <= nowSeconds) {
        this.entries.delete(token);
        throw new JwtError('JWT expired', 'expired');
      }
      return hit.claims;
    }
    const claims = deepFreeze(verifyJwt(token, secret, nowSeconds));
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { secret, claims });
    return claims;
  }

  get size(): number {
    return this.entries.size;
  }
}
