import type { QueryClient } from '@tanstack/react-query';
import { outboxOptions, refreshAfterWrite, type OutboxVariables } from '@/lib/offline/outbox';
import { SESSIONS_ROOT } from '@/api/query-roots';
import { W2G_CREATE_OUTBOX_KEY } from '@/api/w2g-outbox';
import type { CreateW2gJackpotInput } from './create-w2g-jackpot';
import { w2gKeys } from './w2g-keys';

/**
 * The W2G create, one keyed mutation (saved by ./save-w2g-jackpot.ts, online or offline): the jackpot's photo
 * is uploaded before its row (createW2gJackpot), both under the jackpot's own id, so a resend records it once.
 */
export function registerW2gWrites(client: QueryClient): void {
  // Not awaited: the write is done when the server has answered; the lists catch up on their own (a returned
  // promise would hold the form's 'saved' toast, and the next write in the scope, until every list had refetched),
  // once the outbox has sent every write waiting (refreshAfterWrite).
  // A jackpot linked to a slot session moves that session's result (Home's statistics, Sessions): those too.
  const refresh = () => {
    refreshAfterWrite(client, w2gKeys.all);
    refreshAfterWrite(client, [SESSIONS_ROOT]);
  };
  client.setMutationDefaults(W2G_CREATE_OUTBOX_KEY, {
    ...outboxOptions,
    mutationFn: async ({ userId, input }: OutboxVariables<CreateW2gJackpotInput>) => {
      const { createW2gJackpot } = await import('./create-w2g-jackpot');
      await createW2gJackpot(userId, input);
    },
    onSuccess: refresh,
    onError: refresh,
  });
}
