import { toastError } from '@/lib/write-errors';
import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { APP_USER_PAGE_SIZE } from '../lib/constants';
import { adminUserKeys } from './admin-user-keys';

/** One page of profiles (app users), newest sign-up first, and the number of profiles. */
export async function getAppUsers(page: number, signal: AbortSignal) {
  const from = page * APP_USER_PAGE_SIZE;
  const { data, count, error } = await supabase
    .from('profiles')
    .select('id, email, first_name, last_name, phone, nickname, created_at', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + APP_USER_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (error) throw error;
  return { rows: data, count: count ?? 0 };
}
export type AppUser = Awaited<ReturnType<typeof getAppUsers>>['rows'][number];

export const appUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminUserKeys.appUserPage(page),
    queryFn: ({ signal }) => getAppUsers(page, signal),
    placeholderData: keepPreviousData,
  });

/** The page of app users; a failed load shows 'Failed to load app user data'. */
export function useAppUsers(page: number) {
  const query = useQuery(appUsersQueryOptions(page));
  useEffect(() => {
    if (query.isError) toastError(null, 'Failed to load app user data', { id: 'load-app-users' });
  }, [query.isError]);
  return query;
}
