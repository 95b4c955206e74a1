import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { NOT_AUTHENTICATED, SLOT_TOASTS, toSlotSessionRow, type SlotSessionInput } from './create-slot-session';
import { sessionKeys } from './session-keys';

export type UpdateSlotSessionInput = { id: string; values: SlotSessionInput };

/** Updates one of the user's slot sessions (by id and user_id). */
export async function updateSlotSession(userId: string | undefined, { id, values }: UpdateSlotSessionInput): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { error } = await supabase.from('gambling_sessions').update(toSlotSessionRow(values)).eq('id', id).eq('user_id', userId);
  if (error) throw error;
}

export function useUpdateSlotSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSlotSessionInput) => updateSlotSession(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: () => toast.error(SLOT_TOASTS.updateFailed),
  });
}
