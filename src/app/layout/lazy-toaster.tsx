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
  // A toast's text lets clicks and taps through to what is under it; only its own buttons (close, an action) take
  // them. Otherwise a toast sat over the page's first action (Start Slot/Casino Session, top right on a desktop)
  // and a pointer moved to that button paused the toast there (sonner holds toasts while hovered): the next
  // session could not be started until the toast was closed.
  // On a phone toasts sit over the sticky top bar (the app's name, the bell and the menu), never over the page's
  // heading or a form's fields (below the bar they covered the greeting and the first fields), nor over the Save
  // buttons at the bottom of a form or dialog. Compact, so a title and a line fit over the bar.
  const classNames = { closeButton: 'pointer-events-auto', actionButton: 'pointer-events-auto', cancelButton: 'pointer-events-auto' };
  return phone ? (
    <sonner.Toaster
      position="top-center"
      mobileOffset={{ top: 'calc(4px + env(safe-area-inset-top))', left: 8, right: 8 }}
      visibleToasts={2}
      toastOptions={{ style: { padding: '8px 12px', gap: 8, pointerEvents: 'none' }, classNames }}
      richColors
      closeButton
      style={{ pointerEvents: 'auto' }}
    />
  ) : (
    <sonner.Toaster
      position="top-right"
      offset={{ top: 68 }}
      toastOptions={{ style: { pointerEvents: 'none' }, classNames }}
      richColors
      closeButton
      style={{ pointerEvents: 'auto' }}
    />
  );
}
