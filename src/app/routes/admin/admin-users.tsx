import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: User Management (placeholder until its issue lands). */
export function AdminUsersRoute() {
  return <ComingSoonRoute title="User Management" />;
}
