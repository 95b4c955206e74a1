import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';

/** Route: /admin/dashboard. */
export function AdminDashboardRoute() {
  return <AdminDashboard />;
}
