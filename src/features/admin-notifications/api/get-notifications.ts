import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { NOTIFICATION_PAGE_SIZE } from '../lib/constants';
import { adminNotificationKeys } from './notification-keys';

const COLUMNS =
  'id, title, message, target_type, target_users, target_casino_id, notification_type, priority, action_url, action_text, expires_at, is_active, created_by, created_at, updated_at' as const;

/** One page of sent notifications, newest first, and how many there are. */
export async function getNotifications(page: number, signal: AbortSignal) {
  const from = page * NOTIFICATION_PAGE_SIZE;
  const { data, count, error } = await supabase
    .from('notifications')
    .select(COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + NOTIFICATION_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (error) throw error;
  return { rows: data, count: count ?? 0 };
}

export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminNotificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
  });

export function useNotifications(page: number) {
  return useQuery(notificationsQueryOptions(page));
}
