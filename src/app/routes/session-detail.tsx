import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Session Details (placeholder until its issue lands). */
export function SessionDetailRoute() {
  return <ComingSoonRoute title="Session Details" />;
}
