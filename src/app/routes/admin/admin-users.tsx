import { UserManagementPage } from '@/features/admin-users/components/user-management-page';

/** Route: /admin/users. */
export function AdminUsersRoute() {
  return <UserManagementPage />;
}
