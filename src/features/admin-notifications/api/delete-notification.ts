import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { NOTIFICATION_TOASTS } from '../lib/constants';
import { adminNotificationKeys } from './notification-keys';

export const deleteNotificationInputSchema = z.object({ id: z.uuid() });
export type DeleteNotificationInput = z.infer<typeof deleteNotificationInputSchema>;

/** Deletes a notification (its read receipts go with it). */
export async function deleteNotification(input: DeleteNotificationInput): Promise<void> {
  const { id } = deleteNotificationInputSchema.parse(input);
  const { data, error } = await supabase.from('notifications').delete().eq('id', id).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'notifications', id, noun: 'notification', admin: true });
}

export function useDeleteNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
    meta: { errorText: NOTIFICATION_TOASTS.deleteFailed },
  });
}
