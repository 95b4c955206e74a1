import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { useAuth } from '@/hooks/use-auth';
import { notificationKeys } from './notification-keys';

const notificationsSchema = z.array(
  z.object({
    notification_id: z.string(),
    title: z.string(),
    message: z.string(),
    notification_type: z.string(),
    priority: z.string(),
    action_url: z.nullable(z.string()),
    action_text: z.nullable(z.string()),
    created_at: z.string(),
    is_read: z.boolean(),
  }),
);
export type UserNotification = z.infer<typeof notificationsSchema>[number];

/** The user's notifications, newest first, with their read state (rpc get_user_notifications). */
export async function getUserNotifications(userId: string, signal?: AbortSignal): Promise<UserNotification[]> {
  try {
    return await callRpc('get_user_notifications', { user_uuid: userId }, notificationsSchema, { signal });
  } catch (error) {
    if (!signal?.aborted) console.error('Failed to load notifications', error);
    throw error;
  }
}

export const userNotificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.list(userId), queryFn: ({ signal }) => getUserNotifications(userId, signal) });

/** The signed-in user's notifications; runs only when a user exists. */
export function useUserNotifications() {
  const { user } = useAuth();
  return useQuery({ ...userNotificationsQueryOptions(user?.id ?? ''), enabled: !!user });
}
