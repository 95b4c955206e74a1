import type { QueryClient } from '@tanstack/react-query';
import { outboxOptions } from '@/lib/outbox';
import { sessionKeys, slotOutboxKeys } from '@/features/sessions/api/session-keys';
import type { CreateSlotSessionVariables } from '@/features/sessions/api/create-slot-session';
import type { UpdateSlotSessionVariables } from '@/features/sessions/api/update-slot-session';
import type { DeleteSlotSessionVariables } from '@/features/sessions/api/delete-slot-session';

/** A mutationFn whose module is fetched on first use (the writes' modules stay out of the first load). */
const lazyFn =
  <V>(load: () => Promise<(variables: V) => Promise<void>>) =>
  async (variables: V) =>
    (await load())(variables);

/**
 * What each outbox key does, for writes restored from IndexedDB after a reload (they carry only their
 * key and variables): the request, the retry policy and the caches to refresh once it has synced.
 */
export function registerOutboxWrites(client: QueryClient): void {
  const refreshSessions = () => client.invalidateQueries({ queryKey: sessionKeys.all });
  const sessions = () => import('@/features/sessions/api/outbox-writes');
  client.setMutationDefaults(slotOutboxKeys.create, {
    ...outboxOptions,
    mutationFn: lazyFn<CreateSlotSessionVariables>(() => sessions().then((m) => m.createSlotSession)),
    onSuccess: refreshSessions,
  });
  client.setMutationDefaults(slotOutboxKeys.update, {
    ...outboxOptions,
    mutationFn: lazyFn<UpdateSlotSessionVariables>(() => sessions().then((m) => m.updateSlotSession)),
    onSuccess: refreshSessions,
  });
  client.setMutationDefaults(slotOutboxKeys.delete, {
    ...outboxOptions,
    mutationFn: lazyFn<DeleteSlotSessionVariables>(() => sessions().then((m) => m.deleteSlotSession)),
    onSuccess: refreshSessions,
  });
}
