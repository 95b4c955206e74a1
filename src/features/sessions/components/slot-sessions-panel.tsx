import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { SLOT_TOASTS } from '../api/create-slot-session';
import { useDeleteSlotSession } from '../api/delete-slot-session';
import { useSlotSessions } from '../api/get-slot-sessions';
import type { SessionListFilters } from '../api/session-keys';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DELETE_SESSION_CONFIRM } from '../lib/confirm-texts';
import { ListFooter } from './list-footer';
import { useQueueSessionWrite } from '../api/queue-session-write';
import { usePendingSessionWrites } from '../hooks/use-pending-session-writes';
import { applyPendingSlotWrites } from '../lib/pending-session-rows';
import { SlotSessionsTable } from './slot-sessions-table';

export const SLOT_EMPTY_TEXT = 'No slot sessions found. Start one to get started!';

/** The Slot Sessions tab: paged list with edit and delete. */
export function SlotSessionsPanel({ filters }: { filters: SessionListFilters }) {
  const query = useSlotSessions(filters);
  const remove = useDeleteSlotSession();
  const queue = useQueueSessionWrite();
  const pending = usePendingSessionWrites();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<string | null>(null);
  const sessions = useMemo(() => applyPendingSlotWrites(query.data?.pages.flat() ?? [], pending), [query.data, pending]);

  if (query.isPending) return <p className="py-10 text-center text-sm text-muted-foreground">Loading your sessions...</p>;
  if (query.isError)
    return (
      <p role="alert" className="py-10 text-center text-sm text-destructive">
        Could not load your slot sessions.
      </p>
    );

  return (
    <>
      {sessions.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">{SLOT_EMPTY_TEXT}</p>
      ) : (
        <>
          <SlotSessionsTable sessions={sessions} onEdit={(id) => navigate(paths.sessionEdit.getHref(id))} onDelete={setDeleting} />
          <ListFooter
            shown={sessions.length}
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => query.fetchNextPage()}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting != null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Session"
        description={DELETE_SESSION_CONFIRM}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (deleting && queue('slot-delete', deleting)) setDeleting(null);
          else if (deleting)
            remove.mutate(deleting, {
              onSuccess: () => toast.success(SLOT_TOASTS.deleted),
              onSettled: () => setDeleting(null),
            });
        }}
      />
    </>
  );
}
