import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { NOTIFICATION_TOASTS } from '../lib/constants';
import { adminNotificationKeys } from './notification-keys';

export const setNotificationActiveInputSchema = z.object({ id: z.uuid(), isActive: z.boolean() });
export type SetNotificationActiveInput = z.infer<typeof setNotificationActiveInputSchema>;

/** Turns a notification on or off (an update of is_active). */
export async function setNotificationActive(input: SetNotificationActiveInput): Promise<void> {
  const { id, isActive } = setNotificationActiveInputSchema.parse(input);
  const { data, error } = await supabase.from('notifications').update({ is_active: isActive }).eq('id', id).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'notifications', id, noun: 'notification', admin: true });
}

export function useSetNotificationActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotificationActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
    meta: { errorText: NOTIFICATION_TOASTS.updateFailed },
  });
}
