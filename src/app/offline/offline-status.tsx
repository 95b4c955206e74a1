import { CloudOff, RefreshCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useIsOnline, useShownDataFetchedAt, useWaitingChanges, waitingLabel } from '@/hooks/use-offline-state';

/** "2:14 PM" today, "Nov 23, 2:14 PM" before. */
function fetchedAtLabel(ms: number, now = new Date()): string {
  const at = new Date(ms);
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat('en-US', sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/**
 * A slim bar under the header while offline or while changes wait: "Offline", when the data shown was
 * last updated, how many changes wait, and Sync now.
 */
export function OfflineStatus() {
  const client = useQueryClient();
  const online = useIsOnline();
  const waiting = useWaitingChanges();
  const fetchedAt = useShownDataFetchedAt();
  if (online && waiting === 0) return null;

  const syncNow = () => {
    void client.resumePausedMutations().then(() => client.invalidateQueries());
  };

  return (
    <div role="status" aria-label="Sync status" className="border-b bg-secondary/70 px-4 py-1.5 text-sm text-secondary-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        {!online && (
          <span className="inline-flex items-center gap-1.5 font-medium">
            <CloudOff className="size-4" aria-hidden />
            Offline
          </span>
        )}
        {!online && fetchedAt !== null && <span className="text-muted-foreground">Last updated {fetchedAtLabel(fetchedAt)}</span>}
        {waiting > 0 && <span data-testid="waiting-count">{waitingLabel(waiting)}</span>}
        {waiting > 0 && (
          <Button variant="ghost" size="sm" className="ml-auto h-7" onClick={syncNow} disabled={!online}>
            <RefreshCw aria-hidden />
            Sync now
          </Button>
        )}
      </div>
    </div>
  );
}
