import { useMutationState } from '@tanstack/react-query';
import { slotOutboxKeys } from '../api/session-keys';
import type { PendingSlotWrite } from '../lib/pending-slot-rows';

/** The slot session writes still in the outbox (waiting or refused), oldest first. */
export function usePendingSlotWrites(): PendingSlotWrite[] {
  return useMutationState({
    filters: { mutationKey: slotOutboxKeys.all, predicate: (m) => m.state.status === 'pending' || m.state.status === 'error' },
    select: (m) => ({ kind: m.options.mutationKey?.[2], failed: m.state.status === 'error', variables: m.state.variables }) as PendingSlotWrite,
  });
}
