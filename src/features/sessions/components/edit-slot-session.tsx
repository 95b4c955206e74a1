import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useEditBase } from '@/hooks/use-edit-base';
import type { SlotSession } from '../lib/session-rows';
import { useSlotSession } from '../api/get-slot-session';
import { useSaveSlotSession } from '../api/save-slot-session';
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
  const navigate = useNavigate();
  const toDetail = () => navigate(paths.sessionDetail.getHref(base.id));
  // Sent: its detail page; saved on this device: the list, where it waits marked.
  const { save, isPending } = useSaveSlotSession(base, {
    onReload: followLatest,
    onDone: (outcome) => (outcome === 'sent' ? toDetail() : navigate(SLOT_TAB_HREF)),
  });

  return (
    <SlotSessionForm
      key={base.updated_at}
      mode="edit"
      onEdited={pin}
      defaultValues={slotSessionToFormValues(base)}
      isPending={isPending}
      onSubmit={save}
      onCancel={toDetail}
      onBack={() => navigate(SLOT_TAB_HREF)}
    />
  );
}
