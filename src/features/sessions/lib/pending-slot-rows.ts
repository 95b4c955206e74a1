import type { CreateSlotSessionVariables } from '../api/create-slot-session';
import type { UpdateSlotSessionVariables } from '../api/update-slot-session';
import type { SlotSession } from './session-rows';

/** A row as the list shows it: 'pending' waits in the outbox, 'failed' was refused by the server. */
export type ShownSlotSession = SlotSession & { syncState?: 'pending' | 'failed'; localOnly?: boolean };

/** One outbox write of a slot session, oldest first. */
export type PendingSlotWrite =
  | { kind: 'create'; failed: boolean; variables: CreateSlotSessionVariables }
  | { kind: 'update'; failed: boolean; variables: UpdateSlotSessionVariables }
  | { kind: 'delete'; failed: boolean; variables: { id: string } };

/**
 * The list with the outbox applied: waiting creates on top, waiting edits shown with their new values,
 * waiting deletes hidden; each touched row carries its sync state.
 */
export function applyPendingSlotWrites(rows: SlotSession[], writes: PendingSlotWrite[]): ShownSlotSession[] {
  let shown: ShownSlotSession[] = [...rows];
  const created: ShownSlotSession[] = [];
  for (const w of writes) {
    const syncState = w.failed ? 'failed' : 'pending';
    if (w.kind === 'create') {
      const { id, userId, values, display } = w.variables;
      if (shown.some((r) => r.id === id)) continue;
      created.unshift({
        ...values,
        ...display,
        id,
        user_id: userId,
        net_result: values.coins_out - values.coins_in,
        created_at: '',
        updated_at: '',
        syncState,
        localOnly: true,
      });
    } else if (w.kind === 'update') {
      const patch = (r: ShownSlotSession): ShownSlotSession =>
        r.id === w.variables.id ? { ...r, ...w.variables.values, net_result: w.variables.values.coins_out - w.variables.values.coins_in, syncState } : r;
      shown = shown.map(patch);
      created.splice(0, created.length, ...created.map(patch));
    } else if (!w.failed) {
      shown = shown.filter((r) => r.id !== w.variables.id);
    } else {
      shown = shown.map((r) => (r.id === w.variables.id ? { ...r, syncState } : r));
    }
  }
  return [...created, ...shown];
}
