import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminNotificationKeys } from './notification-keys';

/** E-mails of the given profile ids (the chosen recipients of a specific notification). */
export async function getUsersByIds(ids: readonly string[], signal: AbortSignal) {
  if (ids.length === 0) return [];
  const { data, error } = await supabase
    .from('profiles')
    .select('id, email')
    .in('id', [...ids])
    .abortSignal(signal);
  if (error) throw error;
  return data;
}

export const usersByIdsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: adminNotificationKeys.usersById([...ids].sort()),
    queryFn: ({ signal }) => getUsersByIds(ids, signal),
    staleTime: 5 * 60_000,
  });

export function useUsersByIds(ids: readonly string[]) {
  return useQuery(usersByIdsQueryOptions(ids));
}
