import { CloudUpload, TriangleAlert } from 'lucide-react';
import { Badge } from './badge';

/** Marks a row that is still in the outbox ("Waiting to sync") or was refused by the server ("Not synced"). */
export function SyncMark({ state }: { state?: 'pending' | 'failed' }) {
  if (!state) return null;
  return state === 'pending' ? (
    <Badge variant="secondary" className="ml-1 align-middle">
      <CloudUpload aria-hidden />
      Waiting to sync
    </Badge>
  ) : (
    <Badge variant="destructive" className="ml-1 align-middle">
      <TriangleAlert aria-hidden />
      Not synced
    </Badge>
  );
}
