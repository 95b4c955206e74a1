import { useState } from 'react';
import { useSaveSlotSession } from '../api/save-session';
import { newSlotSessionDefaults } from '../lib/session-form-values';
import { getLastCasinoId } from '../lib/local-prefs';
import { SlotSessionForm } from './slot-session-form';

/** Creating a slot session from the sessions page; `onDone` returns to the list (offline too: the list shows it, marked). */
export function NewSlotSession({ onDone }: { onDone(): void }) {
  const { save, isPending } = useSaveSlotSession(null, { onDone });
  const [defaults] = useState(() => newSlotSessionDefaults(new Date(), getLastCasinoId()));
  return <SlotSessionForm mode="create" defaultValues={defaults} isPending={isPending} onSubmit={save} onCancel={onDone} onBack={onDone} />;
}
