import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { notificationKeys } from './notification-keys';

export const markAllNotificationsReadSchema = z.object({ unreadIds: z.array(z.string().min(1)) });
export type MarkAllNotificationsReadInput = z.infer<typeof markAllNotificationsReadSchema>;

/** Marks the given unread notifications read in one batch upsert; does nothing for none. Returns how many. */
export async function markAllNotificationsRead(userId: string | undefined, input: MarkAllNotificationsReadInput): Promise<number> {
  if (!userId) throw new Error('User not authenticated');
  const { unreadIds } = markAllNotificationsReadSchema.parse(input);
  if (unreadIds.length === 0) return 0;
  const readAt = new Date().toISOString();
  const { error } = await supabase.from('user_notifications').upsert(
    unreadIds.map((id) => ({ user_id: userId, notification_id: id, is_read: true, read_at: readAt })),
    { onConflict: 'user_id,notification_id' },
  );
  if (error) throw error;
  return unreadIds.length;
}

export function useMarkAllNotificationsReadMutation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkAllNotificationsReadInput) => markAllNotificationsRead(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    meta: { errorText: 'Failed to mark all notifications as read' },
  });
}
