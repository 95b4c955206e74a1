import { isAuthError } from '@supabase/supabase-js';
import type { ExternalToast } from 'sonner';

export const UNEXPECTED_ERROR = { title: 'Error', description: 'An unexpected error occurred' } as const;

/**
 * A toast whose library (sonner) is fetched on first use, so the sign-in screen's initial JavaScript
 * does not carry it. The Toaster replays toasts raised before it mounted.
 */
export function showToast(kind: 'success' | 'error', title: string, data?: ExternalToast): void {
  import('sonner').then(
    ({ toast }) => toast[kind](title, data),
    (error: unknown) => console.error('Failed to load the toaster', error),
  );
}

/** A toast with the server's message for auth errors, or the generic unexpected-error toast. */
export function toastAuthError(title: string, error: unknown): void {
  if (isAuthError(error)) showToast('error', title, { description: error.message });
  else showToast('error', UNEXPECTED_ERROR.title, { description: UNEXPECTED_ERROR.description });
}
