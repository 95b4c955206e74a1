import { useState } from 'react';
import { toast } from 'sonner';
import { useRowId } from '@/hooks/use-row-id';
import { useQueueSessionWrite } from '../api/queue-session-write';
import { SLOT_TOASTS, useCreateSlotSession } from '../api/create-slot-session';
import { newSlotSessionDefaults } from '../lib/session-form-values';
import { getLastCasinoId, rememberLastCasinoId } from '../lib/local-prefs';
import { SlotSessionForm } from './slot-session-form';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Creating a slot session from the sessions page; `onDone` returns to the list. `prefill` starts it on a day and casino. */
export function NewSlotSession({ onDone, prefill }: { onDone(): void; prefill?: { date: string | null; casinoId: string | null } }) {
  const create = useCreateSlotSession();
  const [rowId] = useRowId();
  const queue = useQueueSessionWrite();
  const [defaults] = useState(() => {
    const base = newSlotSessionDefaults(new Date(), prefill?.casinoId ?? getLastCasinoId());
    return prefill?.date && ISO_DATE.test(prefill.date) ? { ...base, session_date: prefill.date } : base;
  });
  return (
    <SlotSessionForm
      mode="create"
      defaultValues={defaults}
      isPending={create.isPending}
      onSubmit={(values) => {
        if (create.isPending) return;
        // Offline it waits in the outbox (shown in the list, marked): back to the list at once.
        if (queue('slot-create', { ...values, id: rowId })) {
          rememberLastCasinoId(values.casino_id);
          return onDone();
        }
        create.mutate({ ...values, id: rowId }, {
          onSuccess: () => {
            rememberLastCasinoId(values.casino_id);
            toast.success(SLOT_TOASTS.added);
            onDone();
          },
        });
      }}
      onCancel={onDone}
      onBack={onDone}
    />
  );
}
