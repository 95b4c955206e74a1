import type { QueryClient } from '@tanstack/react-query';
import { outboxOptions, type OutboxVariables } from '@/lib/outbox';
import { W2G_CREATE_OUTBOX_KEY } from '@/api/w2g-outbox';
import type { CreateW2gJackpotInput } from '@/features/w2g/api/create-w2g-jackpot';
import { w2gKeys } from '@/features/w2g/api/w2g-keys';
import { SESSION_OUTBOX_KINDS, sessionKeys, sessionOutboxKeys } from '@/features/sessions/api/session-keys';

/**
 * What each outbox key sends, for writes queued offline and for those restored from IndexedDB after a
 * reload (they carry only their key and variables): the request (its module is fetched on first use, so the
 * writes stay out of the first load), the retry policy and the caches to refresh once it has synced.
 */
export function registerOutboxWrites(client: QueryClient): void {
  const refreshSessions = () => client.invalidateQueries({ queryKey: sessionKeys.all });
  for (const kind of SESSION_OUTBOX_KINDS) {
    client.setMutationDefaults(sessionOutboxKeys.of(kind), {
      ...outboxOptions,
      mutationFn: async (variables: OutboxVariables<never>) => {
        const { sessionOutboxWrites } = await import('@/features/sessions/api/outbox-writes');
        await sessionOutboxWrites[kind](variables);
      },
      onSuccess: refreshSessions,
    });
  }
  // The jackpot's photo is uploaded before its row (createW2gJackpot), both under the jackpot's own id.
  client.setMutationDefaults(W2G_CREATE_OUTBOX_KEY, {
    ...outboxOptions,
    mutationFn: async ({ userId, input }: OutboxVariables<CreateW2gJackpotInput>) => {
      const { createW2gJackpot } = await import('@/features/w2g/api/create-w2g-jackpot');
      await createW2gJackpot(userId, input);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: w2gKeys.all }),
  });
}
