import { useCallback, useState, useSyncExternalStore } from 'react';
import {
  onlineManager,
  replaceEqualDeep,
  useQueryClient,
  type Mutation,
  type QueryClient,
  type MutationFilters,
} from '@tanstack/react-query';
import { isFailedOutboxMutation, isListedWrite, onRefreshedAfterWrites, outboxDraining, outboxErrorMessage } from './outbox';

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

/** At most one update of the outbox's state on screen per this many ms while its writes are being answered. */
export const OUTBOX_UI_MS = 250;

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

type StoreOptions = {
  /**
   * Keep showing the writes the server has answered while the outbox drains (see outboxDraining), the rest of
   * the list unchanged: rows made from waiting writes stay on screen, and stay put, until the lists' refresh
   * brings them from the server, instead of leaving one by one (each leaving re-rendered and re-laid out the
   * whole list) and coming back with the refresh. A new or refused write shows at once.
   */
  holdAnswered?: boolean;
};

/** The outbox's state as `select` picks it, for useSyncExternalStore: its changes told at most once per OUTBOX_UI_MS. */
function outboxStore<T>(client: QueryClient, filters: MutationFilters, select: (mutation: AnyMutation) => T, options: StoreOptions) {
  const cache = client.getMutationCache();
  let shown: T[] = [];
  // Each write's item as last shown, by mutation id: an unchanged write keeps its object (a row keeps its props).
  let items = new Map<number, T>();
  let fresh = true;
  const answered = (ids: number[]) => {
    const status = new Map(cache.getAll().map((m) => [m.mutationId, m.state.status]));
    return ids.every((id) => status.get(id) === 'success');
  };
  const read = () => {
    const next = new Map<number, T>();
    for (const m of cache.findAll(filters)) {
      const before = items.get(m.mutationId);
      const item = select(m);
      next.set(m.mutationId, before === undefined ? item : replaceEqualDeep(before, item));
    }
    const same = next.size === items.size && [...next].every(([id, item]) => items.get(id) === item);
    if (same) return shown;
    // Only answered writes left, the rest unchanged, while the outbox drains: the list stays as it is.
    if (
      options.holdAnswered &&
      [...next].every(([id, item]) => items.get(id) === item) &&
      answered([...items.keys()].filter((id) => !next.has(id))) &&
      outboxDraining(client)
    )
      return shown;
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
      const offRefreshed = options.holdAnswered ? onRefreshedAfterWrites(tell) : undefined;
      // A change between the first render and this subscription shows now.
      const before = shown;
      if (read() !== before) onChange();
      return () => {
        off();
        offRefreshed?.();
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
 * unchanged write's item keeps its object from one update to the next. `filters`, `select` and `options`
 * are read once (the first render's).
 */
export function useOutboxState<T>(filters: MutationFilters, select: (mutation: AnyMutation) => T, options: StoreOptions = {}): T[] {
  const client = useQueryClient();
  const [store] = useState(() => outboxStore(client, filters, select, options).init());
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
