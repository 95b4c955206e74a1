import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Share a Win (placeholder until its issue lands). */
export function SocialNewRoute() {
  return <ComingSoonRoute title="Share a Win" />;
}
