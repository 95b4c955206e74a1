import { useCallback, useState, useSyncExternalStore } from 'react';
import {
  onlineManager,
  replaceEqualDeep,
  useQueryClient,
  type Mutation,
  type QueryClient,
  type MutationFilters,
} from '@tanstack/react-query';
import type { AnyWrite, ListedWrite } from './define-write';
import { isFailedOutboxMutation, isShownWrite, isWaitingWrite, outboxErrorMessage, type OutboxVariables } from './outbox';

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
function outboxStore<T>(client: QueryClient, filters: MutationFilters, select: (mutation: AnyMutation) => T) {
  const cache = client.getMutationCache();
  let shown: T[] = [];
  // Each write's item as last shown, by mutation id: an unchanged write keeps its object (a row keeps its props).
  let items = new Map<number, T>();
  let fresh = true;
  const read = () => {
    const next = new Map<number, T>();
    for (const m of cache.findAll(filters)) {
      const before = items.get(m.mutationId);
      const item = select(m);
      next.set(m.mutationId, before === undefined ? item : replaceEqualDeep(before, item));
    }
    const same = next.size === items.size && [...next].every(([id, item]) => items.get(id) === item);
    if (same) return shown;
    items = next;
    shown = [...next.values()];
    return shown;
  };
  return {
    subscribe(onChange: () => void) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let last = 0;
      const tell = () => {
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
      };
      const off = cache.subscribe(tell);
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
 * (their own render and layout at every write). The first change after a quiet moment shows at once. An
 * unchanged write's item keeps its object from one update to the next. `filters` and `select` are read once
 * (the first render's).
 */
export function useOutboxState<T>(filters: MutationFilters, select: (mutation: AnyMutation) => T): T[] {
  const client = useQueryClient();
  const [store] = useState(() => outboxStore(client, filters, select).init());
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * The writes of `writes`' kinds that show on their rows (not answered yet, or refused), oldest first, each with
 * its kind: what a list applies over the server's rows (applyWrites). An answered write is no longer here: its
 * row is in the list's cache (registerWrites holds it there), whatever the network does next.
 */
export function useShownWrites(writes: readonly AnyWrite[]): { write: AnyWrite; listed: ListedWrite<unknown> }[] {
  return useOutboxState({ predicate: (m) => isShownWrite(m) && writes.some((w) => sameKey(w.key, m.options.mutationKey)) }, (m) => {
    const { userId, input, display } = m.state.variables as OutboxVariables;
    const write = writes.find((w) => sameKey(w.key, m.options.mutationKey))!;
    return { write, listed: { userId, input, display, state: m.state.status === 'error' ? 'failed' : 'pending' } };
  });
}

const sameKey = (a: readonly unknown[], b: readonly unknown[] | undefined) => !!b && a.length === b.length && a.every((x, i) => x === b[i]);

/** A change that has not reached the server yet: waiting for the network or its turn, or being sent. */
export const isWaitingChange = isWaitingWrite;

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
