import { formatCount } from '@/lib/number-format';
import { callRpc } from '@/lib/call-rpc';
import type { RestoreBatch } from '../lib/my-data-prepare';
import { restoreBeginSchema, restoreProgressSchema, restoreUndoSchema, type RestoreAnswer, type StagedTable } from '../lib/restore-answer';
import type { MyDataProgress } from './export-my-data';
import { sendRpcBody } from './send-restore';

export interface RestoreRows {
  casinoMap: Record<string, string>;
  machineMap: Record<string, string>;
  batches: RestoreBatch[];
  onProgress: (p: MyDataProgress) => void;
}

/** Takes back what the restore wrote, a slice per call (each call a fraction of a second on the server). */
export async function undoRestore(restoreId: string): Promise<void> {
  for (;;) {
    const { state } = await callRpc('restore_undo', { p_restore_id: restoreId }, restoreUndoSchema);
    if (state === 'undone' || state === 'done') return;
  }
}

/** restore_begin; an earlier restore left unfinished (a closed tab) is undone first. */
async function begin(casinoMap: Record<string, string>, machineMap: Record<string, string>, counts: Record<string, number>) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const args = { p_casino_map: casinoMap, p_machine_map: machineMap, p_counts: counts };
    const opened = await callRpc('restore_begin', args, restoreBeginSchema);
    if ('restore_id' in opened) return opened.restore_id;
    await undoRestore(opened.unfinished);
  }
  throw new Error('An earlier restore could not be undone. Try again.');
}

/**
 * Writes the rows of a checked archive as the signed-in player, in calls that each hold the server for a
 * fraction of a second: restore_begin, restore_stage per batch (nothing written to the records yet), then
 * restore_apply until every row is written. All or nothing: when any call fails, what the restore wrote is
 * undone (restore_undo) before the error is thrown.
 */
export async function writeRestoreRows({ casinoMap, machineMap, batches, onProgress }: RestoreRows): Promise<RestoreAnswer> {
  const counts: Partial<Record<StagedTable, number>> = {};
  for (const b of batches) counts[b.table] = (counts[b.table] ?? 0) + b.rows;
  const total = batches.reduce((s, b) => s + b.rows, 0);
  const restoreId = await begin(casinoMap, machineMap, counts);
  try {
    let sent = 0;
    for (const b of batches) {
      onProgress({ step: `Sending your records: ${formatCount(sent)} of ${formatCount(total)}`, done: sent, total });
      const body = new Blob([`{"p_restore_id":"${restoreId}","p_table":"${b.table}","p_rows":`, b.json as Uint8Array<ArrayBuffer>, '}'], {
        type: 'application/json',
      });
      const { error } = await sendRpcBody('restore_stage', body);
      if (error) throw error;
      sent += b.rows;
    }
    for (;;) {
      const p = await callRpc('restore_apply', { p_restore_id: restoreId }, restoreProgressSchema);
      onProgress({ step: `Saving your records: ${formatCount(p.done)} of ${formatCount(p.total)}`, done: p.done, total: p.total });
      if (p.state === 'done' && p.result) return p.result;
    }
  } catch (e) {
    // Nothing of this try stays (when even the undo fails, the next restore undoes it before it starts).
    await undoRestore(restoreId).catch(() => undefined);
    throw e;
  }
}
