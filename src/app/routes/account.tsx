import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Account Settings (placeholder until its issue lands). */
export function AccountRoute() {
  return <ComingSoonRoute title="Account Settings" />;
}
