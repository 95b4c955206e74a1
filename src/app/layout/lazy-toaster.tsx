import { useSyncExternalStore } from 'react';
import { useLazyModule } from '@/hooks/use-lazy-module';

const PHONE = '(max-width: 767px)';
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(PHONE).matches;

const loadSonner = () => import('sonner');

/**
 * The toaster (sonner), fetched when the browser is idle after first paint rather than with the shell, on
 * every page load (a toast may come at any time, so it is not left to first use as prefetches are when a
 * service worker holds the files). Toasts raised before it mounts are not lost: sonner replays active
 * toasts to a new Toaster.
 */
export function LazyToaster() {
  const sonner = useLazyModule(loadSonner, { prefetch: 'always' }).module;
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  if (!sonner) return null;
  // A modal dialog turns pointer events off on <body>; the toaster takes them back so a toast's action works over it.
  // On a phone toasts sit at the top, under the header and the Back link row (with room for older toasts peeking
  // above the newest): clear of the Back link and of the
  // Save buttons at the bottom of a form or dialog (above the bottom bar they covered a dialog's Update button).
  return phone ? (
    <sonner.Toaster
      position="top-center"
      mobileOffset={{ top: 'calc(132px + env(safe-area-inset-top))' }}
      richColors
      closeButton
      style={{ pointerEvents: 'auto' }}
    />
  ) : (
    <sonner.Toaster position="top-right" offset={{ top: 68 }} richColors closeButton style={{ pointerEvents: 'auto' }} />
  );
}
