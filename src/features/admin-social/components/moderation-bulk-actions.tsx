import { Check, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ModerationStatus } from '../lib/moderation';

/** Approve, reject or delete the selected posts, or delete every rejected one. */
export function ModerationBulkActions({
  selectedIds,
  busy,
  onBulk,
  onDeleteSelected,
  onDeleteRejected,
}: {
  selectedIds: string[];
  busy: boolean;
  onBulk(status: ModerationStatus): void;
  onDeleteSelected(): void;
  onDeleteRejected(): void;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Bulk actions">
      <Button size="sm" variant="outline" disabled={busy || selectedIds.length === 0} onClick={() => onBulk('approved')}>
        <Check aria-hidden />
        Approve Selected
      </Button>
      <Button size="sm" variant="outline" disabled={busy || selectedIds.length === 0} onClick={() => onBulk('rejected')}>
        <X aria-hidden />
        Reject Selected
      </Button>
      <Button size="sm" variant="outline" disabled={busy || selectedIds.length === 0} onClick={onDeleteSelected}>
        <Trash2 aria-hidden />
        Delete Selected
      </Button>
      <Button size="sm" variant="destructive" disabled={busy} onClick={onDeleteRejected}>
        <Trash2 aria-hidden />
        Delete All Rejected
      </Button>
      {selectedIds.length > 0 && <span className="self-center text-sm text-muted-foreground">{selectedIds.length} selected</span>}
    </div>
  );
}
