import { toast } from 'sonner';

/** Title 'Error' with the server message, or the spec default. */
export function moderationErrorToast(error: unknown, fallback: string): void {
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message ?? '') : '';
  toast.error('Error', { description: message || fallback });
}
