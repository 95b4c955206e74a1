import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { outboxOptions } from '@/lib/outbox';
import { supabase } from '@/lib/supabase';
import { NOT_AUTHENTICATED, SLOT_TOASTS } from './create-slot-session';
import { sessionKeys, slotOutboxKeys } from './session-keys';
import { coalesceWaitingSlotWrites } from './waiting-slot-writes';

export interface DeleteSlotSessionVariables {
  id: string;
  userId: string;
}

/** Deletes one of the user's slot sessions (by id and user_id); one already gone (a retry) is not an error. */
export async function deleteSlotSession({ id, userId }: DeleteSlotSessionVariables): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { error } = await supabase.from('gambling_sessions').delete().eq('id', id).eq('user_id', userId);
  if (error) throw error;
}

/** Deletes a slot session through the outbox; deleting one that was never sent just drops its waiting writes. */
export function useDeleteSlotSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: slotOutboxKeys.delete,
    mutationFn: deleteSlotSession,
    meta: { label: 'Slot session delete' },
    ...outboxOptions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: () => toast.error(SLOT_TOASTS.deleteFailed),
  });
  return {
    ...mutation,
    mutate: (id: string, options?: Parameters<typeof mutation.mutate>[1]) => {
      if (coalesceWaitingSlotWrites(queryClient, id, { kind: 'delete' }) === 'done') return;
      mutation.mutate({ id, userId: user?.id ?? '' }, options);
    },
  };
}
