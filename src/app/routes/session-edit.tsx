import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Edit Session (placeholder until its issue lands). */
export function SessionEditRoute() {
  return <ComingSoonRoute title="Edit Session" />;
}
