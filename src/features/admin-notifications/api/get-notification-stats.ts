import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/call-rpc';
import { readBy } from '@/lib/read-by';
import { parseNotificationStats } from '../lib/notification-form';
import { adminNotificationKeys } from './notification-keys';

/** Totals, active count, read rate and reads (rpc get_notification_stats). */
export function getNotificationStats(signal: AbortSignal) {
  return callRpc('get_notification_stats', {}, readBy(parseNotificationStats), { signal });
}

export const notificationStatsQueryOptions = () =>
  queryOptions({ queryKey: adminNotificationKeys.stats(), queryFn: ({ signal }) => getNotificationStats(signal) });

export function useNotificationStats() {
  return useQuery(notificationStatsQueryOptions());
}
