import { AuthApiError, AuthError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { createMutationCache, type WriteMeta } from '@/lib/write-errors';
import { authErrorDescription, authFailureMeta, rateLimitMessage } from './auth-toasts';

vi.mock('@/lib/toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }) }));

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

/** Runs a mutation that fails with `error` under the app's MutationCache. */
async function fail(error: unknown, meta: WriteMeta): Promise<void> {
  const client = new QueryClient({ mutationCache: createMutationCache() });
  await new MutationObserver(client, { mutationFn: () => Promise.reject(error), meta }).mutate().catch(() => undefined);
}

describe('authFailureMeta: the toast of a failed auth mutation', () => {
  beforeEach(() => vi.clearAllMocks());

  it("titles an auth failure with the form's title over the server's words, anything else 'Error' / unexpected", async () => {
    const meta = authFailureMeta('Sign In Failed');
    await fail(new AuthError('Invalid login credentials', 400, 'invalid_credentials'), meta);
    await fail(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), meta);
    await fail(new Error('Cannot read properties of undefined'), meta);
    await fail(new AuthRetryableFetchError('Failed to fetch', 0), meta);
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['Sign In Failed', { description: 'Invalid login credentials' }],
      ['Sign In Failed', { description: 'Too many attempts. Please try again in 5 minutes.' }],
      ['Error', { description: 'An unexpected error occurred' }],
      [
        'Sign In Failed',
        { description: 'No connection, so nothing was saved. Your entries are still here: press the button again to retry.' },
      ],
    ]);
  });

  it('lets a form name its own cases first', async () => {
    const meta = authFailureMeta('Sign Up Failed', (e) =>
      e instanceof AuthError && e.code === 'user_already_exists' ? { title: 'Account Already Exists', description: 'Registered.' } : null,
    );
    await fail(new AuthError('User already registered', 422, 'user_already_exists'), meta);
    await fail(new AuthError('Signups not allowed', 422, 'signup_disabled'), meta);
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['Account Already Exists', { description: 'Registered.' }],
      ['Sign Up Failed', { description: 'Signups not allowed' }],
    ]);
  });
});
