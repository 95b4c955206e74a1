import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { expectWritten, reloadAction, toastWriteFailure, type ReloadOptions } from '@/lib/writes';
import { CASINO_TOASTS, type CasinoSessionInput } from './create-casino-session';
import { NOT_AUTHENTICATED } from './create-slot-session';
import { sessionKeys } from './session-keys';

/** `updatedAt` is the version the form was loaded from: a newer one means it changed elsewhere. */
export type UpdateCasinoSessionInput = { id: string; updatedAt: string; values: CasinoSessionInput };

/** Updates one of the user's casino sessions if unchanged since it was read; 0 rows say why (gone, stale, not yours). */
export async function updateCasinoSession(userId: string | undefined, { id, updatedAt, values }: UpdateCasinoSessionInput): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('casino_sessions')
    .update(values)
    .eq('id', id)
    .eq('user_id', userId)
    .eq('updated_at', updatedAt)
    .select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casino_sessions', id, noun: 'session', seenUpdatedAt: updatedAt });
}

export function useUpdateCasinoSession(options: ReloadOptions = {}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // The refused save's Reload: its toast action, and the dialog form's own button.
  const reload = reloadAction(() => queryClient.invalidateQueries({ queryKey: sessionKeys.all }), options);
  const mutation = useMutation({
    mutationFn: (input: UpdateCasinoSessionInput) => updateCasinoSession(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: (error) => toastWriteFailure(error, CASINO_TOASTS.updateFailed, reload) || toast.error(CASINO_TOASTS.updateFailed),
  });
  return { ...mutation, reload };
}
