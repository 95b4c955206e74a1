import type { Mutation, QueryClient } from '@tanstack/react-query';
import { slotOutboxKeys } from './session-keys';

type SlotWrite = Mutation<unknown, Error, { id: string; baseUpdatedAt?: string | null }, unknown>;

/** The slot session writes for `id` that still wait for the network (not yet sent). */
function waitingWrites(queryClient: QueryClient, id: string): SlotWrite[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: slotOutboxKeys.all, predicate: (m) => m.state.isPaused && m.state.status === 'pending' })
    .filter((m) => (m.state.variables as { id?: string } | undefined)?.id === id) as SlotWrite[];
}

const kindOf = (m: SlotWrite) => m.options.mutationKey?.[2];

/**
 * Folds a new write of session `id` into the ones still waiting, so the outbox sends what is needed:
 * - an edit replaces an earlier waiting edit (and keeps its base version for the conflict check);
 * - a delete drops the waiting edits; a delete of a session whose create never left the device drops
 *   everything and sends nothing ('done').
 */
export function coalesceWaitingSlotWrites(
  queryClient: QueryClient,
  id: string,
  change: { kind: 'update' | 'delete' },
): 'done' | { baseUpdatedAt: string | null } | undefined {
  const waiting = waitingWrites(queryClient, id);
  if (waiting.length === 0) return undefined;
  const cache = queryClient.getMutationCache();
  const create = waiting.find((m) => kindOf(m) === 'create');
  const updates = waiting.filter((m) => kindOf(m) === 'update');
  if (change.kind === 'delete') {
    waiting.forEach((m) => cache.remove(m));
    return create ? 'done' : undefined;
  }
  if (create || updates.length === 0) return undefined;
  const base = updates[0].state.variables?.baseUpdatedAt ?? null;
  updates.forEach((m) => cache.remove(m));
  return { baseUpdatedAt: base };
}
