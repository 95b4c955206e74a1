import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll offsets by history entry (location.key), kept for the tab's life so Back and reload find them. */
const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as [string, number][]) : [];
  } catch {
    return [];
  }
}

function store() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Private mode or a full quota: positions still live for this page load.
  }
}

/** Whether no screen has been laid out by this component since the page loaded. */
let firstLayout = true;

/** How many frames a restore waits for the page to grow tall enough (data still loading). */
const RESTORE_FRAMES = 60;

/**
 * The data router's <ScrollRestoration> for the declarative router: every new screen opens at the top;
 * Back and Forward return to where that screen was left. A search-parameter change in place (a tab or a
 * filter, replaced in the URL) keeps the position.
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remember this entry's position while it is on screen.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const onHide = () => {
      positions.set(key, window.scrollY);
      store();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      store();
    };
  }, [key]);

  useLayoutEffect(() => {
    const samePath = previousPath.current === pathname;
    previousPath.current = pathname;
    if (navigationType === 'REPLACE' && samePath) return;
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    const stored = positions.get(key);
    const first = firstLayout;
    firstLayout = false;
    // The page just loaded with nothing stored for this entry: it is at the top already, and scrolling there (then
    // reading scrollY) would force a layout of the first screen (~40 ms of a 4x-throttled phone's start).
    if (first && stored === undefined) return;
    const target = stored ?? 0;
    let frame = 0;
    let left = RESTORE_FRAMES;
    const stop = () => cancelAnimationFrame(frame);
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && --left > 0) frame = requestAnimationFrame(attempt);
    };
    attempt();
    // The player scrolling first wins over a restore still waiting for content.
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [key, pathname, navigationType]);

  return null;
}
