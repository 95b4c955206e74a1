import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** What QueryState needs of a query (a TanStack Query result has it). */
export type QueryLike<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch(): unknown };

type Props<T> = {
  query: QueryLike<T>;
  /** Names the loading placeholder for screen readers ("Loading the activity"). */
  loading: string;
  /** How many placeholder rows, and each one's class (its height). */
  skeleton?: { rows?: number; className?: string };
  /** Said when the read failed, above Try again. */
  error: string;
  /** Whether the answer has nothing to show; then `empty` is shown instead of the children. */
  isEmpty?(data: T): boolean;
  /** The empty state: a sentence (shown muted and centred) or its own markup (an icon and an action). */
  empty?: ReactNode;
  children(data: T): ReactNode;
};

/** The loading placeholder: grey rows where the content will be, announced as loading. */
export function QuerySkeleton({ label, rows = 3, className = 'h-12 w-full' }: { label: string; rows?: number; className?: string }) {
  return (
    <div className="space-y-2" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

/** A failed read: what could not be loaded, and Try again (the page around it stays). */
export function QueryError({ message, onRetry, className }: { message: string; onRetry(): unknown; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center gap-2 py-8 text-sm', className)}>
      <p className="text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={() => void onRetry()}>
        Try again
      </Button>
    </div>
  );
}

/** Nothing to show: a sentence, or the caller's own markup. */
export function QueryEmpty({ children }: { children: ReactNode }) {
  return typeof children === 'string' ? <p className="py-10 text-center text-sm text-muted-foreground">{children}</p> : <>{children}</>;
}

/**
 * One read's three states before its content, the same on every page: a skeleton while the first answer is on its
 * way, the error with Try again, the empty state; then the children with the data.
 */
export function QueryState<T>({ query, loading, skeleton, error, isEmpty, empty, children }: Props<T>) {
  if (query.isPending) return <QuerySkeleton label={loading} {...skeleton} />;
  if (query.isError || query.data === undefined) return <QueryError message={error} onRetry={() => query.refetch()} />;
  if (isEmpty?.(query.data)) return <QueryEmpty>{empty}</QueryEmpty>;
  return <>{children(query.data)}</>;
}
