import type { toast as sonnerToast } from 'sonner';

/**
 * Raises a toast through sonner fetched on first use, so modules of the first load (the shell, the sign-in
 * screen) do not carry the library. The Toaster replays toasts raised before it mounted; calls keep their order.
 */
export function withToast(show: (toast: typeof sonnerToast) => void): void {
  import('sonner').then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('Failed to load the toaster', error),
  );
}
