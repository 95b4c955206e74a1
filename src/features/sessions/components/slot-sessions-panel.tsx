import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRemoveSlotSession } from '../api/save-slot-session';
import { useSlotSessions } from '../api/get-slot-sessions';
import type { SessionListFilters } from '../api/session-keys';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DELETE_SESSION_CONFIRM } from '../lib/confirm-texts';
import { ListFooter } from './list-footer';
import { applyWrites } from '@/lib/offline/define-write';
import { useSessionWrites } from '../hooks/use-session-writes';
import { slotRows } from '../writes/rows';
import { SlotSessionsTable } from './slot-sessions-table';

export const SLOT_EMPTY_TEXT = 'No slot sessions found. Start one to get started!';

/** The Slot Sessions tab: paged list with edit and delete. */
export function SlotSessionsPanel({ filters }: { filters: SessionListFilters }) {
  const query = useSlotSessions(filters);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useRemoveSlotSession({ onSettled: () => setDeleting(null) });
  const pending = useSessionWrites();
  const navigate = useNavigate();
  const sessions = useMemo(() => applyWrites(query.data?.pages.flat() ?? [], pending, slotRows), [query.data, pending]);

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
        onConfirm={() => deleting && remove.save(deleting)}
      />
    </>
  );
}
