import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { NOTIFICATION_TOASTS } from '../lib/constants';
import { buildNotificationUpdate, notificationFormSchema } from '../lib/notification-form';
import { adminNotificationKeys } from './notification-keys';

export const updateNotificationInputSchema = z.object({ id: z.uuid(), values: notificationFormSchema });
export type UpdateNotificationInput = z.infer<typeof updateNotificationInputSchema>;

/** Saves the dialog's fields on an existing notification. */
export async function updateNotification(input: UpdateNotificationInput): Promise<void> {
  const { id, values } = updateNotificationInputSchema.parse(input);
  const { data, error } = await supabase.from('notifications').update(buildNotificationUpdate(values)).eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Notification not updated');
}

export function useUpdateNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
    onError: () => toast.error('Error', { description: NOTIFICATION_TOASTS.updateFailed }),
  });
}
