import { ActivityPage } from '@/features/admin-activity/components/activity-page';

/** Route: /admin/activity. */
export function AdminActivityRoute() {
  return <ActivityPage />;
}
