import { isAuthError } from '@supabase/supabase-js';
import type { WriteMeta } from '@/lib/write-errors';

export const UNEXPECTED_ERROR = { title: 'Error', description: 'An unexpected error occurred' } as const;

/**
 * Auth's rate-limit refusals (429) said plainly, with when to try again: GoTrue counts sign-ins and
 * sign-ups per device per 5 minutes, and tells how long until the next e-mail to an address may go.
 */
export function rateLimitMessage(error: unknown): string | null {
  if (!isAuthError(error)) return null;
  if (error.code === 'over_email_send_rate_limit') {
    const seconds = /after (\d+) seconds?/i.exec(error.message)?.[1];
    return seconds
      ? `Too many emails requested. Please try again in ${seconds} seconds.`
      : 'Too many emails requested. Please try again in an hour.';
  }
  if (error.code === 'over_request_rate_limit' || error.status === 429) return 'Too many attempts. Please try again in 5 minutes.';
  return null;
}

/** The description of an auth failure: the rate-limit text, else the server's message. */
export function authErrorDescription(error: Error): string {
  return rateLimitMessage(error) ?? error.message;
}

/** A failure whose words the spec names apart from the rule below (an unconfirmed e-mail, an existing account). */
type SpecialFailure = (error: unknown) => { title: string; description: string } | null;

/**
 * The `meta` of an auth mutation: an auth failure is titled `title` over the server's message (the rate-limit
 * text for a 429), anything else is the generic unexpected-error toast; `special` names its own cases first.
 */
export function authFailureMeta(title: string, special: SpecialFailure = () => null): WriteMeta {
  return {
    errorTitle: (error) => special(error)?.title ?? (isAuthError(error) ? title : UNEXPECTED_ERROR.title),
    errorText: (error) => special(error)?.description ?? (isAuthError(error) ? authErrorDescription(error) : UNEXPECTED_ERROR.description),
  };
}
