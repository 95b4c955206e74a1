import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';
import { useAuth } from '@/hooks/use-auth';
import { notificationKeys } from './notification-keys';

export type UserNotification = Database['public']['Functions']['get_user_notifications']['Returns'][number];

/** The user's notifications, newest first, with their read state (rpc get_user_notifications). */
export async function getUserNotifications(userId: string, signal?: AbortSignal): Promise<UserNotification[]> {
  const query = supabase.rpc('get_user_notifications', { user_uuid: userId });
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) {
    if (!signal?.aborted) console.error('Failed to load notifications', error);
    throw error;
  }
  return data;
}

export const userNotificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.list(userId), queryFn: ({ signal }) => getUserNotifications(userId, signal) });

/** The signed-in user's notifications; runs only when a user exists. */
export function useUserNotifications() {
  const { user } = useAuth();
  return useQuery({ ...userNotificationsQueryOptions(user?.id ?? ''), enabled: !!user });
}
