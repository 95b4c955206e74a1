import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { expectWritten, toastWriteFailure } from '@/lib/writes';
import { CASINO_TOASTS } from './create-casino-session';
import { NOT_AUTHENTICATED } from './create-slot-session';
import { sessionKeys } from './session-keys';

/** Deletes one of the user's casino sessions (by id and user_id). */
export async function deleteCasinoSession(userId: string | undefined, id: string): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase.from('casino_sessions').delete().eq('id', id).eq('user_id', userId).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casino_sessions', id, noun: 'session' });
}

export function useDeleteCasinoSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCasinoSession(user?.id, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: (error) =>
      toastWriteFailure(error, CASINO_TOASTS.deleteFailed, () => queryClient.invalidateQueries({ queryKey: sessionKeys.all })) ||
      toast.error(CASINO_TOASTS.deleteFailed),
  });
}
