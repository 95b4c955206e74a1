import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Casino Management Console (placeholder until its issue lands). */
export function AdminCasinosRoute() {
  return <ComingSoonRoute title="Casino Management Console" />;
}
