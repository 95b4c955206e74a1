import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { OUTBOX_KEY, type OutboxVariables } from './outbox';

/** 'pending' waits in the outbox (or is being sent), 'failed' was refused by the server (listed in the sync bar). */
export type SyncState = 'pending' | 'failed';
/** A row as a list shows it: marked while a write of it waits or was refused; `localOnly` rows exist only on this device so far. */
export type Shown<T> = T & { syncState?: SyncState; localOnly?: boolean };

/** What the player is told of a write: its name in the sync bar, the toast once sent, the title of a failure. */
export interface WriteWords {
  label: string;
  sent: string;
  failed: string;
  /** The failure toast is titled 'Error' with `failed` (or the server's message) under it: the spec's W2G wording. */
  titledError?: boolean;
}

/** The versions (updated_at) a write moved its row from and to (see ./own-versions.ts); null when not known. */
export type WriteVersion = { from?: string | null; to: string | null };

/** A write as its list shows it: waiting (or being sent), refused, or answered ('sent', with the version it made). */
export interface ListedWrite<I, D = unknown> {
  input: I;
  userId: string;
  display?: D;
  state: SyncState | 'sent';
  version?: string | null;
}

/** Where rows of one kind are cached: `hold` applies an answered write to every cached copy of them. */
export interface RowCache<R> {
  hold(client: QueryClient, apply: (rows: Shown<R>[]) => Shown<R>[]): Promise<void>;
}

/** A write of the outbox not answered yet, as a fold sees it. `sending`: under way or awaited by a form (never dropped). */
export interface WaitingWrite {
  key: readonly unknown[];
  input: unknown;
  sending: boolean;
}

/** A fold's decision: the input to send (null: nothing to send) and the waiting writes it replaces. */
export interface Fold<I> {
  input: I | null;
  drop: WaitingWrite[];
}

export interface WriteSpec<I, R, D> {
  /** [feature, kind]; the mutation key is ['outbox', feature, kind]. Writes wait on devices under it: never renamed. */
  kind: readonly [string, string];
  words: WriteWords;
  /** The record it writes: folds and the version chain go by it. */
  row(input: I): string;
  /** What makes two presses the same write (a second press while the first is being sent is ignored); default `row`. */
  once?(input: I): string;
  /** Whether it makes its row (no Reload on a refusal: there is nothing to reload yet). */
  creates?(input: I): boolean;
  /** The version (updated_at) an edit was made on: it is sent as `base`, moved on by this device's own writes since. */
  madeOn?(input: I): string;
  /** The request, safe to send again (ids made on the device). `base`: see madeOn ('' for a create, null without one). */
  request(variables: OutboxVariables<I> & { base: string | null }): Promise<WriteVersion | void>;
  /** The caches it changes, refreshed once the outbox has nothing left to send. */
  refresh: readonly QueryKey[];
  /** What its waiting row shows besides its input (e.g. the casino's name), from what the device has cached. */
  describe?(client: QueryClient, input: I): D;
  /** How it shows on its rows: while it waits (marked), and in the cache once answered (until the list is fetched again). */
  project?: { rows: RowCache<R>; apply(rows: Shown<R>[], write: ListedWrite<I, D>): Shown<R>[] };
  /** How it folds into the writes still waiting when it is made (default: it joins them as it is). */
  fold?(input: I, waiting: WaitingWrite[]): Fold<I>;
}

/** A declared write: its spec, its mutation key and a guard for the waiting writes of its kind. */
export interface Write<I, R = unknown, D = unknown> extends WriteSpec<I, R, D> {
  key: readonly [typeof OUTBOX_KEY, string, string];
  /** True for a waiting write of this kind (its input typed). */
  is(w: WaitingWrite): w is WaitingWrite & { input: I };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of writes of any input
export type AnyWrite = Write<any, any, any>;

/** Declares a write kind once: its request, words, rows and fold (see WriteSpec). */
export function defineWrite<I, R = never, D = undefined>(spec: WriteSpec<I, R, D>): Write<I, R, D> {
  const key = [OUTBOX_KEY, ...spec.kind] as const;
  return {
    ...spec,
    key,
    is: (w: WaitingWrite): w is WaitingWrite & { input: I } => w.key[1] === key[1] && w.key[2] === key[2],
  };
}

/** The waiting writes (of `writes`' kinds) of row `id`. */
export function waitingOfRow(waiting: WaitingWrite[], id: string, writes: readonly AnyWrite[]): WaitingWrite[] {
  return waiting.filter((w) => writes.some((write) => write.is(w) && write.row(w.input) === id));
}

/** The mark a listed write leaves on its row: its sync state while not answered, the version it made once answered. */
export function markOf(write: ListedWrite<unknown>): { syncState?: SyncState; updated_at?: string } {
  if (write.state !== 'sent') return { syncState: write.state };
  return write.version ? { syncState: undefined, updated_at: write.version } : { syncState: undefined };
}

/** `rows` with row `id` changed by `change` (marked by `w`): how an edit of one row shows, whatever the feature. */
export function patchRow<R extends { id: string }>(
  rows: Shown<R>[],
  id: string,
  w: ListedWrite<unknown>,
  change: (r: Shown<R>) => Partial<R>,
) {
  return rows.map((r) => (r.id === id ? { ...r, ...change(r), ...markOf(w) } : r));
}

/** `rows` with the listed writes that show on them applied, oldest first. */
export function applyWrites<R>(
  rows: Shown<R>[],
  writes: { write: AnyWrite; listed: ListedWrite<unknown> }[],
  cache: RowCache<R>,
): Shown<R>[] {
  let shown = rows;
  for (const { write, listed } of writes) if (write.project?.rows === cache) shown = write.project.apply(shown, listed) as Shown<R>[];
  return shown;
}
