import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Post (placeholder until its issue lands). */
export function PostDetailRoute() {
  return <ComingSoonRoute title="Post" />;
}
