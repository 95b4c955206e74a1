import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { notificationKeys } from './notification-keys';

export const markNotificationReadSchema = z.object({ notificationId: z.string().min(1) });
export type MarkNotificationReadInput = z.infer<typeof markNotificationReadSchema>;

/** Marks one notification read for the user (upsert on user_id + notification_id). */
export async function markNotificationRead(userId: string | undefined, input: MarkNotificationReadInput) {
  if (!userId) throw new Error('User not authenticated');
  const { notificationId } = markNotificationReadSchema.parse(input);
  const { error } = await supabase
    .from('user_notifications')
    .upsert(
      { user_id: userId, notification_id: notificationId, is_read: true, read_at: new Date().toISOString() },
      { onConflict: 'user_id,notification_id' },
    );
  if (error) throw error;
}

export function useMarkNotificationReadMutation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationReadInput) => markNotificationRead(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    meta: { errorText: 'Failed to mark notification as read' },
  });
}
