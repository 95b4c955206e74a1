import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Notification Management (placeholder until its issue lands). */
export function AdminNotificationsRoute() {
  return <ComingSoonRoute title="Notification Management" />;
}
