/**
 * The one way the app calls a Postgres function: supabase.rpc, its error mapped as every write maps it (a refusal
 * in the player's words, a row gone elsewhere), and its answer checked against a schema, so a screen reads what
 * the database said or shows its error; never a cast that believes it. Schemas are written with zod/mini (the full
 * zod would add ~24 kB gzipped to a first screen), and zod itself is fetched with the first answer to parse: the
 * app's entry (the top bar reads the notifications) stays within its budget, its schema given as a loader.
 */
import type { $ZodType, output } from 'zod/v4/core';
import type { Database } from './database.types';
import { supabase } from './supabase';
import { refusalMessage, WriteRefusedError } from './row-checks';
import { playerRefusal } from './write-errors';

type Functions = Database['public']['Functions'];
export type RpcName = keyof Functions & string;
/** A function's arguments as the generated types state them (none: `{}`). */
export type RpcArgs<N extends RpcName> = [Functions[N]['Args']] extends [never] ? Record<string, never> : Functions[N]['Args'];

export interface RpcOptions {
  signal?: AbortSignal;
  /** Rows [from, to] of a function that returns a set (PostgREST's Range). */
  range?: readonly [from: number, to: number];
  /** A write's record: the database's 'gone' hint becomes "This <noun> no longer exists", refused as gone. */
  noun?: string;
}

/** What a failed parse says on the screen (the screen's own error state or the write's toast shows it). */
export const UNREADABLE_ANSWER_TEXT = 'The server sent an answer this version of the app cannot read. Reload the page, then try again.';

/** An RPC answered with a shape its schema refuses (a server newer or older than the app). */
export class RpcAnswerError extends Error {
  constructor(
    readonly rpc: string,
    readonly issues: unknown,
  ) {
    super(UNREADABLE_ANSWER_TEXT);
    this.name = 'RpcAnswerError';
  }
}

/** The error of a failed call as the app throws it: gone (with `noun`), a refusal in the player's words, else as it came. */
export function rpcFailure(error: { hint?: string | null }, noun?: string): unknown {
  if (noun && error.hint === 'gone') return new WriteRefusedError('gone', refusalMessage('gone', noun));
  return playerRefusal(error) ?? error;
}

/** Calls `name` with `args`; answers its result parsed with `schema` (or the one `schema()` loads), or throws its mapped error or RpcAnswerError. */
export async function callRpc<N extends RpcName, S extends $ZodType>(
  name: N,
  args: RpcArgs<N>,
  schema: S | (() => Promise<S>),
  { signal, range, noun }: RpcOptions = {},
): Promise<output<S>> {
  let call = supabase.rpc(name, args as never);
  if (range) call = call.range(range[0], range[1]);
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw rpcFailure(error, noun);
  const [{ safeParse }, checked] = await Promise.all([import('./rpc-parse'), typeof schema === 'function' ? schema() : schema]);
  const parsed = safeParse(checked, data);
  if (!parsed.success) throw new RpcAnswerError(name, parsed.error.issues);
  return parsed.data;
}
