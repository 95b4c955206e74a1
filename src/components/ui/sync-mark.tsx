import { CloudUpload, TriangleAlert } from 'lucide-react';
import { Badge } from './badge';

/** Marks a row that is still in the outbox ("Waiting to sync") or was refused by the server ("Not synced"). */
export function SyncMark({ state }: { state?: 'pending' | 'failed' }) {
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

/** A name that an ellipsis cuts when long, with its sync mark beside it: the mark itself is never cut off. */
export function NameWithSyncMark({ name, state }: { name: string; state?: 'pending' | 'failed' }) {
  return (
    <span className="flex min-w-0 items-center">
      <span className="truncate">{name}</span>
      <SyncMark state={state} />
    </span>
  );
}
