import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminNotificationKeys } from './notification-keys';

const LIMIT = 20;

/** Up to 20 profiles whose e-mail contains `query` (all when empty), by e-mail. */
export async function searchUsers(query: string, signal: AbortSignal) {
  let q = supabase.from('profiles').select('id, email').not('email', 'is', null);
  const term = query.trim().replace(/[%_,()\\]/g, '');
  if (term) q = q.ilike('email', `%${term}%`);
  const { data, error } = await q.order('email').limit(LIMIT).abortSignal(signal);
  if (error) throw error;
  return data;
}

export const searchUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: adminNotificationKeys.userSearch(query.trim()),
    queryFn: ({ signal }) => searchUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchUsers(query: string, enabled: boolean) {
  return useQuery({ ...searchUsersQueryOptions(query), enabled });
}
