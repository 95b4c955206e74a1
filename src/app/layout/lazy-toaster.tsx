import { useLazyModule } from '@/hooks/use-lazy-module';

const loadSonner = () => import('sonner');

/**
 * The toaster (sonner), fetched when the browser is idle after first paint rather than with the shell, on
 * every page load (a toast may come at any time, so it is not left to first use as prefetches are when a
 * service worker holds the files). Toasts raised before it mounts are not lost: sonner replays active
 * toasts to a new Toaster.
 */
export function LazyToaster() {
  const sonner = useLazyModule(loadSonner, { prefetch: 'always' }).module;
  if (!sonner) return null;
  // A modal dialog turns pointer events off on <body>; the toaster takes them back so a toast's action works over it.
  return <sonner.Toaster position="top-right" offset={{ top: 68 }} mobileOffset={{ top: 64 }} richColors closeButton style={{ pointerEvents: 'auto' }} />;
}
