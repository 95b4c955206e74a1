import { ShareWinPage } from '@/features/social/components/share-win-page';

/** Route: /social/new — Share a Win. */
export function SocialNewRoute() {
  return <ShareWinPage />;
}
