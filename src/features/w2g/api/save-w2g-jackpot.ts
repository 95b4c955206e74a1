import { w2gCreate, type QueuedJackpot } from '@/api/w2g-outbox';
import { useRowId } from '@/hooks/use-row-id';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';

/**
 * The one way a W2G jackpot (with its photo) is saved: the form calls `save(input)` and nothing else. The hook
 * owns the row id (a repeated save records one jackpot; a new id after each save) and saves the W2G write
 * (@/api/w2g-outbox.ts) as every record is saved (useOutboxSave): online it is sent at once (a failure keeps
 * the form and says why), offline it waits in the outbox (kept on the device with its photo, listed in Reports
 * marked). `onDone` runs after either, with the jackpot's id and date.
 */
export function useSaveW2gJackpot({ onDone }: { onDone(saved: { id: string; jackpot_date: string }): void }) {
  const [rowId, renewRowId] = useRowId();
  const { save, isPending } = useOutboxSave(w2gCreate);
  return {
    isPending,
    save: (input: Omit<QueuedJackpot, 'id'>) =>
      save({ ...input, id: rowId }, () => {
        renewRowId();
        onDone({ id: rowId, jackpot_date: input.jackpot_date });
      }),
  };
}
