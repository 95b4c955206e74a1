import { describe, expect, it } from 'vitest';
import { JwtError, signJwt } from './jwt';
import { VerifiedJwtCache } from './jwt-cache';

const SECRET = 'a-test-secret-with-at-least-32-characters';

function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof JwtError) return e.reason;
    throw e;
  }
  return 'no error';
}

describe('VerifiedJwtCache', () => {
  it('returns the same verified claims on a repeat of the exact token', () => {
    const cache = new VerifiedJwtCache();
    const token = signJwt({ sub: 'u1', role: 'authenticated', exp: 2000 }, SECRET);
    const first = cache.verify(token, SECRET, 1000);
    expect(first).toEqual({ sub: 'u1', role: 'authenticated', exp: 2000 });
    expect(cache.verify(token, SECRET, 1001)).toBe(first);
    expect(cache.size).toBe(1);
  });

  it('refuses a cached token once exp has passed, and keeps refusing it', () => {
    const cache = new VerifiedJwtCache();
    const token = signJwt({ sub: 'u1', role: 'authenticated', exp: 2000 }, SECRET);
    cache.verify(token, SECRET, 1999);
    expect(reasonOf(() => cache.verify(token, SECRET, 2000))).toBe('expired');
    expect(reasonOf(() => cache.verify(token, SECRET, 2001))).toBe('expired');
    expect(cache.size).toBe(0);
  });

  it('does not accept a token cached under one secret for another secret', () => {
    const cache = new VerifiedJwtCache();
    const token = signJwt({ role: 'anon' }, SECRET);
    cache.verify(token, SECRET, 1000);
    expect(reasonOf(() => cache.verify(token, 'another-secret-with-at-least-32-characters', 1000))).toBe('signature');
    expect(cache.verify(token, SECRET, 1000)).toEqual({ role: 'anon' });
  });

  it('never caches a failure: a tampered token is refused every time', () => {
    const cache = new VerifiedJwtCache();
    const [h, , s] = signJwt({ role: 'anon' }, SECRET).split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.${s}`;
    expect(reasonOf(() => cache.verify(forged, SECRET, 1000))).toBe('signature');
    expect(reasonOf(() => cache.verify(forged, SECRET, 1000))).toBe('signature');
    expect(cache.size).toBe(0);
  });

  it('hands out frozen claims', () => {
    const cache = new VerifiedJwtCache();
    const claims = cache.verify(signJwt({ role: 'authenticated', app_metadata: { provider: 'email' } }, SECRET), SECRET, 1000);
    expect(Object.isFrozen(claims)).toBe(true);
    expect(Object.isFrozen(claims.app_metadata)).toBe(true);
  });

  it('evicts the oldest token beyond its capacity', () => {
    const cache = new VerifiedJwtCache(2);
    const tokens = ['a', 'b', 'c'].map((sub) => signJwt({ sub, role: 'authenticated' }, SECRET));
    for (const t of tokens) cache.verify(t, SECRET, 1000);
    expect(cache.size).toBe(2);
    expect(cache.verify(tokens[0], SECRET, 1000)).toEqual({ sub: 'a', role: 'authenticated' });
    expect(cache.size).toBe(2);
  });
});
