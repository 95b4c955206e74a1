import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLazyModule } from '@/hooks/use-lazy-module';
import {
  LEAVE_CANCEL,
  LEAVE_CONFIRM,
  LEAVE_DESCRIPTION,
  LEAVE_TITLE,
  pageUnsavedChanges,
  setLeaveAsker,
} from '@/hooks/use-unsaved-changes';

/** The dialog (Radix AlertDialog) stays out of the shell: fetched when idle after first paint, or at the first ask. */
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');

type Pending = { kind: 'link'; href: string } | { kind: 'history'; delta: number } | { kind: 'action'; leave: () => void };

/** The history index react-router keeps in each entry's state. */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** An in-app link press that would change the page (not a new tab, a download or another site). */
function inAppHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const href = url.pathname + url.search + url.hash;
  return href === window.location.pathname + window.location.search + window.location.hash ? null : href;
}

/**
 * Asks 'Leave without saving?' before a page with unsaved form changes is left: by an in-app link (top
 * bar, bottom bar, menu, Back links), by a Back button that calls leavePage, or by the browser's Back or
 * Forward. Closing or reloading the tab is not asked about (a beforeunload prompt, the only way, is the
 * browser's generic one and cannot say what would be lost).
 * Navigation from code (after a save, Cancel) is not held up. This is the declarative router's stand-in for
 * the data router's useBlocker (see app/router.tsx for why the app keeps the declarative router).
 */
export function UnsavedChangesGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const currentIndex = useRef<number | null>(null);
  const ignoreNextPop = useRef(false);
  const allowNextPop = useRef(false);
  const { module: dialog, load: loadDialog } = useLazyModule(loadConfirmDialog, { prefetch: 'always' });
  const ask = useCallback(
    (next: Pending) => {
      loadDialog(); // at once if the idle prefetch has not brought it yet (a cached import when it has)
      setPending(next);
    },
    [loadDialog],
  );

  useEffect(() => {
    currentIndex.current = historyIndex(window.history.state);
  }, [location]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = inAppHref(event);
      if (!href || !pageUnsavedChanges.hasUnsavedChanges()) return;
      event.preventDefault();
      event.stopPropagation();
      ask({ kind: 'link', href });
    };
    // Capture on window runs before react-router's own popstate listener, so a blocked Back never reaches it.
    const onPopState = (event: PopStateEvent) => {
      if (ignoreNextPop.current) {
        ignoreNextPop.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (allowNextPop.current) {
        allowNextPop.current = false;
        return;
      }
      const to = historyIndex(event.state);
      const from = currentIndex.current;
      if (to === null || from === null || to === from || !pageUnsavedChanges.hasUnsavedChanges()) return;
      event.stopImmediatePropagation();
      ignoreNextPop.current = true;
      window.history.go(from - to); // back to the page being left, then ask
      ask({ kind: 'history', delta: to - from });
    };
    setLeaveAsker((leave) => ask({ kind: 'action', leave }));
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      setLeaveAsker(null);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [ask]);

  const leave = () => {
    if (!pending) return;
    if (pending.kind === 'link') void navigate(pending.href);
    else if (pending.kind === 'action') pending.leave();
    else {
      allowNextPop.current = true;
      window.history.go(pending.delta);
    }
    setPending(null);
  };

  if (!dialog) return null;
  const { ConfirmDialog } = dialog;
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={LEAVE_TITLE}
      description={LEAVE_DESCRIPTION}
      confirmLabel={LEAVE_CONFIRM}
      cancelLabel={LEAVE_CANCEL}
      onConfirm={leave}
    />
  );
}
