import { useCallback, useEffect, useState } from 'react';

/** Runs `fn` when the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

/**
 * A module kept out of the initial bundle (e.g. a dropdown or dialog): fetched when the browser is idle
 * after first paint, or at once on `load()` (first use). `module` stays null until it has arrived.
 */
export function useLazyModule<T>(importer: () => Promise<T>, { prefetch = true }: { prefetch?: boolean } = {}) {
  const [module, setModule] = useState<T | null>(null);
  const load = useCallback(() => {
    importer().then(
      (m) => setModule(() => m),
      (error: unknown) => console.error('Failed to load a module', error),
    );
  }, [importer]);
  useEffect(() => (prefetch ? whenIdle(load) : undefined), [prefetch, load]);
  return { module, load };
}
