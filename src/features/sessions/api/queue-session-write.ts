import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { queueWrite, SAVED_OFFLINE, willWaitForNetwork, type OutboxVariables } from '@/lib/outbox';
import { casinoListQueryOptions } from '@/api/get-casino-options';
import { slotMachineOptionsQueryOptions } from '@/api/get-slot-machine-options';
import type { SessionOutboxInputs } from './outbox-writes';
import { sessionOutboxKeys, type SessionOutboxKind } from './session-keys';
import type { PendingDisplay } from '../lib/pending-session-rows';

/** How the sync bar names a write the server refused. */
const LABELS: Record<SessionOutboxKind, string> = {
  'slot-create': 'New slot session',
  'slot-update': 'Slot session edit',
  'slot-delete': 'Slot session delete',
  'visit-create': 'New casino session',
  'visit-update': 'Casino session edit',
  'visit-reopen': 'Casino session reopen',
  'cash-add': 'Added cash',
};

type Waiting = Mutation<unknown, Error, OutboxVariables, unknown>;

/** The session writes not sent yet (paused for the network) that concern row `id`. */
function waitingFor(client: QueryClient, id: string): Waiting[] {
  const rowId = (v: OutboxVariables | undefined) => {
    const input = v?.input as { id?: string; sessionId?: string } | string | undefined;
    return typeof input === 'string' ? input : (input?.id ?? input?.sessionId);
  };
  return client
    .getMutationCache()
    .findAll({ mutationKey: sessionOutboxKeys.all, predicate: (m) => m.state.isPaused && m.state.status === 'pending' })
    .filter((m) => rowId(m.state.variables as OutboxVariables | undefined) === id) as Waiting[];
}

const kindOf = (m: Waiting) => m.options.mutationKey?.[2] as SessionOutboxKind;

/** The casino (and machine) names of a new row, from the pickers' cached lists. */
function displayOf(client: QueryClient, ids: { casino_id: string; slot_machine_id?: string }): PendingDisplay {
  const casino = client.getQueryData(casinoListQueryOptions().queryKey)?.find((c) => c.id === ids.casino_id);
  const machine = ids.slot_machine_id ? client.getQueryData(slotMachineOptionsQueryOptions().queryKey)?.find((m) => m.id === ids.slot_machine_id) : undefined;
  return {
    casino: casino ? { name: casino.name, location: [casino.city, casino.state].filter(Boolean).join(', ') || null } : null,
    slot_machine: machine ? { name: machine.name, slot_name: machine.slot_name, manufacturer: machine.manufacturer } : null,
  };
}

/**
 * Offline, a session write goes to the outbox instead of the network: `queue(kind, input)` returns true
 * when it did (the caller closes its form; a toast says it is saved on this device) and false when the
 * device is online (the caller sends it directly). Writes still waiting are folded together first:
 * - an edit replaces an earlier waiting edit of the same row, keeping that one's version for the check;
 * - deleting a slot session whose create never left the device drops its waiting writes and sends nothing.
 */
export function useQueueSessionWrite() {
  const client = useQueryClient();
  const { user } = useAuth();
  return <K extends SessionOutboxKind>(kind: K, input: SessionOutboxInputs[K]): boolean => {
    if (!willWaitForNetwork() || !user) return false;
    const cache = client.getMutationCache();
    let sent: SessionOutboxInputs[K] = input;
    if (kind === 'slot-delete') {
      const waiting = waitingFor(client, input as string);
      const localOnly = waiting.some((m) => kindOf(m) === 'slot-create');
      waiting.forEach((m) => cache.remove(m));
      if (localOnly) {
        toast.success(SAVED_OFFLINE);
        return true;
      }
    } else if (kind === 'slot-update' || kind === 'visit-update') {
      const edit = input as { id: string; updatedAt: string };
      const earlier = waitingFor(client, edit.id).filter((m) => kindOf(m) === kind);
      const base = (earlier[0]?.state.variables?.input as { updatedAt?: string } | undefined)?.updatedAt;
      earlier.forEach((m) => cache.remove(m));
      if (base) sent = { ...edit, updatedAt: base } as SessionOutboxInputs[K];
    }
    const ids = sent as { casino_id?: string; slot_machine_id?: string };
    const display = (kind === 'slot-create' || kind === 'visit-create') && ids.casino_id ? displayOf(client, { casino_id: ids.casino_id, slot_machine_id: ids.slot_machine_id }) : undefined;
    queueWrite(client, sessionOutboxKeys.of(kind), LABELS[kind], { userId: user.id, input: sent, display });
    toast.success(SAVED_OFFLINE);
    return true;
  };
}
