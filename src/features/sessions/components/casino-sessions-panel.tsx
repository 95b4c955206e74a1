import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { latestOf } from '@/hooks/use-edit-base';
import { CASINO_TOASTS } from '../lib/session-toasts';
import { useDeleteCasinoSession } from '../api/delete-casino-session';
import { useCasinoSessions } from '../api/get-casino-sessions';
import { useReopenCasinoSession } from '../api/save-casino-session';
import type { SessionListFilters } from '../api/session-keys';
import type { CasinoSession } from '../lib/session-rows';
import { AddCashDialog } from './add-cash-dialog';
import { CasinoSessionDialog } from './casino-session-dialog';
import { CasinoSessionsTable } from './casino-sessions-table';
import { EndCasinoSessionDialog } from './end-casino-session-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DELETE_SESSION_CONFIRM, REOPEN_SESSION_CONFIRM } from '../lib/confirm-texts';
import { DeleteCasinoSessionPlay } from './delete-casino-session-play';
import { ListFooter } from './list-footer';
import { applyWrites } from '@/lib/offline/define-write';
import { useSessionWrites } from '../hooks/use-session-writes';
import { casinoSessionRows } from '../writes/rows';

export const CASINO_EMPTY_TEXT = 'No casino sessions found. Create one to get started!';

type Confirm = { kind: 'delete' | 'reopen'; session: CasinoSession } | null;

/** The Casino Sessions tab: paged list with Add Cash, End Session, Reopen, Edit and Delete. */
export function CasinoSessionsPanel({ filters }: { filters: SessionListFilters }) {
  const query = useCasinoSessions(filters);
  const remove = useDeleteCasinoSession();
  const reopen = useReopenCasinoSession({ onSettled: () => setConfirm(null) });
  const pending = useSessionWrites();
  const [editing, setEditing] = useState<CasinoSession | null>(null);
  const [addingCash, setAddingCash] = useState<CasinoSession | null>(null);
  const [ending, setEnding] = useState<CasinoSession | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [withPlay, setWithPlay] = useState(false);
  const sessions = useMemo(() => applyWrites(query.data?.pages.flat() ?? [], pending, casinoSessionRows), [query.data, pending]);

  if (query.isPending) return <p className="py-10 text-center text-sm text-muted-foreground">Loading your sessions...</p>;
  if (query.isError)
    return (
      <p role="alert" className="py-10 text-center text-sm text-destructive">
        Could not load your casino sessions.
      </p>
    );

  const onConfirm = () => {
    if (!confirm) return;
    const { kind, session } = confirm;
    const onSettled = () => setConfirm(null);
    if (kind === 'delete')
      remove.mutate({ id: session.id, withPlay }, { onSuccess: () => toast.success(CASINO_TOASTS.deleted), onSettled });
    else reopen.save(session);
  };

  return (
    <>
      {sessions.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">{CASINO_EMPTY_TEXT}</p>
      ) : (
        <>
          <CasinoSessionsTable
            sessions={sessions}
            onAddCash={setAddingCash}
            onEnd={setEnding}
            onReopen={(session) => setConfirm({ kind: 'reopen', session })}
            onEdit={setEditing}
            onDelete={(session) => {
              setWithPlay(false);
              setConfirm({ kind: 'delete', session });
            }}
          />
          <ListFooter
            shown={sessions.length}
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={() => query.fetchNextPage()}
          />
        </>
      )}
      {/* The row as the list has it now: the edit form follows it until the player changes something. */}
      <CasinoSessionDialog
        open={editing != null}
        onOpenChange={(open) => !open && setEditing(null)}
        session={editing && latestOf(editing, sessions)}
      />
      <AddCashDialog session={addingCash} onOpenChange={(open) => !open && setAddingCash(null)} />
      <EndCasinoSessionDialog casinoSession={ending && latestOf(ending, sessions)} onOpenChange={(open) => !open && setEnding(null)} />
      <ConfirmDialog
        open={confirm != null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'reopen' ? 'Reopen Session' : 'Delete Session'}
        description={confirm?.kind === 'reopen' ? REOPEN_SESSION_CONFIRM : DELETE_SESSION_CONFIRM}
        confirmLabel={confirm?.kind === 'reopen' ? 'Reopen' : 'Delete'}
        destructive={confirm?.kind !== 'reopen'}
        pending={remove.isPending || reopen.isPending}
        pendingLabel={confirm?.kind === 'reopen' ? 'Reopening...' : 'Deleting...'}
        onConfirm={onConfirm}
      >
        {confirm?.kind === 'delete' && (
          <DeleteCasinoSessionPlay sessionId={confirm.session.id} withPlay={withPlay} onWithPlayChange={setWithPlay} />
        )}
      </ConfirmDialog>
    </>
  );
}
