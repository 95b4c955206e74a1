import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { signJwt } from '../jwt';
import { parseExpiresIn, signObjectToken, verifyObjectToken } from './signed-url';

const SECRET = 'test-secret-with-at-least-32-characters!!';

function bodyOf(fn: () => unknown): Record<string, unknown> {
  try {
    fn();
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, ...e.body };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('signed object tokens', () => {
  it('round-trips the url with iat/exp', () => {
    const token = signObjectToken('b/a.png', 60, SECRET, {}, 1000);
    expect(verifyObjectToken(token, 'b/a.png', SECRET, 1001)).toEqual({ url: 'b/a.png', iat: 1000, exp: 1060 });
  });

  it('refuses expiry, another secret, another object and a missing token with 400 InvalidJWT', () => {
    const token = signObjectToken('b/a.png', 60, SECRET, {}, 1000);
    expect(bodyOf(() => verifyObjectToken(token, 'b/a.png', SECRET, 1060))).toEqual({ status: 400, statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' });
    expect(bodyOf(() => verifyObjectToken(signJwt({ url: 'b/a.png' }, 'other-secret'), 'b/a.png', SECRET))).toMatchObject({ message: 'invalid signature' });
    expect(bodyOf(() => verifyObjectToken(token, 'b/other.png', SECRET, 1001))).toMatchObject({ code: 'InvalidJWT' });
    expect(bodyOf(() => verifyObjectToken('garbage', 'b/a.png', SECRET))).toMatchObject({ message: 'jwt malformed' });
    expect(bodyOf(() => verifyObjectToken(undefined, 'b/a.png', SECRET))).toMatchObject({ message: 'Missing token' });
  });

  it('parses expiresIn', () => {
    expect(parseExpiresIn(60)).toBe(60);
    expect(parseExpiresIn('30')).toBe(30);
    expect(parseExpiresIn(0)).toBeUndefined();
    expect(parseExpiresIn('x')).toBeUndefined();
  });
});
