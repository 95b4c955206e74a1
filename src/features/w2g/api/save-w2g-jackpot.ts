import { toastError } from '@/lib/write-errors';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { useRowId } from '@/hooks/use-row-id';
import { SAVED_OFFLINE, sendWrite } from '@/lib/offline/outbox';
import { toastWriteFailure } from '@/lib/writes';
import { W2G_CREATE_OUTBOX_KEY, type PendingJackpotDisplay } from '@/api/w2g-outbox';
import type { CreateW2gJackpotInput } from './create-w2g-jackpot';

export const JACKPOT_RECORDED = 'Jackpot recorded successfully.';
const SAVE_FAILED = 'Failed to save jackpot';

/**
 * The one way a W2G jackpot (with its photo) is saved: the form calls `save(input, display)` and nothing else.
 * The hook owns the row id (a repeated save records one jackpot; a new id after each save). The write is one
 * keyed mutation (registered by ./register-outbox.ts): online it is sent at once (a failure keeps the form and
 * says why), offline it pauses in the outbox (kept on the device with its photo, listed in Reports marked, sent
 * in order when the network is back). `onDone` runs after either, with the jackpot's id and date.
 */
export function useSaveW2gJackpot({ onDone }: { onDone(saved: { id: string; jackpot_date: string }): void }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const [rowId, renewRowId] = useRowId();
  const [pending, setPending] = useState(false);
  const done = (message: string, saved: { id: string; jackpot_date: string }) => {
    toast.success(message);
    renewRowId();
    onDone(saved);
  };
  const save = (input: Omit<CreateW2gJackpotInput, 'id'>, display: PendingJackpotDisplay) => {
    if (pending) return;
    if (!user) return void toast.error(SAVE_FAILED, { description: 'Not authenticated' });
    const sent = sendWrite(client, W2G_CREATE_OUTBOX_KEY, 'New W2G jackpot', { userId: user.id, input: { ...input, id: rowId }, display });
    const saved = { id: rowId, jackpot_date: input.jackpot_date };
    if (sent.waiting) return done(SAVED_OFFLINE, saved);
    setPending(true);
    sent.answer
      .then(
        () => done(JACKPOT_RECORDED, saved),
        (error: unknown) => toastWriteFailure(error, SAVE_FAILED) || toastError(error, SAVE_FAILED),
      )
      .finally(() => setPending(false));
  };
  return { save, isPending: pending };
}
