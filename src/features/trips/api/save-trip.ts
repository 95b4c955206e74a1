import { useState } from 'react';
import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { isListedWrite, SAVED_OFFLINE, sendWrite, type OutboxVariables } from '@/lib/offline/outbox';
import { PlayerRefusalError } from '@/lib/write-errors';
import { reloadAction, toastWriteFailure } from '@/lib/writes';
import { words as compAdd } from '../writes/comp-add';
import { words as compDelete } from '../writes/comp-delete';
import { words as costAdd } from '../writes/cost-add';
import { words as costDelete } from '../writes/cost-delete';
import { words as shareCreate } from '../writes/share-create';
import { words as shareRevoke } from '../writes/share-revoke';
import { words as suggestionDismiss } from '../writes/suggestion-dismiss';
import { words as tripCreate } from '../writes/trip-create';
import { words as tripDelete } from '../writes/trip-delete';
import { words as tripUpdate } from '../writes/trip-update';
import { tripKeys, tripOutboxKeys, type TripOutboxKind } from './trip-keys';
import type { TripOutboxInputs } from './trip-writes';

/** Each kind's words: the sync bar's name for it, the toast when sent, the title when it failed. */
const WORDS: Record<TripOutboxKind, { label: string; sent: string; failed: string }> = {
  'trip-create': tripCreate,
  'trip-update': tripUpdate,
  'trip-delete': tripDelete,
  'suggestion-dismiss': suggestionDismiss,
  'cost-add': costAdd,
  'cost-delete': costDelete,
  'comp-add': compAdd,
  'comp-delete': compDelete,
  'share-create': shareCreate,
  'share-revoke': shareRevoke,
};

/** The create a delete undoes while both still wait on the device: the two are dropped, nothing is sent. */
const CREATE_OF: Partial<Record<TripOutboxKind, TripOutboxKind>> = {
  'trip-delete': 'trip-create',
  'cost-delete': 'cost-add',
  'comp-delete': 'comp-add',
  'share-revoke': 'share-create',
};

export type TripSaveOutcome = 'sent' | 'saved-on-device';
export type TripSaveOptions = { onDone?: (outcome: TripSaveOutcome) => void; onReload?: () => void };

type Waiting = Mutation<unknown, Error, OutboxVariables, unknown>;
const kindOf = (m: Waiting) => m.options.mutationKey?.[2] as TripOutboxKind;
const rowIdOf = (m: Waiting) => {
  const input = m.state.variables?.input as { id?: string } | string | undefined;
  return typeof input === 'string' ? input : input?.id;
};

/** The trip writes still waiting on the device (paused: offline, or behind others) for row `id`. */
function waitingFor(client: QueryClient, id: string): Waiting[] {
  return client
    .getMutationCache()
    .findAll({ mutationKey: tripOutboxKeys.all, predicate: (m) => isListedWrite(m) && m.state.isPaused && m.state.status === 'pending' })
    .filter((m) => rowIdOf(m as Waiting) === id) as Waiting[];
}

/**
 * Folds a write into the ones still waiting for the same row. Returns what to send, or null when nothing needs to be:
 * - deleting (revoking) a row whose create still waits drops both;
 * - an edit of a trip whose create still waits becomes part of that create; an edit replaces an earlier waiting
 *   edit of the same trip, keeping its version for the check.
 */
export function foldTripWrite<K extends TripOutboxKind>(
  client: QueryClient,
  kind: K,
  input: TripOutboxInputs[K],
): { kind: TripOutboxKind; input: unknown } | null {
  const cache = client.getMutationCache();
  const create = CREATE_OF[kind];
  if (create) {
    const waiting = waitingFor(client, input as string);
    if (!waiting.some((m) => kindOf(m) === create)) return { kind, input };
    waiting.forEach((m) => cache.remove(m));
    return null;
  }
  if (kind === 'trip-update') {
    const edit = input as TripOutboxInputs['trip-update'];
    const waiting = waitingFor(client, edit.id);
    const created = waiting.find((m) => kindOf(m) === 'trip-create');
    waiting.filter((m) => kindOf(m) === 'trip-update' || m === created).forEach((m) => cache.remove(m));
    if (created) return { kind: 'trip-create', input: { ...(created.state.variables!.input as object), ...edit.values, id: edit.id } };
    const earlier = waiting.find((m) => kindOf(m) === 'trip-update')?.state.variables?.input as TripOutboxInputs['trip-update'] | undefined;
    return { kind, input: earlier ? { ...edit, updatedAt: earlier.updatedAt } : edit };
  }
  return { kind, input };
}

/**
 * The one way a trip write is saved: a form calls `save(input)` and nothing else. Online it is sent at once (its
 * toast, then `onDone('sent')`; a failure keeps the form and says why); offline it waits in the outbox, kept on the
 * device and sent in order when the network is back ("Saved on this device", then `onDone('saved-on-device')`).
 */
export function useTripSave<K extends TripOutboxKind>(kind: K, { onDone, onReload }: TripSaveOptions = {}) {
  const client = useQueryClient();
  const { user } = useAuth();
  const [pending, setPending] = useState(false);
  const words = WORDS[kind];
  const reload = reloadAction(() => client.invalidateQueries({ queryKey: tripKeys.all }), { onReload });
  const save = (input: TripOutboxInputs[K]) => {
    if (pending) return;
    if (!user) return void toast.error(words.failed, { description: 'Not authenticated' });
    const write = foldTripWrite(client, kind, input);
    const sent = write
      ? sendWrite(client, tripOutboxKeys.of(write.kind), WORDS[write.kind].label, { userId: user.id, input: write.input })
      : null;
    if (!sent || sent.waiting) {
      toast.success(sent ? SAVED_OFFLINE : words.sent);
      onDone?.(sent ? 'saved-on-device' : 'sent');
      if (!sent) void client.invalidateQueries({ queryKey: tripKeys.all });
      return;
    }
    setPending(true);
    sent.answer
      .then(
        () => {
          toast.success(words.sent);
          onDone?.('sent');
        },
        (error: unknown) => {
          if (toastWriteFailure(error, words.failed, kind.endsWith('-create') || kind.endsWith('-add') ? undefined : reload)) return;
          toast.error(words.failed, { description: error instanceof PlayerRefusalError ? error.message : undefined });
        },
      )
      .finally(() => setPending(false));
  };
  return { save, isPending: pending };
}
