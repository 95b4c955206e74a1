import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseNotificationStats } from '../lib/notification-form';
import { adminNotificationKeys } from './notification-keys';

/** Totals, active count, read rate and reads (rpc get_notification_stats). */
export async function getNotificationStats(signal: AbortSignal) {
  const { data, error } = await supabase.rpc('get_notification_stats').abortSignal(signal);
  if (error) throw error;
  return parseNotificationStats(data);
}

export const notificationStatsQueryOptions = () =>
  queryOptions({ queryKey: adminNotificationKeys.stats(), queryFn: ({ signal }) => getNotificationStats(signal) });

export function useNotificationStats() {
  return useQuery(notificationStatsQueryOptions());
}
