import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Casino Details (placeholder until its issue lands). */
export function CasinoDetailRoute() {
  return <ComingSoonRoute title="Casino Details" />;
}
