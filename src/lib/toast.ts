import type { ExternalToast, toast as sonnerToast } from 'sonner';

/** A toast's options (description, id, action, duration…), as sonner takes them. */
export type ToastData = ExternalToast;

type Sonner = typeof sonnerToast;

/**
 * Runs `show` once sonner is loaded (fetched on first use, so modules of the first load, the shell and the
 * sign-in screen, do not carry the library). The Toaster replays toasts raised before it mounted; calls keep their order.
 */
function withSonner(show: (toast: Sonner) => void): void {
  import('sonner').then(
    ({ toast }) => show(toast),
    (error: unknown) => console.error('Failed to load the toaster', error),
  );
}

/**
 * The app's one way to raise a toast: sonner's calls (`toast(title)`, `toast.success`, `toast.error`,
 * `toast.dismiss`) with the library fetched on first use. A failed mutation does not call it: it names its failure
 * in `meta` and the MutationCache's onError (lib/write-errors.ts) raises the toast.
 */
export const toast = Object.assign((...args: Parameters<Sonner>) => withSonner((t) => t(...args)), {
  success: (...args: Parameters<Sonner['success']>) => withSonner((t) => t.success(...args)),
  error: (...args: Parameters<Sonner['error']>) => withSonner((t) => t.error(...args)),
  dismiss: (...args: Parameters<Sonner['dismiss']>) => withSonner((t) => t.dismiss(...args)),
});
