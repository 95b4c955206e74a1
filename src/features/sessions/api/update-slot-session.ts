import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { expectWritten, reloadAction, toastWriteFailure, type ReloadOptions } from '@/lib/writes';
import { NOT_AUTHENTICATED, SLOT_TOASTS, toSlotSessionRow, type SlotSessionInput } from './create-slot-session';
import { sessionKeys } from './session-keys';

/** `updatedAt` is the version the form was loaded from: a newer one means it changed elsewhere. */
export type UpdateSlotSessionInput = { id: string; updatedAt: string; values: SlotSessionInput };

/** Updates one of the user's slot sessions if unchanged since it was read; 0 rows say why (gone, stale, not yours). */
export async function updateSlotSession(userId: string | undefined, { id, updatedAt, values }: UpdateSlotSessionInput): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('gambling_sessions')
    .update(toSlotSessionRow(values))
    .eq('id', id)
    .eq('user_id', userId)
    .eq('updated_at', updatedAt)
    .select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'gambling_sessions', id, noun: 'session', seenUpdatedAt: updatedAt });
}

export function useUpdateSlotSession(options: ReloadOptions = {}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const reload = reloadAction(() => queryClient.invalidateQueries({ queryKey: sessionKeys.all }), options);
  return useMutation({
    mutationFn: (input: UpdateSlotSessionInput) => updateSlotSession(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: (error) =>
      toastWriteFailure(error, SLOT_TOASTS.updateFailed, reload) ||
      toast.error(SLOT_TOASTS.updateFailed),
  });
}
