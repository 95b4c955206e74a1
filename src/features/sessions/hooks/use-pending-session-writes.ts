import { isListedWrite, type OutboxVariables } from '@/lib/offline/outbox';
import { useOutboxState } from '@/lib/offline/use-offline-state';
import { sessionOutboxKeys } from '../api/session-keys';
import type { PendingDisplay, PendingSessionWrite } from '../lib/pending-session-rows';

/** The session writes still in the outbox (waiting or refused), oldest first. */
export function usePendingSessionWrites(): PendingSessionWrite[] {
  return useOutboxState(
    { mutationKey: sessionOutboxKeys.all, predicate: isListedWrite },
    (m) => {
      const v = m.state.variables as OutboxVariables & { display?: PendingDisplay };
      return {
        kind: m.options.mutationKey?.[2],
        failed: m.state.status === 'error',
        userId: v.userId,
        input: v.input,
        display: v.display,
      } as PendingSessionWrite;
    },
    { holdAnswered: true },
  );
}
