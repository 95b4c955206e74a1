import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyWrite, WriteVersion } from './define-write';
import { isOutboxMutation, OUTBOX_KEY, outboxOptions, type OutboxVariables } from './outbox';
import { recordOwnStep, versionAfterOwnWrites } from './own-versions';

/** Sends one write: its request with the version it applies on, and notes the version it left (own-versions.ts). */
export async function runWrite(write: AnyWrite, variables: OutboxVariables): Promise<WriteVersion | null> {
  const row = write.row(variables.input);
  const base = write.creates?.(variables.input) ? '' : write.madeOn ? versionAfterOwnWrites(row, write.madeOn(variables.input)) : null;
  const version = (await write.request({ ...variables, base })) ?? null;
  if (version) recordOwnStep(row, version.from === undefined ? base : version.from, version.to);
  return version;
}

/** The write kinds, or a loader of them (app/ loads them on the first write, not at start). */
export type WriteKinds = readonly AnyWrite[] | (() => Promise<readonly AnyWrite[]>);

/**
 * Registers the outbox's request for every write kind, once, by app/ when someone is signed in: one mutation
 * default under the outbox's key (with the outbox's retry policy and scope) that finds the kind by the write's
 * own key, so a write restored from the device after a reload knows what to send. Given a loader, the kinds
 * (their requests, zod schemas and row projections) are loaded when the first write is sent, not at start; a
 * loader that fails (offline, its chunk not cached) is asked again by the next attempt.
 *
 * Once a write is answered its row is held in the lists' cache (what the server now has, whatever the network
 * does next), and the lists are fetched again once no write is left to send: 200 writes synced after a day
 * offline refetch each list once, not 200 times (each costing the server a list query while the writes wait).
 * A refusal refreshes them too: the list then shows the server's truth beside it.
 */
export function registerWrites(client: QueryClient, kinds: WriteKinds): void {
  const byKey = (writes: readonly AnyWrite[]) => new Map(writes.map((w) => [JSON.stringify(w.key), w]));
  let loaded: Promise<Map<string, AnyWrite>> | null = typeof kinds === 'function' ? null : Promise.resolve(byKey(kinds));
  const load = (): Promise<Map<string, AnyWrite>> => {
    if (loaded) return loaded;
    const loading = (kinds as () => Promise<readonly AnyWrite[]>)().then(byKey);
    loading.catch(() => (loaded = null));
    return (loaded = loading);
  };
  const writeOf = async (key: QueryKey | undefined): Promise<AnyWrite> => {
    const write = (await load()).get(JSON.stringify(key));
    if (!write) throw new Error(`This app cannot send a write of kind ${JSON.stringify(key)}`);
    return write;
  };
  const due = new Map<string, QueryKey>();
  const refresh = (keys: readonly QueryKey[]) => {
    for (const key of keys) due.set(JSON.stringify(key), key);
    // The answered write is still pending while its callbacks run: any other pending write is still to be sent.
    const pending = client.getMutationCache().findAll({ predicate: (m) => isOutboxMutation(m) && m.state.status === 'pending' });
    if (pending.length > 1) return;
    const keysDue = [...due.values()];
    due.clear();
    // Not awaited: the write is done when the server has answered (a returned promise would hold the form's
    // "saved" toast, and the next write in the scope, until every list had refetched).
    for (const queryKey of keysDue) void client.invalidateQueries({ queryKey });
  };
  client.setMutationDefaults([OUTBOX_KEY], {
    ...outboxOptions,
    mutationFn: async (variables: OutboxVariables, { mutationKey }) => runWrite(await writeOf(mutationKey), variables),
    onSuccess: async (version: WriteVersion | null, variables: OutboxVariables, _result, { mutationKey }) => {
      const write = await writeOf(mutationKey);
      const project = write.project;
      // A list that cannot take it is fetched again below; the write itself is done.
      if (project)
        await project.rows
          .hold(client, (rows) => project.apply(rows, { ...variables, state: 'sent', version: version?.to }))
          .catch((error: unknown) => console.warn('An answered write could not be shown', error));
      refresh(write.refresh);
    },
    onError: async (_error, _variables, _result, { mutationKey }) => {
      const write = await writeOf(mutationKey).catch(() => null);
      refresh(write?.refresh ?? []);
    },
  });
}
