import { toast } from 'sonner';

/** The spec's generic failure toast: title 'Error' with the server message or a default. */
export function toastError(error: unknown, fallback: string): void {
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message ?? '') : '';
  toast.error('Error', { description: message || fallback });
}
