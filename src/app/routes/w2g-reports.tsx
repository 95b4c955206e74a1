import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Reports (placeholder until its issue lands). */
export function W2gReportsRoute() {
  return <ComingSoonRoute title="Reports" />;
}
