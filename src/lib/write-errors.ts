/**
 * The one place of the words of a failed or refused write, for toasts and inline notices alike: refused as
 * changed elsewhere (stale), deleted elsewhere (gone) or no longer allowed (forbidden), or not sent for lack
 * of a connection or an answer. Mutations name their failure in `meta` (`WriteMeta`: `errorText`, shown by the
 * MutationCache of `createMutationCache`) instead of writing their own toast.
 */
import { MutationCache } from '@tanstack/react-query';
import { toast } from './toast';
import { errorMessage } from './error-message';
import { formatCurrency, MAX_MONEY } from './money';
import { WriteRefusedError, type WriteProblem } from './row-checks';
import { transportFailure } from './offline/transport-failure';

export const NETWORK_FAILURE_TEXT = 'No connection, so nothing was saved. Your entries are still here: press the button again to retry.';
export const SERVER_FAILURE_TEXT =
  'The server did not answer, so nothing may have been saved. Your entries are still here: press the button again to retry.';

/** What a refused write's toast explains under its title. */
export const REFUSED_TEXT: Record<WriteProblem, string> = {
  stale: 'Someone changed it after you opened it. Reload to see the latest version, then make your change again.',
  gone: 'It was deleted elsewhere. Reload to see the current list.',
  forbidden: 'Your account can no longer change it.',
};

/** What a form's inline notice says of its refused save (beside its Reload button). */
export const NOT_SAVED_TEXT: Record<Exclude<WriteProblem, 'forbidden'>, string> = {
  stale: 'Not saved: it was changed elsewhere after you opened it.',
  gone: 'Not saved: it was deleted elsewhere.',
};

/** One refused-write toast at a time: a second refusal replaces it, and a form's own reload button clears it. */
const WRITE_REFUSED_TOAST = 'write-refused';

export function dismissWriteRefusedToast(): void {
  toast.dismiss(WRITE_REFUSED_TOAST);
}

/**
 * Toasts a refused write (with a Reload action for gone/stale when `onReload` is given) or a transport failure
 * (titled `title`, the spec's failure text). Returns false for any other error, which keeps its own toast.
 */
export function toastWriteFailure(error: unknown, title: string, onReload?: () => void): boolean {
  if (error instanceof WriteRefusedError) {
    const action = onReload && error.problem !== 'forbidden' ? { label: 'Reload', onClick: onReload } : undefined;
    // With a Reload to press the toast stays until pressed or closed: it is how the open form gets the latest version.
    toast.error(error.message, {
      id: WRITE_REFUSED_TOAST,
      description: REFUSED_TEXT[error.problem],
      action,
      duration: action ? Infinity : undefined,
    });
    return true;
  }
  const transport = transportFailure(error);
  if (!transport) return false;
  toast.error(title, { description: transport === 'network' ? NETWORK_FAILURE_TEXT : SERVER_FAILURE_TEXT });
  return true;
}

/** The spec's generic failure toast: title 'Error' with the server's message or `fallback` (a failed read or sign-out; a mutation uses `meta`). */
export function toastError(error: unknown, fallback: string, options: { id?: string } = {}): void {
  const description = errorMessage(error, fallback);
  toast.error('Error', { ...options, description });
}

/** Words that depend on the failure (and, for `errorText`, on the mutation's variables). */
type FailureWords = string | ((error: unknown, variables: unknown) => string);

/**
 * How a mutation names its failure (its `meta`), read by the MutationCache's onError (`onWriteError`).
 * `label` names an outbox write in the sync bar.
 */
export interface WriteMeta extends Record<string, unknown> {
  label?: string;
  /** What failed, in the spec's words: the title of a transport-failure toast, else the text under 'Error'. */
  errorText?: FailureWords;
  /** Show the server's message (when it has one) instead of `errorText` under the title. */
  serverText?: boolean;
  /** The title instead of 'Error' (and of a transport failure's toast) where the spec names one: 'Sign In Failed', 'Notice'. */
  errorTitle?: string | ((error: unknown) => string);
  /** A write refused as changed or deleted elsewhere offers Reload, which calls this (an edit form follows the latest version). */
  onReload?: () => void;
}

/** `meta` whose words read the mutation's variables (typed here; the cache hands them over untyped). */
export function failureMeta<TVariables>(
  meta: Omit<WriteMeta, 'errorText'> & { errorText: (error: unknown, variables: TVariables) => string },
): WriteMeta {
  return meta as WriteMeta;
}

const wordsOf = (words: FailureWords, error: unknown, variables: unknown) => (typeof words === 'string' ? words : words(error, variables));

/**
 * The MutationCache's onError, the one place a failed mutation is told: a refused write (its reason, Reload when
 * `onReload` is given), a transport failure (titled `errorTitle` or `errorText`), else `errorTitle` or 'Error' over
 * `errorText` (or the server's message with `serverText`). A mutation without `errorText` shows its failure itself
 * (under a field, in a dialog) and raises no toast.
 */
export function onWriteError(error: unknown, meta: WriteMeta | undefined, variables?: unknown): void {
  if (!meta?.errorText) return;
  const text = wordsOf(meta.errorText, error, variables);
  const title = meta.errorTitle === undefined ? undefined : typeof meta.errorTitle === 'string' ? meta.errorTitle : meta.errorTitle(error);
  if (toastWriteFailure(error, title ?? text, meta.onReload)) return;
  // The server's message, in the player's words where it is a refusal they caused (an amount, another player's row).
  const server = () => playerRefusal(error)?.message ?? errorMessage(error, text);
  toast.error(title ?? 'Error', { description: meta.serverText ? server() : text });
}

/** The MutationCache of every QueryClient (the app's, the tests'): failures named in `meta` become toasts. */
export function createMutationCache(): MutationCache {
  return new MutationCache({ onError: (error, variables, _result, mutation) => onWriteError(error, mutation.meta, variables) });
}

/** Words of the live machine refusals: a player's mistake or a race, never a fault. */
export const ONE_LIVE_MACHINE_TEXT = 'You already have a machine running. Cash it out first, then start the next one.';
export const ALREADY_CASHED_OUT_TEXT =
  'This machine was already cashed out, perhaps on another device. Nothing was changed: the session shows what was saved.';

/** A write the server refused because of what was entered or done (not a fault): `message` tells the player what to do. */
export class PlayerRefusalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlayerRefusalError';
  }
}

/** The server's own plain-words refusals (raised by the database's checks), shown as they are. */
export const PLAIN_SERVER_REFUSALS = new Set([
  'The ticket value cannot be below zero',
  'A machine cannot be started in the future',
  'The end cannot be before the start',
  'Money in must be more than 0',
  'Amounts cannot be negative',
]);

const MAX_TEXT = formatCurrency(MAX_MONEY);

/** The words of the database's money checks (`<table>_<column>_<rule>`, migration `…4800_money_rule.sql`), by rule. */
export const MONEY_RULE_TEXT = {
  money: `Amounts must be numbers from $0 to ${MAX_TEXT}`,
  money_above_zero: `Amounts must be numbers above $0, up to ${MAX_TEXT}`,
  money_signed: `Amounts must be numbers from -${MAX_TEXT} to ${MAX_TEXT}`,
} as const;
/** An amount the column's type cannot hold (22003) or text that is no number (22P02). */
export const AMOUNT_TOO_LARGE_TEXT = `Amounts must be at most ${MAX_TEXT}`;
export const NOT_A_NUMBER_TEXT = 'Amounts must be numbers';

const MONEY_CHECK = /violates check constraint "\w+?_(money|money_above_zero|money_signed)"/;

/** A Postgres error that is a player's mistake or a lost race, as a PlayerRefusalError with the player's words; null otherwise. */
export function playerRefusal(error: unknown): PlayerRefusalError | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message = '', hint } = error as { code?: string; message?: string; hint?: string };
  if (code === '23505' && message.includes('gambling_sessions_one_live_per_user')) return new PlayerRefusalError(ONE_LIVE_MACHINE_TEXT);
  if (hint === 'ended') return new PlayerRefusalError(ALREADY_CASHED_OUT_TEXT);
  // Another player's row (or one that is gone) named by a reference: the database's own plain words.
  if (hint === 'not_yours') return new PlayerRefusalError(message);
  const money = code === '23514' ? MONEY_CHECK.exec(message) : null;
  if (money) return new PlayerRefusalError(MONEY_RULE_TEXT[money[1] as keyof typeof MONEY_RULE_TEXT]);
  if (code === '22003') return new PlayerRefusalError(AMOUNT_TOO_LARGE_TEXT);
  if (code === '22P02' && message.includes('type numeric')) return new PlayerRefusalError(NOT_A_NUMBER_TEXT);
  if (PLAIN_SERVER_REFUSALS.has(message)) return new PlayerRefusalError(message);
  return null;
}
