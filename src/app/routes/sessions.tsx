import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Sessions (placeholder until its issue lands). */
export function SessionsRoute() {
  return <ComingSoonRoute title="Sessions" />;
}
