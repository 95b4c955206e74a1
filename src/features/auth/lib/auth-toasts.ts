import { isAuthError } from '@supabase/supabase-js';
import { toast } from 'sonner';

export const UNEXPECTED_ERROR = { title: 'Error', description: 'An unexpected error occurred' } as const;

/** A toast with the server's message for auth errors, or the generic unexpected-error toast. */
export function toastAuthError(title: string, error: unknown): void {
  if (isAuthError(error)) toast.error(title, { description: error.message });
  else toast.error(UNEXPECTED_ERROR.title, { description: UNEXPECTED_ERROR.description });
}
