import { useId, useState } from 'react';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/utils';
import type { FeedPost } from '../api/post-columns';
import { CasinoBadge } from './casino-badge';
import { PostJackpotCard } from './post-jackpot-card';
import { PostAuthor } from './post-author';
import { PostComments } from './post-comments';
import { PostImage } from './post-image';
import { PostReactions } from './post-reactions';
import { PostStatusBadges } from './post-status-badges';
import { ReportPostDialog } from './report-post-dialog';

interface PostCardProps {
  post: FeedPost;
  /** Running number in the list (1-based). */
  number: number;
  /** When the feed page holding the post was read. */
  readAt: number;
}

/** A feed card: author, time, number, casino, caption, image, reactions, comments and Report. */
export function PostCard({ post, number, readAt }: PostCardProps) {
  const { user } = useAuth();
  const [showComments, setShowComments] = useState(false);
  const commentsId = useId();
  const isOwn = user?.id === post.user_id;
  const href = paths.postDetail.getHref(post.id);

  return (
    <Card role="article" aria-label={`Post #${number}`} className="gap-4 py-5">
      <CardHeader className="flex-row items-start justify-between gap-3 px-5">
        <PostAuthor nickname={post.authorNickname} createdAt={post.created_at} />
        <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
          {isOwn && <PostStatusBadges isPublic={post.is_public} moderationStatus={post.moderation_status} />}
          <Badge variant="outline" className="tabular-nums">
            #{number}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-3 px-5">
        {post.casino && <CasinoBadge casino={post.casino} />}
        <Link to={href} className="block space-y-3 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          {post.caption && <p className="break-words whitespace-pre-wrap">{post.caption}</p>}
          {post.jackpot && <PostJackpotCard jackpot={post.jackpot} />}
          <PostImage url={post.image_url} />
          <span className="sr-only">Open post #{number}</span>
        </Link>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 px-5">
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
          <PostReactions postId={post.id} initial={{ data: post.reactions, updatedAt: readAt }} />
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showComments}
              aria-controls={commentsId}
              onClick={() => setShowComments((v) => !v)}
            >
              <MessageCircle aria-hidden />
              Comments
              <ChevronDown aria-hidden className={cn('transition-transform', showComments && 'rotate-180')} />
            </Button>
            {user && !isOwn && <ReportPostDialog postId={post.id} />}
          </div>
        </div>
        {showComments && (
          <div id={commentsId}>
            <PostComments postId={post.id} />
          </div>
        )}
      </CardFooter>
    </Card>
  );
}
