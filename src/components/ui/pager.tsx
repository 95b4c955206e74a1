import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';
import { PendingButton } from './pending-button';

export interface PagerProps {
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  /** The requested page is loading: the buttons are disabled and the pager is aria-busy. */
  pending?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

/** "Page X of Y" with previous/next buttons; renders nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPageChange, pending = false, label = 'Pagination', className }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} aria-busy={pending || undefined} className={cn('flex items-center justify-between gap-2', className)}>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={pending || page <= 0}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        Page {Math.min(page + 1, pages)} of {pages}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={pending || page >= pages - 1}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

export interface LoadMoreButtonProps {
  /** Whether there is more to load; renders nothing otherwise. */
  hasMore: boolean;
  /** The next page is loading. */
  pending: boolean;
  onLoadMore(): void;
  size?: ButtonProps['size'];
  className?: string;
}

/** 'Load more' under an infinite list; 'Loading...' and disabled while the next page loads. */
export function LoadMoreButton({ hasMore, pending, onLoadMore, size = 'sm', className }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <PendingButton variant="outline" size={size} className={className} pending={pending} pendingText="Loading..." onClick={onLoadMore}>
      Load more
    </PendingButton>
  );
}
