import type { QueryClient } from '@tanstack/react-query';
import { outboxOptions, refreshAfterWrite, type OutboxVariables } from '@/lib/offline/outbox';
import { SESSION_OUTBOX_KINDS, sessionKeys, sessionOutboxKeys } from './session-keys';

/**
 * The session writes, one keyed mutation per kind (saved by ./save-session.ts, online or offline, and restored
 * from the device after a reload with only their key and variables): the request (its module is fetched on
 * first use, so the writes stay out of the first load), the outbox's retry policy and scope, and the caches
 * to refresh once it is answered (a refusal too: the list then shows the server's truth beside it).
 */
export function registerSessionWrites(client: QueryClient): void {
  // Not awaited: the write is done when the server has answered; the lists catch up on their own (a returned
  // promise would hold the form's 'saved' toast, and the next write in the scope, until every list had refetched),
  // once the outbox has sent every write waiting (refreshAfterWrite).
  const refresh = () => refreshAfterWrite(client, sessionKeys.all);
  for (const kind of SESSION_OUTBOX_KINDS) {
    client.setMutationDefaults(sessionOutboxKeys.of(kind), {
      ...outboxOptions,
      mutationFn: async (variables: OutboxVariables<never>) => {
        const { sessionOutboxWrites } = await import('./outbox-writes');
        await sessionOutboxWrites[kind](variables);
      },
      onSuccess: refresh,
      onError: refresh,
    });
  }
}
