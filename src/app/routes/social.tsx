import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Social Feed (placeholder until its issue lands). */
export function SocialRoute() {
  return <ComingSoonRoute title="Social Feed" />;
}
