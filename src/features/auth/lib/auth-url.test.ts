import { parseAuthUrl } from './auth-url';

describe('parseAuthUrl', () => {
  it('detects recovery tokens in the hash', () => {
    expect(parseAuthUrl('#access_token=a&refresh_token=r&expires_in=3600&token_type=bearer&type=recovery', '')).toEqual({
      isRecovery: true,
      error: null,
    });
  });

  it('ignores a recovery type without a token and a signup callback', () => {
    expect(parseAuthUrl('#type=recovery', '').isRecovery).toBe(false);
    expect(parseAuthUrl('#access_token=a&type=signup', '').isRecovery).toBe(false);
  });

  it('reads error_description from the hash or the query', () => {
    expect(
      parseAuthUrl('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired', '').error,
    ).toBe('Email link is invalid or has expired');
    expect(parseAuthUrl('', '?error_description=Bad%20link').error).toBe('Bad link');
    expect(parseAuthUrl('', '').error).toBeNull();
  });
});
