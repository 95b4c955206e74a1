import { useMutation, useQueryClient } from '@tanstack/react-query';
import { W2G_ROOT } from '@/api/query-roots';
import { useAuth } from '@/hooks/use-auth';
import { localTimestamp } from '@/lib/calendar';
import { supabase } from '@/lib/supabase';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { CASINO_TOASTS } from '../lib/session-toasts';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';
import { sessionKeys } from './session-keys';

export type DeleteCasinoSessionInput = { id: string; withPlay: boolean };
const count = z._default(z.coerce.number(), 0);
const deletedSchema = z.nullable(z.object({ slot_sessions: count, w2g_jackpots: count, images: z._default(z.array(z.string()), []) }));
/** What was deleted with the casino session. */
export type DeletedPlay = { slotSessions: number; w2gJackpots: number };

/**
 * Deletes one of the user's casino sessions in one transaction (RPC delete_casino_session), with the slot
 * sessions and W2Gs it holds when `withPlay`, else leaving them to count on their own; then removes the deleted
 * W2Gs' photos. No such session of the caller -> "This session no longer exists".
 */
export async function deleteCasinoSession(userId: string | undefined, { id, withPlay }: DeleteCasinoSessionInput): Promise<DeletedPlay> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const args = { p_id: id, p_with_play: withPlay, p_now: localTimestamp() };
  const done = await callRpc('delete_casino_session', args, deletedSchema, { noun: 'session' });
  const images = done?.images ?? [];
  if (images.length > 0) {
    // The records are gone either way; a photo left behind stays private to its owner and goes with the account.
    await supabase.storage.from('w2g-images').remove(images);
  }
  return { slotSessions: done?.slot_sessions ?? 0, w2gJackpots: done?.w2g_jackpots ?? 0 };
}

/** Deletes a casino session (with or without its play); failures toast 'Failed to delete casino session' (MutationCache meta). */
export function useDeleteCasinoSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteCasinoSessionInput) => deleteCasinoSession(user?.id, input),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: sessionKeys.all }), queryClient.invalidateQueries({ queryKey: [W2G_ROOT] })]),
    meta: { errorText: CASINO_TOASTS.deleteFailed },
  });
}
