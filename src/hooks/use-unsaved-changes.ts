import { createContext, useContext, useEffect, useRef } from 'react';

/** Answers "does this form hold changes not saved yet?" at the moment someone tries to leave. */
export type DirtyCheck = () => boolean;

export interface UnsavedChangesScope {
  register(check: DirtyCheck): () => void;
  hasUnsavedChanges(): boolean;
}

/** A set of forms asked together: the page (the global scope) or one dialog. */
export function createUnsavedChangesScope(): UnsavedChangesScope {
  const checks = new Set<DirtyCheck>();
  return {
    register(check) {
      checks.add(check);
      return () => checks.delete(check);
    },
    hasUnsavedChanges: () => [...checks].some((check) => check()),
  };
}

/** The page's forms (every form outside a dialog): the navigation guard asks this scope. */
export const pageUnsavedChanges = createUnsavedChangesScope();

/** The scope a form registers in: its dialog's, else the page's. */
export const UnsavedChangesContext = createContext<UnsavedChangesScope>(pageUnsavedChanges);

/** Registers `check` in the nearest scope while mounted (the latest `check` is the one asked). */
export function useUnsavedChanges(check: DirtyCheck): void {
  const scope = useContext(UnsavedChangesContext);
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => scope.register(() => latest.current()), [scope]);
}

let askToLeave: ((leave: () => void) => void) | null = null;

/** Set by the page's guard: how to ask before running a leave that is a button, not a link. */
export function setLeaveAsker(asker: ((leave: () => void) => void) | null): void {
  askToLeave = asker;
}

/** Runs `leave` (a Back or Cancel button's navigation) now, or after 'Leave' when the page has unsaved changes. */
export function leavePage(leave: () => void): void {
  if (askToLeave && pageUnsavedChanges.hasUnsavedChanges()) askToLeave(leave);
  else leave();
}

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_DESCRIPTION = 'You have changes that are not saved. If you leave now they are lost.';
export const LEAVE_CONFIRM = 'Leave';
export const LEAVE_CANCEL = 'Keep editing';
