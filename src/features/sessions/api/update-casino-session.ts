import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { CASINO_TOASTS, type CasinoSessionInput } from './create-casino-session';
import { NOT_AUTHENTICATED } from './create-slot-session';
import { sessionKeys } from './session-keys';

export type UpdateCasinoSessionInput = { id: string; values: CasinoSessionInput };

/** Updates one of the user's casino sessions (by id and user_id). */
export async function updateCasinoSession(userId: string | undefined, { id, values }: UpdateCasinoSessionInput): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { error } = await supabase.from('casino_sessions').update(values).eq('id', id).eq('user_id', userId);
  if (error) throw error;
}

export function useUpdateCasinoSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCasinoSessionInput) => updateCasinoSession(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: () => toast.error(CASINO_TOASTS.updateFailed),
  });
}
