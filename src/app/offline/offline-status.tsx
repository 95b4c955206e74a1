import { CloudOff, RefreshCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatTime } from '@/lib/dates';
import {
  useFailedChanges,
  useIsOnline,
  useShownDataFetchedAt,
  useWaitingChanges,
  waitingLabel,
  type FailedChange,
} from '@/lib/offline/use-offline-state';

/** "2:14 PM" today, "Nov 23, 2026 2:14 PM" before (the app's one time format). */
function fetchedAtLabel(ms: number, now = new Date()): string {
  const at = new Date(ms);
  return at.toDateString() === now.toDateString() ? formatTime(at) : formatDateTime(at.toISOString());
}

/** A refused write: what it was, why, and Retry / Discard. */
function FailedChangeRow({ change }: { change: FailedChange }) {
  const client = useQueryClient();
  const mutation = () =>
    client
      .getMutationCache()
      .getAll()
      .find((m) => m.mutationId === change.mutationId);
  const retry = () => {
    const m = mutation();
    m?.execute(m.state.variables).catch(() => undefined);
  };
  const discard = () => {
    const m = mutation();
    if (m) client.getMutationCache().remove(m);
    // What the list showed of it goes: the server's truth is fetched again.
    void client.invalidateQueries();
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-destructive">
      <span>
        <span className="font-medium">{change.label} did not sync:</span> {change.reason}
      </span>
      <span className="ml-auto flex gap-1">
        <Button variant="outline" size="sm" className="h-7" onClick={retry}>
          Retry
        </Button>
        <Button variant="outline" size="sm" className="h-7" onClick={discard}>
          Discard
        </Button>
      </span>
    </li>
  );
}

/**
 * A slim bar under the header while offline or while changes wait or failed: "Offline", when the data
 * shown was last updated, how many changes wait (with Sync now), and each refused change with its reason.
 */
export function OfflineStatus() {
  const client = useQueryClient();
  const online = useIsOnline();
  const waiting = useWaitingChanges();
  const failed = useFailedChanges();
  const fetchedAt = useShownDataFetchedAt();
  if (online && waiting === 0 && failed.length === 0) return null;

  const syncNow = () => void client.resumePausedMutations().then(() => client.invalidateQueries());

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
      {failed.length > 0 && (
        <ul className="mx-auto mt-1 grid max-w-6xl gap-1" aria-label="Changes that did not sync">
          {failed.map((change) => (
            <FailedChangeRow key={change.mutationId} change={change} />
          ))}
        </ul>
      )}
    </div>
  );
}
