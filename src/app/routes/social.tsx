import { SocialFeedPage } from '@/features/social/components/social-feed-page';

/** Route: /social — the social feed. */
export function SocialRoute() {
  return <SocialFeedPage />;
}
