import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { RecentActivity } from '@/features/admin-activity/components/recent-activity';

/** Route: /admin/dashboard (with the audit trail's last few actions). */
export function AdminDashboardRoute() {
  return <AdminDashboard recentActivity={<RecentActivity />} />;
}
