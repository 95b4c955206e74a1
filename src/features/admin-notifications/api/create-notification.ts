import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { NOTIFICATION_TOASTS } from '../lib/constants';
import { buildNotificationInsert, notificationFormSchema } from '../lib/notification-form';
import { adminNotificationKeys } from './notification-keys';

export const createNotificationInputSchema = z.object({ id: z.uuid(), values: notificationFormSchema, createdBy: z.uuid().nullable() });
export type CreateNotificationInput = z.infer<typeof createNotificationInputSchema>;

/** Sends (inserts) a notification once per dialog `id` (a repeated Send adds nothing); returns its id. */
export async function createNotification(input: CreateNotificationInput): Promise<string> {
  const { id, values, createdBy } = createNotificationInputSchema.parse(input);
  const { error } = await supabase.from('notifications').upsert({ ...buildNotificationInsert(values, createdBy), id }, INSERT_ONCE);
  if (error) throw error;
  return id;
}

export function useCreateNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
    meta: { errorText: NOTIFICATION_TOASTS.createFailed },
  });
}
