import { NotificationManagementPage } from '@/features/admin-notifications/components/notification-management-page';

/** Route: /admin/notifications. */
export function AdminNotificationsRoute() {
  return <NotificationManagementPage />;
}
