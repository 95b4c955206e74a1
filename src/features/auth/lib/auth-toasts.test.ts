import { AuthApiError, AuthError } from '@supabase/supabase-js';
import { authErrorDescription, rateLimitMessage } from './auth-toasts';

describe('rateLimitMessage', () => {
  it('says when to try again after too many sign-in or sign-up attempts', () => {
    const e = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(rateLimitMessage(e)).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(authErrorDescription(e)).toBe('Too many attempts. Please try again in 5 minutes.');
  });

  it('passes on the seconds GoTrue gives for the next e-mail', () => {
    const e = new AuthApiError('For security purposes, you can only request this after 45 seconds.', 429, 'over_email_send_rate_limit');
    expect(rateLimitMessage(e)).toBe('Too many emails requested. Please try again in 45 seconds.');
    expect(rateLimitMessage(new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'))).toBe(
      'Too many emails requested. Please try again in an hour.',
    );
  });

  it('leaves other failures to the server message', () => {
    const e = new AuthError('Invalid login credentials', 400, 'invalid_credentials');
    expect(rateLimitMessage(e)).toBeNull();
    expect(authErrorDescription(e)).toBe('Invalid login credentials');
    expect(rateLimitMessage(new Error('x'))).toBeNull();
  });
});
