import { describe, expect, it } from 'vitest';
import { deviceLabel } from '@/lib/device-label';
import { isWarning, securityEventLabel } from './security-events';

describe('security events', () => {
  it('says what happened in words', () => {
    expect(securityEventLabel({ action: 'preparer_link_opened', detail: { tax_year: 2025, link_id: 'x' } })).toBe(
      'Your 2025 tax year link was opened',
    );
    expect(securityEventLabel({ action: 'login', detail: { method: 'password' } })).toBe('Signed in');
    // A sign-up confirmed with the e-mailed code (the log does not say code or link): never "an e-mailed link" only.
    expect(securityEventLabel({ action: 'login', detail: { method: 'otp' } })).toBe('Signed in with a code or link from an e-mail');
    expect(securityEventLabel({ action: 'user_signedup', detail: {} })).toBe('Account created');
    expect(securityEventLabel({ action: 'factor_in_progress', detail: {} })).toBe('Two-step sign-in set-up started');
    expect(securityEventLabel({ action: 'token_revoked', detail: {} })).toBe('Token revoked');
    expect(securityEventLabel({ action: 'logout', detail: { scope: 'global' } })).toBe('Signed out everywhere');
    expect(securityEventLabel({ action: 'logout', detail: { scope: 'others' } })).toBe('Signed out everywhere else');
    expect(securityEventLabel({ action: 'user_updated_password', detail: {} })).toBe('Password changed');
    expect(securityEventLabel({ action: 'user_modified', detail: { email_changed: true } })).toBe('E-mail address changed');
    expect(securityEventLabel({ action: 'verification_attempted', detail: { result: 'accepted', enrolled: true } })).toBe(
      'Two-step sign-in turned on',
    );
    // The failed sign-in the auth log holds.
    expect(securityEventLabel({ action: 'verification_attempted', detail: { result: 'rejected' } })).toBe(
      'Sign-in failed: wrong two-step code',
    );
    expect(securityEventLabel({ action: 'factor_unenrolled', detail: {} })).toBe('Two-step sign-in turned off');
    // What GoTrue logs at sign-up and when two-step set-up starts.
    expect(securityEventLabel({ action: 'user_signedup', detail: { provider: 'email' } })).toBe('Account created');
    expect(securityEventLabel({ action: 'user_confirmation_requested', detail: { provider: 'email' } })).toBe(
      'Sign-up confirmation e-mail sent',
    );
    expect(securityEventLabel({ action: 'user_repeated_signup', detail: { provider: 'email' } })).toBe(
      'Sign-up tried again with this e-mail address',
    );
    expect(securityEventLabel({ action: 'factor_in_progress', detail: { factor_id: 'f1' } })).toBe('Two-step sign-in set-up started');
  });

  it('flags a wrong code, a removal by support and a sign-up again with the address', () => {
    expect(isWarning({ action: 'verification_attempted', detail: { result: 'rejected' } })).toBe(true);
    expect(isWarning({ action: 'factor_deleted', detail: {} })).toBe(true);
    expect(isWarning({ action: 'user_repeated_signup', detail: {} })).toBe(true);
    expect(isWarning({ action: 'login', detail: {} })).toBe(false);
  });

  it('names the browser and system of a user agent', () => {
    expect(
      deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    ).toBe('Chrome on Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge on Windows',
    );
    expect(deviceLabel('node')).toBe('node');
    expect(deviceLabel(null)).toBeNull();
  });
});
