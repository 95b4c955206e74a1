import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SAVED_OFFLINE, willWaitForNetwork } from '@/lib/outbox';
import { paths } from '@/config/paths';
import { SLOT_TOASTS } from '../api/create-slot-session';
import { useSlotSession } from '../api/get-slot-session';
import { useUpdateSlotSession } from '../api/update-slot-session';
import { slotSessionToFormValues } from '../lib/session-form-values';
import { SLOT_TAB_HREF } from '../lib/session-links';
import { SessionNotFound, SessionLoading } from './session-status';
import { SlotSessionForm } from './slot-session-form';

/** /sessions/:id/edit: the slot session form loaded with the session; save or Cancel go to its detail page. */
export function EditSlotSession({ sessionId }: { sessionId: string }) {
  const session = useSlotSession(sessionId);
  const update = useUpdateSlotSession();
  const navigate = useNavigate();
  const toDetail = () => navigate(paths.sessionDetail.getHref(sessionId));

  if (session.isPending) return <SessionLoading />;
  if (session.isError || !session.data) return <SessionNotFound error={session.isError} />;

  return (
    <SlotSessionForm
      key={session.data.id}
      mode="edit"
      defaultValues={slotSessionToFormValues(session.data)}
      isPending={update.isPending}
      onSubmit={(values) => {
        update.mutate(
          { id: sessionId, values, baseUpdatedAt: session.data?.updated_at ?? null },
          {
            onSuccess: () => {
              toast.success(SLOT_TOASTS.updated);
              toDetail();
            },
          },
        );
        if (willWaitForNetwork()) {
          toast.success(SAVED_OFFLINE);
          navigate(SLOT_TAB_HREF);
        }
      }}
      onCancel={toDetail}
      onBack={() => navigate(SLOT_TAB_HREF)}
    />
  );
}
