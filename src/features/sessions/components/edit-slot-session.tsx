import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { SLOT_TOASTS } from '../api/create-slot-session';
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
  const update = useUpdateSlotSession();
  const queue = useQueueSessionWrite();
  const navigate = useNavigate();
  const toDetail = () => navigate(paths.sessionDetail.getHref(sessionId));

  if (session.isPending) return <SessionLoading />;
  if (session.isError || !session.data) return <SessionNotFound error={session.isError} />;
  const { updated_at: updatedAt } = session.data;

  return (
    <SlotSessionForm
      key={session.data.id}
      mode="edit"
      defaultValues={slotSessionToFormValues(session.data)}
      isPending={update.isPending}
      onSubmit={(values) => {
        if (update.isPending) return;
        if (queue('slot-update', { id: sessionId, updatedAt, values })) return navigate(SLOT_TAB_HREF);
        update.mutate(
          { id: sessionId, updatedAt, values },
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
