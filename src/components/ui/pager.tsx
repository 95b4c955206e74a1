import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';

export interface PagerProps {
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  className?: string;
}

/** "Page X of Y" with previous/next buttons; renders nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPageChange, className }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex items-center justify-between gap-2', className)}>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 0}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        Page {Math.min(page + 1, pages)} of {pages}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages - 1}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
