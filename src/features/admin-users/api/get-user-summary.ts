import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/call-rpc';
import { readBy } from '@/lib/read-by';
import { parseAdminUserSummary } from '../lib/user-summary';
import { adminUserKeys } from './admin-user-keys';

/** W2G totals, session totals and favourite casinos of one user (rpc get_admin_user_summary). */
export function getUserSummary(userId: string, signal: AbortSignal) {
  return callRpc('get_admin_user_summary', { p_user_id: userId }, readBy(parseAdminUserSummary), { signal });
}

export const userSummaryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminUserKeys.summary(userId), queryFn: ({ signal }) => getUserSummary(userId, signal) });

export function useUserSummary(userId: string | null) {
  return useQuery({ ...userSummaryQueryOptions(userId ?? ''), enabled: !!userId });
}
