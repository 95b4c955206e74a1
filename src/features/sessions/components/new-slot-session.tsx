import { useState } from 'react';
import { toast } from 'sonner';
import { SAVED_OFFLINE, willWaitForNetwork } from '@/lib/outbox';
import { SLOT_TOASTS, useCreateSlotSession } from '../api/create-slot-session';
import { newSlotSessionDefaults } from '../lib/session-form-values';
import { getLastCasinoId, rememberLastCasinoId } from '../lib/local-prefs';
import { SlotSessionForm } from './slot-session-form';

/** Creating a slot session from the sessions page; `onDone` returns to the list. */
export function NewSlotSession({ onDone }: { onDone(): void }) {
  const create = useCreateSlotSession();
  const [defaults] = useState(() => newSlotSessionDefaults(new Date(), getLastCasinoId()));
  // Made when the form opens: a repeated submit or a retry after a lost answer can never add a second row.
  const [id] = useState(() => crypto.randomUUID());
  return (
    <SlotSessionForm
      mode="create"
      defaultValues={defaults}
      isPending={create.isPending}
      onSubmit={(values) => {
        create.mutate(
          { id, values },
          {
            onSuccess: () => {
              rememberLastCasinoId(values.casino_id);
              toast.success(SLOT_TOASTS.added);
              onDone();
            },
          },
        );
        // Offline it waits in the outbox (shown in the list): back to the list at once.
        if (willWaitForNetwork()) {
          rememberLastCasinoId(values.casino_id);
          toast.success(SAVED_OFFLINE);
          onDone();
        }
      }}
      onCancel={onDone}
      onBack={onDone}
    />
  );
}
