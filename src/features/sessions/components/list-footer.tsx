import { LoadMoreButton } from '@/components/ui/pager';

type Props = { hasNextPage: boolean; isFetchingNextPage: boolean; onLoadMore(): void; shown: number };

/** "Load more" under a paged session list. */
export function ListFooter({ hasNextPage, isFetchingNextPage, onLoadMore, shown }: Props) {
  return (
    <div className="flex flex-col items-center gap-2 pt-3">
      <p className="text-xs text-muted-foreground">
        Showing {shown} {shown === 1 ? 'session' : 'sessions'}
      </p>
      <LoadMoreButton hasMore={hasNextPage} pending={isFetchingNextPage} onLoadMore={onLoadMore} />
    </div>
  );
}
