import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Find Casinos (placeholder until its issue lands). */
export function CasinosRoute() {
  return <ComingSoonRoute title="Find Casinos" />;
}
