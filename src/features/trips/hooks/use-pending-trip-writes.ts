import { isListedWrite, type OutboxVariables } from '@/lib/offline/outbox';
import { useOutboxState } from '@/lib/offline/use-offline-state';
import { tripOutboxKeys } from '../api/trip-keys';
import type { PendingTripWrite } from '../lib/pending-trip-rows';

/** The trip writes still in the outbox (waiting or refused), oldest first. */
export function usePendingTripWrites(): PendingTripWrite[] {
  return useOutboxState(
    { mutationKey: tripOutboxKeys.all, predicate: isListedWrite },
    (m) => {
      const v = m.state.variables as OutboxVariables;
      return { kind: m.options.mutationKey?.[2], failed: m.state.status === 'error', input: v.input } as PendingTripWrite;
    },
    { holdAnswered: true },
  );
}
