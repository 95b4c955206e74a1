import { SocialModerationPage } from '@/features/admin-social/components/social-moderation-page';

/** Route: /admin/social. */
export function AdminSocialRoute() {
  return <SocialModerationPage />;
}
