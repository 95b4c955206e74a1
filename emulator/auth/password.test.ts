import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { errors } from './errors';
import { assertStrongPassword, checkPassword, hashPassword } from './password';

describe('passwords', () => {
  it('hashes with bcrypt cost 10 and checks against it', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^\$2[ab]\$10\$/);
    expect(await checkPassword('secret123', hash)).toBe(true);
    expect(await checkPassword('secret124', hash)).toBe(false);
    expect(await checkPassword('secret123', null)).toBe(false);
    expect(await checkPassword('secret123', 'plain')).toBe(false);
  });

  it('requires 6 characters with the GoTrue weak_password error', () => {
    expect(() => assertStrongPassword('123456')).not.toThrow();
    let caught: unknown;
    try {
      assertStrongPassword('12345');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(HttpError);
    const err = caught as HttpError;
    expect(err.status).toBe(422);
    expect(err.body).toEqual({
      code: 'weak_password',
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    expect(err.headers).toEqual({ 'X-Supabase-Api-Version': '2024-01-01' });
  });

  it('error helpers carry the reference codes and statuses', () => {
    expect([errors.invalidCredentials().status, errors.invalidCredentials().body.code]).toEqual([400, 'invalid_credentials']);
    expect([errors.notAdmin().status, errors.notAdmin().body.message]).toEqual([403, 'User not allowed']);
    expect([errors.otpExpired().status, errors.otpExpired().body.code]).toEqual([403, 'otp_expired']);
  });
});
