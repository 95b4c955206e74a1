import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Export W2G (placeholder until its issue lands). */
export function W2gExportRoute() {
  return <ComingSoonRoute title="Export W2G" />;
}
