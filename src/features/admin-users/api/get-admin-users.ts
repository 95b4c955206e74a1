import { toastError } from '@/lib/write-errors';
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminUserKeys } from './admin-user-keys';

/** Every administrator (a short list), oldest first. */
export async function getAdminUsers(signal: AbortSignal) {
  const { data, error } = await supabase
    .from('admin_users')
    .select('id, email, first_name, last_name, created_at, role, permissions')
    .order('created_at')
    .order('id')
    .abortSignal(signal);
  if (error) throw error;
  return data;
}
export type AdminUser = Awaited<ReturnType<typeof getAdminUsers>>[number];

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: adminUserKeys.admins(), queryFn: ({ signal }) => getAdminUsers(signal) });

/** The admin list; a failed load shows 'Failed to load admin user data'. */
export function useAdminUsers() {
  const query = useQuery(adminUsersQueryOptions());
  useEffect(() => {
    if (query.isError) toastError(null, 'Failed to load admin user data', { id: 'load-admin-users' });
  }, [query.isError]);
  return query;
}
