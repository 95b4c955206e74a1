import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Social Posts Moderation (placeholder until its issue lands). */
export function AdminSocialRoute() {
  return <ComingSoonRoute title="Social Posts Moderation" />;
}
