import { useCallback, useRef, useSyncExternalStore } from 'react';
import { onlineManager, replaceEqualDeep, useQueryClient, type Mutation, type MutationFilters } from '@tanstack/react-query';
import { isFailedOutboxMutation, isListedWrite, outboxErrorMessage } from './outbox';

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

/** At most one update of the outbox's state on screen per this many ms while its writes are being answered. */
export const OUTBOX_UI_MS = 250;

/**
 * `useMutationState` for the outbox, at most one update per OUTBOX_UI_MS: 200 writes synced after a day
 * offline change the outbox some 800 times, and each change re-rendered the lists that show its waiting rows
 * (their own render and layout at every write). The first change after a quiet moment shows at once.
 */
export function useOutboxState<T>(filters: MutationFilters, select: (mutation: Mutation<unknown, Error, unknown, unknown>) => T): T[] {
  const cache = useQueryClient().getMutationCache();
  const latest = useRef({ filters, select });
  latest.current = { filters, select };
  const snapshot = useRef<T[] | null>(null);
  const shown = useRef<T[]>([]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let last = 0;
      const off = cache.subscribe(() => {
        if (timer) return;
        timer = setTimeout(
          () => {
            timer = undefined;
            last = Date.now();
            snapshot.current = null;
            onChange();
          },
          Math.max(0, last + OUTBOX_UI_MS - Date.now()),
        );
      });
      // A change between the first render and this subscription shows now.
      const { filters: f, select: pick } = latest.current;
      const fresh = replaceEqualDeep(
        shown.current,
        cache.findAll(f).map((m) => pick(m)),
      );
      if (fresh !== shown.current) {
        snapshot.current = shown.current = fresh;
        onChange();
      }
      return () => {
        off();
        if (timer) clearTimeout(timer);
      };
    },
    [cache],
  );
  const getSnapshot = () => {
    if (!snapshot.current) {
      const { filters: f, select: pick } = latest.current;
      snapshot.current = shown.current = replaceEqualDeep(
        shown.current,
        cache.findAll(f).map((m) => pick(m)),
      );
    }
    return snapshot.current;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** A change that has not reached the server yet: waiting for the network, or being sent. */
export const isWaitingChange = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  isListedWrite(mutation) && mutation.state.status === 'pending';

export const waitingLabel = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting to sync`;

/** How many changes are waiting to sync (the outbox). */
export const useWaitingChanges = (): number => useOutboxState({ predicate: isWaitingChange }, () => true).length;

/** When the oldest data on screen was fetched (ms), or null when nothing cached is shown. */
export function useShownDataFetchedAt(): number | null {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  return useSyncExternalStore(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    () => {
      const times = cache
        .getAll()
        .filter((q) => q.getObserversCount() > 0 && q.state.dataUpdatedAt > 0)
        .map((q) => q.state.dataUpdatedAt);
      return times.length ? Math.min(...times) : null;
    },
  );
}

export interface FailedChange {
  mutationId: number;
  label: string;
  reason: string;
}

/** Outbox writes the server refused (they stay until the user retries or discards them). */
export function useFailedChanges(): FailedChange[] {
  return useOutboxState({ predicate: isFailedOutboxMutation }, (m) => ({
    mutationId: m.mutationId,
    label: typeof m.meta?.label === 'string' ? m.meta.label : 'A change',
    reason: outboxErrorMessage(m.state.error),
  }));
}
