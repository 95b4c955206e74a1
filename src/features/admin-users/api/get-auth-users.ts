import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserKeys } from './admin-user-keys';
import { invokeAdminUserManagement } from './admin-user-management';

export interface AuthUserActivity {
  id: string;
  last_sign_in_at: string | null;
}

/**
 * Last sign-in per account id (list_auth_users). A failure is only logged and yields an empty map,
 * so Last Active shows 'Never' (spec part 2 §8).
 */
export async function getAuthUserActivity(): Promise<Record<string, string | null>> {
  try {
    const { users } = await invokeAdminUserManagement<{ users: AuthUserActivity[] }>({ action: 'list_auth_users' });
    return Object.fromEntries((users ?? []).map((u) => [u.id, u.last_sign_in_at]));
  } catch (error) {
    console.warn('Could not load the authentication user list', error);
    return {};
  }
}

export const authUserActivityQueryOptions = () => queryOptions({ queryKey: adminUserKeys.authUsers(), queryFn: getAuthUserActivity });

export function useAuthUserActivity() {
  return useQuery(authUserActivityQueryOptions());
}
