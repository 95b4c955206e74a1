import { useEffect, useState } from 'react';
import { CheckCircle2, CloudOff, RefreshCw } from 'lucide-react';
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

/** How long "All synced" stays once the last waiting change reached the server. */
const ALL_SYNCED_MS = 5000;

/**
 * A slim bar under the header while offline or while changes wait or failed: "Offline", when the data
 * shown was last updated, how many changes wait (with Sync now), and each refused change with its reason.
 * When the last waiting change has synced (and the connection is back) it says "All synced", "Updating…" while
 * what the screen shows is fetched again, then for a moment the time it was: the records just synced are in what it
 * dates (the time of the oldest query on screen before it was fetched again is never shown as the answer).
 */
export function OfflineStatus() {
  const client = useQueryClient();
  const online = useIsOnline();
  const waiting = useWaitingChanges();
  const failed = useFailedChanges();
  const fetchedAt = useShownDataFetchedAt();
  const busy = !online || waiting > 0 || failed.length > 0;
  // Changes waited, and now none waits or failed and the connection is back: "All synced" for a moment.
  const [sawWaiting, setSawWaiting] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);
  /** Which "All synced" this is (0: none yet); `allSynced` while it shows. */
  const [syncedRun, setSyncedRun] = useState(0);
  const [allSynced, setAllSynced] = useState(false);
  /** What the screen shows is being fetched again after "All synced". */
  const [refreshing, setRefreshing] = useState(false);
  if (waiting > 0 && !sawWaiting) setSawWaiting(true);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (busy) setAllSynced(false);
    else if (sawWaiting || waiting > 0) {
      setSawWaiting(false);
      setAllSynced(true);
      setRefreshing(true);
      setSyncedRun((n) => n + 1);
    }
  }

  useEffect(() => {
    if (syncedRun === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    // What the screen shows is fetched again, so "Last updated" includes the records that just synced; the time is
    // shown once those fetches are done (on a slow connection they outlast the moment "All synced" stays).
    void client.invalidateQueries().finally(() => {
      if (!current) return;
      setRefreshing(false);
      timer = setTimeout(() => setAllSynced(false), ALL_SYNCED_MS);
    });
    return () => {
      current = false;
      if (timer) clearTimeout(timer);
    };
  }, [syncedRun, client]);

  if (!busy && !allSynced) return null;

  const syncNow = () => void client.resumePausedMutations().then(() => client.invalidateQueries());

  return (
    <div role="status" aria-label="Sync status" className="border-b bg-secondary/70 px-4 py-1.5 text-sm text-secondary-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        {!busy && (
          <span className="inline-flex items-center gap-1.5 font-medium" data-testid="all-synced">
            <CheckCircle2 className="size-4 text-success" aria-hidden />
            All synced
          </span>
        )}
        {!online && (
          <span className="inline-flex items-center gap-1.5 font-medium">
            <CloudOff className="size-4" aria-hidden />
            Offline
          </span>
        )}
        {!busy && refreshing ? (
          <span className="text-muted-foreground">Updating…</span>
        ) : (
          (!online || !busy) &&
          fetchedAt !== null && <span className="text-muted-foreground">Last updated {fetchedAtLabel(fetchedAt)}</span>
        )}
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
