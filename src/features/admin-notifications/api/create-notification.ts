import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { NOTIFICATION_TOASTS } from '../lib/constants';
import { buildNotificationInsert, notificationFormSchema } from '../lib/notification-form';
import { adminNotificationKeys } from './notification-keys';

export const createNotificationInputSchema = z.object({ values: notificationFormSchema, createdBy: z.uuid().nullable() });
export type CreateNotificationInput = z.infer<typeof createNotificationInputSchema>;

/** Sends (inserts) a notification; returns its id. */
export async function createNotification(input: CreateNotificationInput): Promise<string> {
  const { values, createdBy } = createNotificationInputSchema.parse(input);
  const { data, error } = await supabase.from('notifications').insert(buildNotificationInsert(values, createdBy)).select('id').single();
  if (error) throw error;
  return data.id;
}

export function useCreateNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
    onError: () => toast.error('Error', { description: NOTIFICATION_TOASTS.createFailed }),
  });
}
