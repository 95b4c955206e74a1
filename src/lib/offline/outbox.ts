import { onlineManager, type Mutation, type MutationOptions } from '@tanstack/react-query';
import { transportFailure } from './transport-failure';

/**
 * The outbox: every write of a record is one keyed TanStack mutation under OUTBOX_KEY (declared once with
 * defineWrite, its request registered by registerWrites, saved by useOutboxSave). They run in one scope: they
 * reach the server one after another in the order they were made (a casino session before the cash added to
 * it, one "+$20" after the other). Offline a write pauses, is saved with the query cache (./query-persister.ts)
 * so it survives a reload or a closed tab, and is sent when the network is back; it retries only failures of the
 * network. Its variables are plain data ({ userId, input }): ids made on the device make a resend harmless.
 *
 * A write a form waits on (made online, `meta.awaited`) is not counted as waiting in the sync bar and, if it
 * fails, goes back to the form instead of the list of refused writes.
 */
export const OUTBOX_KEY = 'outbox';
export const OUTBOX_SCOPE = { id: OUTBOX_KEY };

/** What every outbox write sends: the user it was made by and the write's input. */
export interface OutboxVariables<T = unknown> {
  userId: string;
  input: T;
  /** What the lists show for it while it waits (e.g. the names of a new row's casino), never sent. */
  display?: unknown;
}

/** A failure of the network, not of the request: the write waits for the next connection. */
export function isNetworkError(error: unknown): boolean {
  return !onlineManager.isOnline() || transportFailure(error) === 'network';
}

/** The options every outbox mutation shares. */
export const outboxOptions = {
  scope: OUTBOX_SCOPE,
  // The network: wait for it (paused while offline). A 5xx: a few more tries, then listed as refused.
  retry: (failureCount: number, error: unknown) =>
    isNetworkError(error) ? failureCount < 50 : transportFailure(error) === 'server' && failureCount < 5,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} satisfies Partial<MutationOptions<unknown, Error, never>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutation of the cache
type AnyMutation = Mutation<any, any, any, any>;

export const isOutboxMutation = (m: AnyMutation) => m.options.mutationKey?.[0] === OUTBOX_KEY;

/** A write a form is waiting on (sent online): its failure is the form's to tell. */
const isAwaited = (m: AnyMutation) => m.options.meta?.awaited === true;

/** A write not answered yet (waiting for the network or its turn, or being sent) that no form waits on: the sync bar counts it. */
export const isWaitingWrite = (m: AnyMutation) => isOutboxMutation(m) && !isAwaited(m) && m.state.status === 'pending';

/** A write that must be fixed or discarded by the user: it failed for a reason other than the network. */
export const isFailedOutboxMutation = (m: AnyMutation) => isOutboxMutation(m) && !isAwaited(m) && m.state.status === 'error';

/** A write the lists show on its row: not answered yet (awaited or not), or refused. */
export const isShownWrite = (m: AnyMutation) => isOutboxMutation(m) && (m.state.status === 'pending' || isFailedOutboxMutation(m));

/** The error's message for the user. */
export function outboxErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return 'The server refused this change';
}

/** Why a write without a signed-in user is not made. */
export const NOT_AUTHENTICATED = 'User must be authenticated';

export const SAVED_OFFLINE = 'Saved on this device. It syncs when you are back online.';

/** True when a write made now waits in the outbox instead of going to the server. */
export const willWaitForNetwork = () => !onlineManager.isOnline();
