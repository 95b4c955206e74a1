import { AdminAuthPage } from '@/features/auth/components/admin-auth-page';

/** Route: /admin/auth (admin sign in and recovery). */
export function AdminAuthRoute() {
  return <AdminAuthPage />;
}
