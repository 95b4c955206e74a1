import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten, reloadAction, type ReloadOptions } from '@/lib/writes';
import { NOTIFICATION_TOASTS } from '../lib/constants';
import { buildNotificationUpdate, notificationFormSchema } from '../lib/notification-form';
import { adminNotificationKeys } from './notification-keys';

export const updateNotificationInputSchema = z.object({ id: z.uuid(), updatedAt: z.string().optional(), values: notificationFormSchema });
export type UpdateNotificationInput = z.infer<typeof updateNotificationInputSchema>;

/** Saves the dialog's fields on an existing notification if unchanged since it was opened; 0 rows say why. */
export async function updateNotification(input: UpdateNotificationInput): Promise<void> {
  const { id, updatedAt, values } = updateNotificationInputSchema.parse(input);
  let query = supabase.from('notifications').update(buildNotificationUpdate(values)).eq('id', id);
  if (updatedAt) query = query.eq('updated_at', updatedAt);
  const { data, error } = await query.select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'notifications', id, noun: 'notification', seenUpdatedAt: updatedAt, admin: true });
}

export function useUpdateNotificationMutation(options: ReloadOptions = {}) {
  const queryClient = useQueryClient();
  // The refused save's Reload: its toast action, and the dialog form's own button.
  const reload = reloadAction(() => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }), options);
  const mutation = useMutation({
    mutationFn: updateNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
    meta: { errorText: NOTIFICATION_TOASTS.updateFailed, onReload: reload },
  });
  return { ...mutation, reload };
}
