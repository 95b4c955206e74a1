import { useCallback, useState, useSyncExternalStore } from 'react';
import {
  onlineManager,
  replaceEqualDeep,
  useQueryClient,
  type Mutation,
  type MutationCache,
  type MutationFilters,
} from '@tanstack/react-query';
import { isFailedOutboxMutation, isListedWrite, outboxErrorMessage } from './outbox';

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

/** At most one update of the outbox's state on screen per this many ms while its writes are being answered. */
export const OUTBOX_UI_MS = 250;

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** The outbox's state as `select` picks it, for useSyncExternalStore: its changes told at most once per OUTBOX_UI_MS. */
function outboxStore<T>(cache: MutationCache, filters: MutationFilters, select: (mutation: AnyMutation) => T) {
  let shown: T[] = [];
  let fresh = true;
  const read = () => {
    shown = replaceEqualDeep(
      shown,
      cache.findAll(filters).map((m) => select(m)),
    );
    return shown;
  };
  return {
    subscribe(onChange: () => void) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let last = 0;
      const off = cache.subscribe(() => {
        if (timer) return;
        timer = setTimeout(
          () => {
            timer = undefined;
            last = Date.now();
            fresh = false;
            onChange();
          },
          Math.max(0, last + OUTBOX_UI_MS - Date.now()),
        );
      });
      // A change between the first render and this subscription shows now.
      const before = shown;
      if (read() !== before) onChange();
      return () => {
        off();
        if (timer) clearTimeout(timer);
      };
    },
    getSnapshot() {
      if (!fresh) {
        read();
        fresh = true;
      }
      return shown;
    },
    init() {
      read();
      return this;
    },
  };
}

/**
 * `useMutationState` for the outbox, at most one update per OUTBOX_UI_MS: 200 writes synced after a day
 * offline change the outbox some 800 times, and each change re-rendered the lists that show its waiting rows
 * (their own render and layout at every write). The first change after a quiet moment shows at once.
 * `filters` and `select` are read once (the first render's).
 */
export function useOutboxState<T>(filters: MutationFilters, select: (mutation: AnyMutation) => T): T[] {
  const cache = useQueryClient().getMutationCache();
  const [store] = useState(() => outboxStore(cache, filters, select).init());
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
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
