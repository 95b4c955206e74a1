import { ArrowLeft, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { usePost } from '../api/get-post';
import { CasinoBadge } from './casino-badge';
import { PostJackpotCard } from './post-jackpot-card';
import { PostAuthor } from './post-author';
import { PostComments } from './post-comments';
import { PostImage } from './post-image';
import { PostOwnerMenu } from './post-owner-menu';
import { PostReactions } from './post-reactions';
import { PostStatusBadges } from './post-status-badges';
import { ReportPostDialog } from './report-post-dialog';

/** /social/{postId}: the post, its reactions and comments; the owner's menu or Report. */
export function PostDetailPage({ postId }: { postId: string }) {
  const { user } = useAuth();
  const post = usePost(postId);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4">
      {/* The screen's one h1 (the post itself has no title). */}
      <h1 className="sr-only">{post.data ? `Post by ${post.data.authorNickname ?? 'a player'}` : 'Post'}</h1>
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.social.getHref()}>
          <ArrowLeft aria-hidden />
          Back to feed
        </Link>
      </Button>

      {post.isPending ? (
        <Skeleton className="h-96 w-full rounded-xl" role="status" aria-label="Loading post" />
      ) : post.isError ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm text-destructive">Failed to load the post.</p>
            <Button variant="outline" size="sm" onClick={() => post.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : !post.data ? (
        <Card>
          <CardContent className="py-6 text-center text-muted-foreground">Post not found.</CardContent>
        </Card>
      ) : (
        <Card role="article" aria-label="Post" className="gap-4">
          <CardHeader className="flex-row items-start justify-between gap-3">
            <PostAuthor nickname={post.data.authorNickname} createdAt={post.data.created_at} />
            <div className="flex shrink-0 items-center gap-1.5">
              {user?.id === post.data.user_id ? (
                <>
                  <PostStatusBadges isPublic={post.data.is_public} moderationStatus={post.data.moderation_status} />
                  <PostOwnerMenu postId={post.data.id} caption={post.data.caption} updatedAt={post.data.updated_at} />
                </>
              ) : (
                user && <ReportPostDialog postId={post.data.id} />
              )}
            </div>
          </CardHeader>
          <CardContent className="space-y-3">
            {post.data.casino && <CasinoBadge casino={post.data.casino} asLink />}
            {post.data.caption && <p className="text-lg break-words whitespace-pre-wrap">{post.data.caption}</p>}
            {post.data.jackpot && <PostJackpotCard jackpot={post.data.jackpot} />}
            <PostImage url={post.data.image_url} />
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-4">
            <div className="border-t pt-3">
              <PostReactions postId={post.data.id} />
            </div>
            <section aria-labelledby="comments-heading" className="space-y-3">
              <h2 id="comments-heading" className="flex items-center gap-2 font-semibold">
                <MessageCircle className="size-4" aria-hidden />
                Comments
              </h2>
              <PostComments postId={post.data.id} />
            </section>
          </CardFooter>
        </Card>
      )}
    </div>
  );
}
