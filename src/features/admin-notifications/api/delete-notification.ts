import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { NOTIFICATION_TOASTS } from '../lib/constants';
import { adminNotificationKeys } from './notification-keys';

export const deleteNotificationInputSchema = z.object({ id: z.uuid() });
export type DeleteNotificationInput = z.infer<typeof deleteNotificationInputSchema>;

/** Deletes a notification (its read receipts go with it). */
export async function deleteNotification(input: DeleteNotificationInput): Promise<void> {
  const { id } = deleteNotificationInputSchema.parse(input);
  const { data, error } = await supabase.from('notifications').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Notification not deleted');
}

export function useDeleteNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
    onError: () => toast.error('Error', { description: NOTIFICATION_TOASTS.deleteFailed }),
  });
}
