import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/call-rpc';
import type { UserNotification } from './notifications-schema';
import { useAuth } from '@/hooks/use-auth';
import { notificationKeys } from './notification-keys';

export type { UserNotification };

/** Its schema is fetched with the first answer: the top bar is in the app's first load (see lib/call-rpc.ts). */
const notificationsSchema = () => import('./notifications-schema').then((m) => m.notificationsSchema);

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
