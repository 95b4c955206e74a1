import { useCallback, useSyncExternalStore } from 'react';
import { onlineManager, useIsMutating, useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { isFailedOutboxMutation, isListedWrite, outboxErrorMessage } from './outbox';

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

/** A change that has not reached the server yet: waiting for the network, or being sent. */
export const isWaitingChange = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  isListedWrite(mutation) && mutation.state.status === 'pending';

export const waitingLabel = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting to sync`;

/** How many changes are waiting to sync (the outbox). */
export const useWaitingChanges = (): number => useIsMutating({ predicate: isListedWrite });

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
  return useMutationState({
    filters: { predicate: isFailedOutboxMutation },
    select: (m) => ({
      mutationId: m.mutationId,
      label: typeof m.meta?.label === 'string' ? m.meta.label : 'A change',
      reason: outboxErrorMessage(m.state.error),
    }),
  });
}
