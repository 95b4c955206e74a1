import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/pager';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { casinoListQueryOptions, favoriteCasinoIdsQueryOptions } from '@/api/get-casino-options';
import { useSocialFeed } from '../api/get-social-feed';
import type { FeedFilters as Filters } from '../api/social-keys';
import { FeedFilters, type FeedMode } from './feed-filters';
import { PostCard } from './post-card';

/** /social: the feed with its filters, paged 20 posts at a time. */
export function SocialFeedPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const mode: FeedMode = params.get('feed') === 'mine' ? 'mine' : 'public';
  const casino = params.get('casino') || 'all';

  const casinos = useQuery(casinoListQueryOptions());
  const favorites = useQuery(favoriteCasinoIdsQueryOptions(user?.id ?? null));
  const favoriteIds = useMemo(() => favorites.data ?? [], [favorites.data]);

  const filters: Filters = { mode, casino, userId: user?.id ?? null, favoriteIds: casino === 'favorites' ? favoriteIds : [] };
  const waitingForFavorites = casino === 'favorites' && favorites.isPending;
  const feed = useSocialFeed(filters, { enabled: !waitingForFavorites });

  const setFilter = (key: 'feed' | 'casino', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const posts = feed.data?.pages.flatMap((p) => p.posts) ?? [];
  const emptyText =
    casino === 'favorites'
      ? favoriteIds.length === 0
        ? 'No favorite casinos selected. Add some favorites first!'
        : 'No posts from your favorite casinos yet.'
      : 'No posts yet.';

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Social Feed</h1>
        <Button asChild variant="accent">
          <Link to={paths.socialNew.getHref()}>
            <Plus aria-hidden />
            Share a Win
          </Link>
        </Button>
      </div>

      <FeedFilters
        mode={mode}
        casino={casino}
        casinos={(casinos.data ?? []).filter((c) => !c.archived || c.id === casino)}
        favoriteCount={favoriteIds.length}
        signedIn={!!user}
        onModeChange={(v) => setFilter('feed', v, 'public')}
        onCasinoChange={(v) => setFilter('casino', v, 'all')}
      />

      {feed.isPending || waitingForFavorites ? (
        <div className="space-y-4" role="status" aria-label="Loading posts">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-64 w-full rounded-xl" />
          ))}
        </div>
      ) : feed.isError ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm text-destructive">Failed to load posts.</p>
            <Button variant="outline" size="sm" onClick={() => feed.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : posts.length === 0 ? (
        <Card>
          <CardContent className="py-6 text-center text-muted-foreground">{emptyText}</CardContent>
        </Card>
      ) : (
        <div className="space-y-4">
          {posts.map((post, i) => (
            <PostCard key={post.id} post={post} number={i + 1} readAt={feed.dataUpdatedAt} />
          ))}
          <div className="flex justify-center">
            <LoadMoreButton
              size="default"
              hasMore={feed.hasNextPage}
              pending={feed.isFetchingNextPage}
              onLoadMore={() => feed.fetchNextPage()}
            />
          </div>
        </div>
      )}
    </div>
  );
}
