import { useEffect, useEffectEvent, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The submit of a form part of whose value is still being made on the device (the covered copy of a W2G photo, a photo
 * still being checked): a Save tapped meanwhile is taken, never dropped. It waits (`waiting`, for the button to say
 * so) and, once `busy` ends, the form is validated again and saved with the finished value.
 */
export function useSaveWhenReady<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, busy: boolean, save: (values: O) => void) {
  const [waiting, setWaiting] = useState(false);
  const submit = form.handleSubmit(
    (values) => {
      setWaiting(busy);
      if (!busy) save(values);
    },
    () => setWaiting(false),
  );
  const whenReady = useEffectEvent(() => void submit());
  useEffect(() => {
    if (!busy && waiting) whenReady();
  }, [busy, waiting]);
  return { waiting, submit };
}
