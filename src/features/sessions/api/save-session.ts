import { useState } from 'react';
import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { useCoolOffConfirm } from '@/hooks/use-cool-off-confirm';
import { usePlayLimitCheck } from '@/hooks/use-play-limit-check';
import { useRowId } from '@/hooks/use-row-id';
import { isListedWrite, SAVED_OFFLINE, sendWrite, type OutboxVariables } from '@/lib/offline/outbox';
import { newRowId, reloadAction, toastWriteFailure, type ReloadOptions } from '@/lib/writes';
import { PlayerRefusalError } from '@/lib/write-errors';
import { casinoListQueryOptions } from '@/api/get-casino-options';
import { slotMachineOptionsQueryOptions } from '@/api/get-slot-machine-options';
import type { AddCashInput } from './add-casino-cash';
import { MACHINE_TOASTS, type CashOutInput, type MachineMoneyInput, type StartMachineInput } from './live-machine';
import { CASINO_TOASTS, type CasinoSessionInput } from './create-casino-session';
import { NOT_AUTHENTICATED, SLOT_TOASTS, type SlotSessionInput } from './create-slot-session';
import type { SessionOutboxInputs } from './outbox-writes';
import { sessionKeys, sessionOutboxKeys, type SessionOutboxKind } from './session-keys';
import { rememberLastCasinoId } from '../lib/local-prefs';
import type { PendingDisplay } from '../lib/pending-session-rows';

/**
 * The one way a session record is saved. A form calls `save(values)` and nothing else; the record's hook owns
 * the row id, the write (one keyed mutation per kind, its request and retry policy registered by
 * ./register-outbox.ts) and what the user sees:
 * - online it is sent at once: its toast, then `onDone('sent')`; a failure keeps the form and says why
 *   (with Reload for "changed elsewhere" / "no longer exists"; `refused` holds it for an inline notice);
 * - offline the same mutation pauses in the outbox (kept on the device, sent in order when the network is
 *   back): "Saved on this device", then `onDone('saved-on-device')` at once.
 */
export type SaveOutcome = 'sent' | 'saved-on-device';
export type SaveOptions = ReloadOptions & { onDone?: (outcome: SaveOutcome) => void; onSettled?: () => void };

/** Each kind's words: the sync bar's name for it, the toast when sent, the title when it failed. */
const WORDS: Record<SessionOutboxKind, { label: string; sent: string; failed: string }> = {
  'slot-create': { label: 'New slot session', sent: SLOT_TOASTS.added, failed: SLOT_TOASTS.addFailed },
  'slot-update': { label: 'Slot session edit', sent: SLOT_TOASTS.updated, failed: SLOT_TOASTS.updateFailed },
  'slot-delete': { label: 'Slot session delete', sent: SLOT_TOASTS.deleted, failed: SLOT_TOASTS.deleteFailed },
  'visit-create': { label: 'New casino session', sent: CASINO_TOASTS.added, failed: CASINO_TOASTS.addFailed },
  'visit-update': { label: 'Casino session edit', sent: CASINO_TOASTS.updated, failed: CASINO_TOASTS.updateFailed },
  'visit-reopen': { label: 'Casino session reopen', sent: CASINO_TOASTS.reopened, failed: CASINO_TOASTS.updateFailed },
  'cash-add': { label: 'Added cash', sent: CASINO_TOASTS.cashAdded, failed: CASINO_TOASTS.cashFailed },
  'machine-start': { label: 'Machine started', sent: MACHINE_TOASTS.started, failed: MACHINE_TOASTS.startFailed },
  'machine-money': { label: 'Money in', sent: MACHINE_TOASTS.moneyAdded, failed: MACHINE_TOASTS.moneyFailed },
  'machine-cash-out': { label: 'Cash out', sent: MACHINE_TOASTS.cashedOut, failed: MACHINE_TOASTS.cashOutFailed },
};

const CREATES: ReadonlySet<SessionOutboxKind> = new Set(['slot-create', 'visit-create', 'machine-start']);
const isCreate = (kind: SessionOutboxKind) => CREATES.has(kind);

type Waiting = Mutation<unknown, Error, OutboxVariables, unknown>;

/** The session writes waiting in the outbox (for the network or their turn) that concern row `id`. */
function waitingFor(client: QueryClient, id: string): Waiting[] {
  const rowId = (v: OutboxVariables | undefined) => {
    const input = v?.input as { id?: string; sessionId?: string } | string | undefined;
    return typeof input === 'string' ? input : (input?.id ?? input?.sessionId);
  };
  return client
    .getMutationCache()
    .findAll({ mutationKey: sessionOutboxKeys.all, predicate: (m) => isListedWrite(m) && m.state.isPaused && m.state.status === 'pending' })
    .filter((m) => rowId(m.state.variables as OutboxVariables | undefined) === id) as Waiting[];
}

const kindOf = (m: Waiting) => m.options.mutationKey?.[2] as SessionOutboxKind;

/** The casino (and machine) names of a new row, from the pickers' cached lists. */
function displayOf(client: QueryClient, ids: { casino_id: string; slot_machine_id?: string }): PendingDisplay {
  const casino = client.getQueryData(casinoListQueryOptions().queryKey)?.find((c) => c.id === ids.casino_id);
  const machine = ids.slot_machine_id
    ? client.getQueryData(slotMachineOptionsQueryOptions().queryKey)?.find((m) => m.id === ids.slot_machine_id)
    : undefined;
  return {
    casino: casino ? { name: casino.name, location: [casino.city, casino.state].filter(Boolean).join(', ') || null } : null,
    slot_machine: machine ? { name: machine.name, slot_name: machine.slot_name, manufacturer: machine.manufacturer } : null,
  };
}

/**
 * Folds a write into the ones still waiting for the same row, before it joins them. Returns what to send, or
 * null when nothing needs to be (deleting a slot session that never left the device drops its waiting writes).
 * - an edit of a row whose create is still waiting becomes part of that create (the row does not exist on the
 *   server yet: the create is sent with the edited values);
 * - an edit replaces an earlier waiting edit of the same row, keeping that one's version for the check.
 */
function fold<K extends SessionOutboxKind>(
  client: QueryClient,
  kind: K,
  input: SessionOutboxInputs[K],
): { kind: SessionOutboxKind; input: unknown } | null {
  const cache = client.getMutationCache();
  if (kind === 'slot-delete') {
    const waiting = waitingFor(client, input as string);
    waiting.forEach((m) => cache.remove(m));
    return waiting.some((m) => kindOf(m) === 'slot-create' || kindOf(m) === 'machine-start') ? null : { kind, input };
  }
  if (kind === 'slot-update' || kind === 'visit-update') {
    const edit = input as { id: string; updatedAt: string; values: object };
    const waiting = waitingFor(client, edit.id);
    const create = waiting.find((m) => kindOf(m) === (kind === 'slot-update' ? 'slot-create' : 'visit-create'));
    if (create) {
      const created = create.state.variables!.input as object;
      cache.remove(create);
      waiting.filter((m) => kindOf(m) === kind).forEach((m) => cache.remove(m));
      return { kind: kindOf(create), input: { ...created, ...edit.values, id: edit.id } };
    }
    const earlier = waiting.filter((m) => kindOf(m) === kind);
    const base = (earlier[0]?.state.variables?.input as { updatedAt?: string } | undefined)?.updatedAt;
    earlier.forEach((m) => cache.remove(m));
    return { kind, input: base ? { ...edit, updatedAt: base } : edit };
  }
  return { kind, input };
}

/** The save of one write kind (see the top of this file). `after` runs once it is sent or saved on the device. */
function useSessionSave<K extends SessionOutboxKind>(kind: K, { onDone, onSettled, onReload }: SaveOptions) {
  const client = useQueryClient();
  const { user } = useAuth();
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<unknown>(null);
  const words = WORDS[kind];
  const reload = reloadAction(() => client.invalidateQueries({ queryKey: sessionKeys.all }), { onReload });
  const save = (input: SessionOutboxInputs[K], after?: () => void) => {
    if (pending) return;
    if (!user) return void toast.error(words.failed, { description: NOT_AUTHENTICATED });
    setRefused(null);
    const write = fold(client, kind, input);
    const ids = (write?.input ?? {}) as { casino_id?: string; slot_machine_id?: string };
    const display =
      write && isCreate(write.kind) && ids.casino_id
        ? displayOf(client, { casino_id: ids.casino_id, slot_machine_id: ids.slot_machine_id })
        : undefined;
    const sent = write
      ? sendWrite(client, sessionOutboxKeys.of(write.kind), WORDS[write.kind].label, { userId: user.id, input: write.input, display })
      : { waiting: true as const };
    if (sent.waiting) {
      after?.();
      toast.success(SAVED_OFFLINE);
      onDone?.('saved-on-device');
      onSettled?.();
      return;
    }
    setPending(true);
    sent.answer
      .then(
        () => {
          after?.();
          toast.success(words.sent);
          onDone?.('sent');
        },
        (error: unknown) => {
          setRefused(error);
          if (toastWriteFailure(error, words.failed, isCreate(kind) ? undefined : reload)) return;
          // A player's mistake or a lost race (a second live machine, already cashed out): say what to do.
          toast.error(words.failed, { description: error instanceof PlayerRefusalError ? error.message : undefined });
        },
      )
      .finally(() => {
        setPending(false);
        onSettled?.();
      });
  };
  return { save, isPending: pending, refused, reload };
}

type Existing = { id: string; updated_at: string } | null;

/** A slot session: a create (its id fixed when the form opened) or an edit of `existing` at the version it was read. */
export function useSaveSlotSession(existing: Existing, options: SaveOptions = {}) {
  const [rowId] = useRowId();
  const create = useSessionSave('slot-create', options);
  const edit = useSessionSave('slot-update', options);
  return {
    isPending: create.isPending || edit.isPending,
    save: (values: SlotSessionInput) =>
      existing
        ? edit.save({ id: existing.id, updatedAt: existing.updated_at, values })
        : create.save({ ...values, id: rowId }, () => rememberLastCasinoId(values.casino_id)),
  };
}

/** A casino visit: a create or an edit of `existing` at the version it was read. */
export function useSaveCasinoSession(existing: Existing, options: SaveOptions = {}) {
  const [rowId] = useRowId();
  const limits = usePlayLimitCheck();
  const create = useSessionSave('visit-create', limits.afterSent(rowId, options));
  const edit = useSessionSave('visit-update', limits.afterSent(existing?.id ?? rowId, options));
  return {
    isPending: create.isPending || edit.isPending,
    /** A refused edit (shown in the dialog) and its Reload. */
    refused: edit.refused,
    reload: edit.reload,
    save: (values: CasinoSessionInput) => {
      const remember = () => rememberLastCasinoId(values.casino_id);
      if (existing) edit.save({ id: existing.id, updatedAt: existing.updated_at, values }, remember);
      else create.save({ ...values, id: rowId }, remember);
    },
  };
}

/** Cash added to visit `sessionId` (its entry id fixed when the form opened: appended once). */
export function useSaveCasinoCash(sessionId: string, options: SaveOptions = {}) {
  const [entryId] = useRowId();
  const confirmCoolOff = useCoolOffConfirm();
  const [asking, setAsking] = useState(false);
  const add = useSessionSave('cash-add', usePlayLimitCheck().afterSent(sessionId, options));
  return {
    isPending: add.isPending || asking,
    /** During a cool-off the player confirms a second time first (the pause is named); presses meanwhile are ignored. */
    save: async (values: Omit<AddCashInput, 'sessionId' | 'entryId'>) => {
      if (asking || add.isPending) return;
      setAsking(true);
      const ok = await confirmCoolOff('Add cash').finally(() => setAsking(false));
      if (ok) add.save({ ...values, sessionId, entryId });
    },
  };
}

/** Deleting a slot session (one that never left the device is simply dropped). */
export function useRemoveSlotSession(options: SaveOptions = {}) {
  return useSessionSave('slot-delete', options);
}

/** Reopening an ended visit. */
export function useReopenVisit(options: SaveOptions = {}) {
  return useSessionSave('visit-reopen', options);
}

/**
 * A live machine: start it, put money in, cash it out. Each success (sent or saved on the device) runs in one
 * place, `after` below (the seam for a "check the player's limits after this" call and a cool-off guard).
 */
export function useStartMachine(options: SaveOptions = {}) {
  const [rowId] = useRowId();
  const confirmCoolOff = useCoolOffConfirm();
  const [asking, setAsking] = useState(false);
  const start = useSessionSave('machine-start', options);
  return {
    isPending: start.isPending || asking,
    refused: start.refused,
    /** During a cool-off the player confirms a second time first (the pause is named); presses meanwhile are ignored. */
    save: async (values: Omit<StartMachineInput, 'id'>) => {
      if (asking || start.isPending) return;
      setAsking(true);
      const ok = await confirmCoolOff('Start a machine').finally(() => setAsking(false));
      if (ok) start.save({ ...values, id: rowId }, () => rememberLastCasinoId(values.casino_id));
    },
  };
}

/** Money put in a live machine ("+$20"); each press is its own entry (a new id), sent once. */
export function useAddMachineMoney(sessionId: string, options: SaveOptions = {}) {
  // The casino session in progress is checked (a machine's money counts toward its loss, the day's and the month's).
  const add = useSessionSave('machine-money', usePlayLimitCheck().afterSent(null, options));
  return {
    isPending: add.isPending,
    save: (amount: number, entryId: string = newRowId(), freePlay = false) =>
      add.save({ sessionId, entryId, amount, ...(freePlay ? { freePlay } : {}) } satisfies MachineMoneyInput),
  };
}

/** Cash out of a live machine (its id fixed when the dialog opened: one cash-out, however often pressed or resent). */
export function useCashOutMachine(sessionId: string, options: SaveOptions = {}) {
  const [cashOutId] = useRowId();
  const cashOut = useSessionSave('machine-cash-out', usePlayLimitCheck().afterSent(null, options));
  return {
    isPending: cashOut.isPending,
    refused: cashOut.refused,
    save: (values: Omit<CashOutInput, 'sessionId' | 'cashOutId'>) => cashOut.save({ ...values, sessionId, cashOutId }),
  };
}
