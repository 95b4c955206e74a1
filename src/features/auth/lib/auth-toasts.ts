import { isAuthError } from '@supabase/supabase-js';
import type { ExternalToast } from 'sonner';
import { withToast } from '@/lib/lazy-toast';

export const UNEXPECTED_ERROR = { title: 'Error', description: 'An unexpected error occurred' } as const;

/**
 * A toast whose library (sonner) is fetched on first use, so the sign-in screen's initial JavaScript
 * does not carry it. The Toaster replays toasts raised before it mounted.
 */
export function showToast(kind: 'success' | 'error', title: string, data?: ExternalToast): void {
  withToast((toast) => toast[kind](title, data));
}

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

/** A toast with the server's message for auth errors, or the generic unexpected-error toast. */
export function toastAuthError(title: string, error: unknown): void {
  if (isAuthError(error)) showToast('error', title, { description: authErrorDescription(error) });
  else showToast('error', UNEXPECTED_ERROR.title, { description: UNEXPECTED_ERROR.description });
}
