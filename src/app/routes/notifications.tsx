import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** Route: all notifications (the bell's "View All Notifications"). */
export function NotificationsRoute() {
  return <NotificationsPage />;
}
