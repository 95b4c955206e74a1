import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '@/hooks/use-auth';
import { outboxOptions } from '@/lib/outbox';
import { supabase } from '@/lib/supabase';
import { NOT_AUTHENTICATED, SLOT_TOASTS, toSlotSessionRow, type SlotSessionInput } from './create-slot-session';
import { sessionKeys, slotOutboxKeys } from './session-keys';
import { coalesceWaitingSlotWrites } from './waiting-slot-writes';

export const SESSION_CHANGED_ELSEWHERE = 'This session was changed on another device. Discard this change and edit it again.';
export const SESSION_GONE = 'This session no longer exists.';

/** An edit in the outbox: `baseUpdatedAt` is the version the edit was made on (optimistic concurrency). */
export interface UpdateSlotSessionVariables {
  id: string;
  userId: string;
  values: SlotSessionInput;
  baseUpdatedAt: string | null;
}

/**
 * Updates one of the user's slot sessions if nobody changed it since `baseUpdatedAt`. Matching no row is
 * an error: changed elsewhere (the row is there) or gone.
 */
export async function updateSlotSession({ id, userId, values, baseUpdatedAt }: UpdateSlotSessionVariables): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  let query = supabase.from('gambling_sessions').update(toSlotSessionRow(values)).eq('id', id).eq('user_id', userId);
  if (baseUpdatedAt) query = query.eq('updated_at', baseUpdatedAt);
  const { data, error } = await query.select('id');
  if (error) throw error;
  if (data.length > 0) return;
  const { data: row, error: readError } = await supabase.from('gambling_sessions').select('id').eq('id', id).maybeSingle();
  if (readError) throw readError;
  throw new Error(row ? SESSION_CHANGED_ELSEWHERE : SESSION_GONE);
}

export type UpdateSlotSessionInput = { id: string; values: SlotSessionInput; baseUpdatedAt: string | null };

/** Edits a slot session through the outbox; an edit of a change still waiting replaces it. */
export function useUpdateSlotSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: slotOutboxKeys.update,
    mutationFn: updateSlotSession,
    meta: { label: 'Slot session edit' },
    ...outboxOptions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: () => toast.error(SLOT_TOASTS.updateFailed),
  });
  return {
    ...mutation,
    mutate: (input: UpdateSlotSessionInput, options?: Parameters<typeof mutation.mutate>[1]) => {
      const userId = user?.id ?? '';
      const merged = coalesceWaitingSlotWrites(queryClient, input.id, { kind: 'update' });
      if (merged === 'done') return;
      mutation.mutate({ ...input, userId, baseUpdatedAt: merged?.baseUpdatedAt ?? input.baseUpdatedAt }, options);
    },
  };
}
