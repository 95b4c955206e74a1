import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { expectWritten, toastWriteFailure } from '@/lib/writes';
import { NOT_AUTHENTICATED, SLOT_TOASTS } from './create-slot-session';
import { sessionKeys } from './session-keys';

/** Deletes one of the user's slot sessions (by id and user_id). */
export async function deleteSlotSession(userId: string | undefined, id: string): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase.from('gambling_sessions').delete().eq('id', id).eq('user_id', userId).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'gambling_sessions', id, noun: 'session' });
}

export function useDeleteSlotSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSlotSession(user?.id, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: (error) =>
      toastWriteFailure(error, SLOT_TOASTS.deleteFailed, () => queryClient.invalidateQueries({ queryKey: sessionKeys.all })) || toast.error(SLOT_TOASTS.deleteFailed),
  });
}
