import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AuthContext } from '../auth-context';
import { toast } from '../toast';
import type { WriteMeta } from '../write-errors';
import { reloadAction, type ReloadOptions } from '../writes';
import type { Write, WriteVersion, WaitingWrite } from './define-write';
import { isOutboxMutation, NOT_AUTHENTICATED, SAVED_OFFLINE, willWaitForNetwork, type OutboxVariables } from './outbox';
import { isOutboxReady, subscribeOutboxReady } from './outbox-ready';

/**
 * What became of a save: sent (the server answered) or kept on this device (offline: it waits in the outbox, is
 * listed "Waiting to sync" and sent in order when the network is back).
 */
export type SaveOutcome = 'sent' | 'saved-on-device';
export type SaveOptions = ReloadOptions & { onDone?: (outcome: SaveOutcome) => void; onSettled?: () => void };

/** The outbox's writes not answered yet, oldest first, as a fold sees them, with their mutations. */
function waitingWrites(client: QueryClient) {
  const mutations = client.getMutationCache().findAll({ predicate: (m) => isOutboxMutation(m) && m.state.status === 'pending' });
  const waiting = mutations.map((m): WaitingWrite => ({
    key: m.options.mutationKey ?? [],
    input: (m.state.variables as OutboxVariables | undefined)?.input,
    // Under way, tried already (its request may have reached the server) or awaited by a form: never dropped.
    sending: !m.state.isPaused || m.state.failureCount > 0 || m.options.meta?.awaited === true,
  }));
  return { mutations, waiting };
}

/** Folds a new write into the waiting ones (the write's own fold rule): drops those it replaces, returns what to send. */
function fold<I>(client: QueryClient, write: Write<I>, input: I): I | null {
  if (!write.fold) return input;
  const { mutations, waiting } = waitingWrites(client);
  const decision = write.fold(input, waiting);
  for (const dropped of decision.drop) {
    const at = waiting.indexOf(dropped);
    if (at >= 0 && !dropped.sending) client.getMutationCache().remove(mutations[at]);
  }
  return decision.input;
}

/** True while the same write (a double press) is being sent for a form. */
function beingSent<I>(client: QueryClient, write: Write<I>, input: I): boolean {
  const same = write.once ?? write.row;
  return client
    .getMutationCache()
    .findAll({ mutationKey: write.key, predicate: (m) => m.state.status === 'pending' && m.options.meta?.awaited === true })
    .some((m) => same((m.state.variables as OutboxVariables<I>).input) === same(input));
}

/**
 * The one save of a write kind, online or offline (a form calls `save(input)` and nothing else; it never
 * branches on the network):
 * - online the write is sent now, behind any write still waiting (one queue): its toast, then `onDone('sent')`; a
 *   failure keeps the form and says why (with Reload for "changed elsewhere" / "no longer exists"; `refused`
 *   holds it for an inline notice);
 * - offline it waits in the outbox: "Saved on this device", then `onDone('saved-on-device')` at once.
 * Either way it shows on its row at once (project). The state comes from TanStack's useMutation; a second press
 * of the same write while it is sent is ignored, a new write (another "+$20") queues behind it.
 */
export function useOutboxSave<I>(write: Write<I>, { onDone, onSettled, onReload }: SaveOptions = {}) {
  const client = useQueryClient();
  const userId = useContext(AuthContext)?.user?.id;
  const { words } = write;
  const reload = reloadAction(() => Promise.all(write.refresh.map((queryKey) => client.invalidateQueries({ queryKey }))), { onReload });
  // A failure the form waits for is told by the MutationCache (lib/write-errors.ts): refused (with Reload), no
  // connection, a player's mistake or a lost race (its words under the title), else the server's message.
  const failure: WriteMeta = {
    errorText: words.failed,
    errorTitle: words.titledError ? undefined : words.failed,
    serverText: true,
    onReload: reload,
  };
  const sent = useMutation<WriteVersion | null, Error, OutboxVariables<I>>({
    mutationKey: write.key,
    meta: { label: words.label, awaited: true, ...failure },
    retry: false,
  });
  // One kept on the device is listed in the sync bar if it is refused later (no toast).
  const queued = useMutation<WriteVersion | null, Error, OutboxVariables<I>>({ mutationKey: write.key, meta: { label: words.label } });

  // Presses made before the write kinds are registered (the card shown from the device's copy on a slow start):
  // sent once they are, in the order pressed, after useMutation has taken the registered request (its options
  // are read when it renders; without the request TanStack would fail the write).
  const ready = useSyncExternalStore(subscribeOutboxReady, isOutboxReady, isOutboxReady);
  const early = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (ready) for (const press of early.current.splice(0)) press();
  }, [ready]);

  const save = (input: I, after?: () => void): void => {
    if (!userId) return void toast.error(words.failed, { description: NOT_AUTHENTICATED });
    if (ready) send(userId, input, after);
    else early.current.push(() => send(userId, input, after));
  };
  const send = (userId: string, input: I, after?: () => void): void => {
    if (beingSent(client, write, input)) return;
    const toSend = fold(client, write, input);
    const keptOnDevice = () => {
      after?.();
      toast.success(SAVED_OFFLINE);
      onDone?.('saved-on-device');
      onSettled?.();
    };
    if (toSend === null) return void keptOnDevice();
    const variables: OutboxVariables<I> = { userId, input: toSend, display: write.describe?.(client, toSend) };
    if (willWaitForNetwork()) {
      queued.mutate(variables);
      return void keptOnDevice();
    }
    sent
      .mutateAsync(variables)
      .then(
        () => {
          after?.();
          // One toast per kind on screen: five quick "+$20" say it once.
          toast.success(words.sent, { id: write.key.join('/') });
          onDone?.('sent');
        },
        () => undefined, // told by the MutationCache (above); the form keeps its data
      )
      .finally(() => onSettled?.());
  };
  return { save, isPending: sent.isPending, refused: sent.error, reload };
}
