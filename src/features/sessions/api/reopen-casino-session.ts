import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { expectWritten, toastWriteFailure } from '@/lib/writes';
import { CASINO_TOASTS } from './create-casino-session';
import { NOT_AUTHENTICATED } from './create-slot-session';
import { sessionKeys } from './session-keys';

/** Reopens a completed visit: clears departure_date, departure_time and final_cash (Active again). */
export async function reopenCasinoSession(userId: string | undefined, id: string): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('casino_sessions')
    .update({ departure_date: null, departure_time: null, final_cash: null })
    .eq('id', id)
    .eq('user_id', userId).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casino_sessions', id, noun: 'session' });
}

export function useReopenCasinoSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => reopenCasinoSession(user?.id, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: (error) =>
      toastWriteFailure(error, CASINO_TOASTS.updateFailed, () => queryClient.invalidateQueries({ queryKey: sessionKeys.all })) || toast.error(CASINO_TOASTS.updateFailed),
  });
}
