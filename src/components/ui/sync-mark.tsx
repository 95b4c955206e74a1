import { CloudUpload, TriangleAlert } from 'lucide-react';
import type { SyncState } from '@/lib/offline/define-write';
import { Badge } from './badge';

/** Marks a row that is still in the outbox ("Waiting to sync") or was refused by the server ("Not synced"). */
export function SyncMark({ state }: { state?: SyncState }) {
  if (!state) return null;
  return state === 'pending' ? (
    <Badge variant="secondary" className="ml-1 shrink-0 align-middle">
      <CloudUpload aria-hidden />
      Waiting to sync
    </Badge>
  ) : (
    <Badge variant="destructive" className="ml-1 shrink-0 align-middle">
      <TriangleAlert aria-hidden />
      Not synced
    </Badge>
  );
}

/** A name with its sync mark beside it: a long name wraps (never cut), and the mark goes under it when there is no room. */
export function NameWithSyncMark({ name, state }: { name: string; state?: SyncState }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-y-1">
      <span className="min-w-0 break-words">{name}</span>
      <SyncMark state={state} />
    </span>
  );
}
