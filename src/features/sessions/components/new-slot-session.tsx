import { useState } from 'react';
import { useSaveSlotSession } from '../api/save-slot-session';
import { newSlotSessionDefaults } from '../lib/session-form-values';
import { getLastCasinoId } from '../lib/local-prefs';
import { SlotSessionForm } from './slot-session-form';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Creating a slot session from the sessions page; `onDone` returns to the list (offline too: the list shows it,
 * marked). `prefill` starts it on a day and casino.
 */
export function NewSlotSession({ onDone, prefill }: { onDone(): void; prefill?: { date: string | null; casinoId: string | null } }) {
  const { save, isPending } = useSaveSlotSession(null, { onDone });
  const [defaults] = useState(() => {
    const base = newSlotSessionDefaults(new Date(), prefill?.casinoId ?? getLastCasinoId());
    return prefill?.date && ISO_DATE.test(prefill.date) ? { ...base, session_date: prefill.date } : base;
  });
  return <SlotSessionForm mode="create" defaultValues={defaults} isPending={isPending} onSubmit={save} onCancel={onDone} onBack={onDone} />;
}
