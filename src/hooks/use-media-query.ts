import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches (false where matchMedia is missing, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
  );
}

/** Tables from the md breakpoint up, stacked cards below it. */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)');
