import { onlineManager, type Mutation, type MutationOptions } from '@tanstack/react-query';

/**
 * The outbox: writes made without a network wait as paused React Query mutations, saved with the query
 * cache (src/lib/query-persister.ts) so they survive a reload or a closed tab. Every outbox mutation
 * has a key under OUTBOX_KEY (app/offline registers a mutationFn per key, for the ones restored after a
 * reload), runs in one scope (so they reach the server one after another, in the order they were made)
 * and retries only failures of the network (a lost connection mid-sync waits for the next one).
 * Creates carry an id made on this device, so a retry can never make a second row.
 */
export const OUTBOX_KEY = 'outbox';
export const OUTBOX_SCOPE = { id: OUTBOX_KEY };

/** A failure of the network, not of the request (supabase-js reports "TypeError: Failed to fetch"). */
export function isNetworkError(error: unknown): boolean {
  if (!onlineManager.isOnline()) return true;
  const message = error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : String(error);
  return /Failed to fetch|NetworkError|Load failed|fetch failed|Network request failed/i.test(message);
}

/** The options every outbox mutation shares. */
export const outboxOptions = {
  scope: OUTBOX_SCOPE,
  retry: (failureCount: number, error: unknown) => isNetworkError(error) && failureCount < 50,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} satisfies Partial<MutationOptions<unknown, Error, never>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutation of the cache
type AnyMutation = Mutation<any, any, any, any>;

export const isOutboxMutation = (m: AnyMutation) => m.options.mutationKey?.[0] === OUTBOX_KEY;

/** A write that must be fixed or discarded by the user: it failed for a reason other than the network. */
export const isFailedOutboxMutation = (m: AnyMutation) => isOutboxMutation(m) && m.state.status === 'error';

/** The error's message for the user. */
export function outboxErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return 'The server refused this change';
}

export const SAVED_OFFLINE = 'Saved on this device. It syncs when you are back online.';

/** True when a write made now waits in the outbox instead of going to the server. */
export const willWaitForNetwork = () => !onlineManager.isOnline();
