import { describe, expect, it } from 'vitest';
import { verifyJwt } from '../jwt';
import { hashToken, isVerifyType, tokenTypesFor } from './one-time-tokens';
import { parseBanDuration } from './ban-duration';
import { mintAccessToken, newRefreshToken } from './tokens';
import type { UserRow } from './types';

const user = {
  id: 'u-1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'a@b.co',
  phone: null,
  raw_app_meta_data: { provider: 'email' },
  raw_user_meta_data: { x: 1 },
  is_anonymous: false,
} as unknown as UserRow;

describe('mintAccessToken', () => {
  it('signs GoTrue claims verifiable with the project secret', () => {
    const secret = 'a-secret-that-is-long-enough-for-hs256-tests';
    const { token, expiresAt } = mintAccessToken(
      user,
      { sessionId: 's-1', authTime: 1000, method: 'password' },
      { issuer: 'http://h/auth/v1', secret, expiresIn: 3600 },
      2000,
    );
    expect(expiresAt).toBe(5600);
    expect(verifyJwt(token, secret, 2001)).toEqual({
      iss: 'http://h/auth/v1',
      sub: 'u-1',
      aud: 'authenticated',
      exp: 5600,
      iat: 2000,
      email: 'a@b.co',
      phone: '',
      app_metadata: { provider: 'email' },
      user_metadata: { x: 1 },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1000 }],
      session_id: 's-1',
      is_anonymous: false,
    });
  });

  it('makes distinct 12-character URL-safe refresh tokens', () => {
    const a = newRefreshToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(newRefreshToken()).not.toBe(a);
  });
});

describe('one-time tokens', () => {
  it('hashes e-mail + code as hex SHA-224, case-insensitive in the e-mail', () => {
    expect(hashToken('A@B.co', '123456')).toBe(hashToken('a@b.co', '123456'));
    expect(hashToken('a@b.co', '123456')).toMatch(/^[0-9a-f]{56}$/);
    expect(hashToken('a@b.co', '123457')).not.toBe(hashToken('a@b.co', '123456'));
  });

  it('maps verification types to the stored token slot', () => {
    expect(tokenTypesFor('signup')).toEqual(['confirmation_token']);
    expect(tokenTypesFor('invite')).toEqual(['confirmation_token']);
    expect(tokenTypesFor('magiclink')).toEqual(['recovery_token']);
    expect(tokenTypesFor('recovery')).toEqual(['recovery_token']);
    expect(tokenTypesFor('email_change')).toEqual(['email_change_token_new']);
    expect(isVerifyType('sms')).toBe(false);
  });
});

describe('parseBanDuration', () => {
  it('reads Go durations and none', () => {
    expect(parseBanDuration('24h')).toBe(86_400_000);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('none')).toBeNull();
    expect(parseBanDuration('1 day')).toBeUndefined();
    expect(parseBanDuration('')).toBeUndefined();
  });
});
