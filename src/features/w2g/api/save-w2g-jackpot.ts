import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { useRowId } from '@/hooks/use-row-id';
import { queueWrite, SAVED_OFFLINE, willWaitForNetwork } from '@/lib/outbox';
import { W2G_CREATE_OUTBOX_KEY, type PendingJackpotDisplay } from '@/api/w2g-outbox';
import { useCreateW2gJackpot, type CreateW2gJackpotInput } from './create-w2g-jackpot';

export const JACKPOT_RECORDED = 'Jackpot recorded successfully.';

/**
 * The one way a W2G jackpot (with its photo) is saved: the form calls `save(input, display)` and nothing else.
 * The hook owns the row id (a repeated save records one jackpot; a new one after each save), sends it at once
 * when online (a failure keeps the form and says why) and offline puts it in the outbox (kept on the device,
 * listed in Reports marked, sent in order when the network is back). `onDone` runs after either.
 */
export function useSaveW2gJackpot({ onDone }: { onDone(): void }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const create = useCreateW2gJackpot(user?.id);
  const [rowId, renewRowId] = useRowId();
  const done = (message: string) => {
    toast.success(message);
    renewRowId();
    onDone();
  };
  const save = (input: Omit<CreateW2gJackpotInput, 'id'>, display: PendingJackpotDisplay) => {
    if (create.isPending) return;
    const withId = { ...input, id: rowId };
    if (willWaitForNetwork() && user) {
      queueWrite(client, W2G_CREATE_OUTBOX_KEY, 'New W2G jackpot', { userId: user.id, input: withId, display });
      return done(SAVED_OFFLINE);
    }
    create.mutate(withId, { onSuccess: () => done(JACKPOT_RECORDED) });
  };
  return { save, isPending: create.isPending };
}
