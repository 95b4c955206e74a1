import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useEditBase } from '@/hooks/use-edit-base';
import { SLOT_TOASTS } from '../api/create-slot-session';
import type { SlotSession } from '../lib/session-rows';
import { useSlotSession } from '../api/get-slot-session';
import { useUpdateSlotSession } from '../api/update-slot-session';
import { useQueueSessionWrite } from '../api/queue-session-write';
import { slotSessionToFormValues } from '../lib/session-form-values';
import { SLOT_TAB_HREF } from '../lib/session-links';
import { SessionNotFound, SessionLoading } from './session-status';
import { SlotSessionForm } from './slot-session-form';

/** /sessions/:id/edit: the slot session form loaded with the session; save or Cancel go to its detail page. */
export function EditSlotSession({ sessionId }: { sessionId: string }) {
  const session = useSlotSession(sessionId);
  if (session.isPending) return <SessionLoading />;
  if (session.isError || !session.data) return <SessionNotFound error={session.isError} />;
  return <EditSlotSessionForm key={session.data.id} latest={session.data} />;
}

/** The form on the latest version until edited, then on the version edited (a refetch meanwhile does not move it); Reload starts it from the latest. */
function EditSlotSessionForm({ latest }: { latest: SlotSession }) {
  const { base, pin, followLatest } = useEditBase(latest);
  const update = useUpdateSlotSession({ onReload: followLatest });
  const queue = useQueueSessionWrite();
  const navigate = useNavigate();
  const { id, updated_at: updatedAt } = base;
  const toDetail = () => navigate(paths.sessionDetail.getHref(id));

  return (
    <SlotSessionForm
      key={updatedAt}
      mode="edit"
      onEdited={pin}
      defaultValues={slotSessionToFormValues(base)}
      isPending={update.isPending}
      onSubmit={(values) => {
        if (update.isPending) return;
        if (queue('slot-update', { id, updatedAt, values })) return navigate(SLOT_TAB_HREF);
        update.mutate(
          { id, updatedAt, values },
          {
            onSuccess: () => {
              toast.success(SLOT_TOASTS.updated);
              toDetail();
            },
          },
        );
      }}
      onCancel={toDetail}
      onBack={() => navigate(SLOT_TAB_HREF)}
    />
  );
}
