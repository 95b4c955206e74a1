import { Clock, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** For the author: whether the post is private and whether moderation holds it back. */
export function PostStatusBadges({ isPublic, moderationStatus }: { isPublic: boolean; moderationStatus: string }) {
  return (
    <>
      {!isPublic && (
        <Badge variant="outline">
          <Lock aria-hidden />
          Private
        </Badge>
      )}
      {moderationStatus === 'pending' && (
        <Badge variant="outline" className="border-amber-300 text-amber-700">
          <Clock aria-hidden />
          Pending review
        </Badge>
      )}
      {moderationStatus === 'rejected' && <Badge variant="destructive">Rejected</Badge>}
    </>
  );
}
