import { useCallback, useEffect, useRef, useState } from 'react';

let markRendered: () => void = () => undefined;
let rendered = false;
const firstPageRendered = new Promise<void>((resolve) => (markRendered = resolve));

/** Called when the first routed screen has rendered; prefetches wait for it (see whenIdle). */
export function markPageRendered(): void {
  rendered = true;
  markRendered();
}

/** Whether a routed screen has rendered since the app started. */
export const isFirstPageRendered = (): boolean => rendered;

let painted = false;
/** The first screen has rendered and the browser has painted it (a frame, or 100 ms in a tab that paints nothing). */
const firstPagePainted = firstPageRendered
  .then(
    () =>
      new Promise<void>((resolve) => {
        const done = () => setTimeout(resolve, 0);
        if (typeof requestAnimationFrame === 'function') requestAnimationFrame(done);
        setTimeout(resolve, 100);
      }),
  )
  .then(() => {
    painted = true;
  });

/**
 * Whether the first screen is on screen (at the latest 3 s after asking). What renders only then (and the code it fetches) never delays the
 * first screen's paint: the frame's extras, cards that are not the screen's point.
 */
export function useFirstPagePainted(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let live = true;
    void firstPagePainted.then(() => live && setDone(true));
    // A screen that never renders (its chunk failed, it threw) must not keep the frame's extras away.
    const fallback = setTimeout(() => setDone(true), 3000);
    return () => {
      live = false;
      clearTimeout(fallback);
    };
  }, [done]);
  return done;
}

/**
 * Runs `fn` once the first screen has rendered and then the browser is idle (at the latest after
 * `timeoutMs`), so prefetches never compete with the first paint. Returns a cancel function.
 */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  void firstPageRendered.then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(fn, 200);
      cancelIdle = () => window.clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/**
 * Prefetches a lazily loaded module (`load`) when the browser is idle after the first screen, unless a
 * service worker controls the page: its precache already holds every chunk on this device, so the module
 * loads on first use at device speed and the start-up is spared evaluating code this visit may never use.
 * Returns a cancel function.
 */
export function prefetchWhenIdle(load: () => void): () => void {
  if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) return () => undefined;
  return whenIdle(load);
}

/**
 * A module kept out of the initial bundle (e.g. a dropdown or dialog): fetched when the browser is idle
 * after the first screen has rendered, or at once on `load()` (first use). `prefetch`: 'unless-precached'
 * (see prefetchWhenIdle), 'always' (whenIdle, for what must be there before any use), 'never'. `module`
 * stays null until it has arrived.
 */
export function useLazyModule<T>(
  importer: () => Promise<T>,
  { prefetch = 'unless-precached' }: { prefetch?: 'unless-precached' | 'always' | 'never' } = {},
) {
  const [module, setModule] = useState<T | null>(null);
  // A module that arrives after unmount (navigated away, test torn down) is not put into state.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    importer().then(
      (m) => {
        if (mounted.current) setModule(() => m);
      },
      (error: unknown) => console.error('Failed to load a module', error),
    );
  }, [importer]);
  useEffect(() => (prefetch === 'never' ? undefined : prefetch === 'always' ? whenIdle(load) : prefetchWhenIdle(load)), [prefetch, load]);
  return { module, load };
}

/**
 * A popup (dropdown, dialog) whose module is kept out of the first load. Until the module has arrived,
 * the trigger's click (`onTriggerClick`) fetches it and opens the popup as soon as it renders; after that
 * the popup's own trigger handling takes over (`onTriggerClick` is undefined).
 */
export function useLazyPopup<T>(importer: () => Promise<T>) {
  const [open, setOpen] = useState(false);
  const { module, load } = useLazyModule(importer);
  const onTriggerClick = module
    ? undefined
    : () => {
        setOpen(true);
        load();
      };
  return { module, open, setOpen, onTriggerClick };
}
