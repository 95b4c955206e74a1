import { useFormContext } from 'react-hook-form';
import { PendingButton, type PendingButtonProps } from './pending-button';

/**
 * The submit button of a form: pending while the form validates (react-hook-form's isSubmitting)
 * or while `pending` (the mutation) runs, so a second press cannot submit again.
 */
export function SubmitButton({ pending = false, ...props }: Omit<PendingButtonProps, 'type'>) {
  const form = useFormContext();
  const submitting = form?.formState.isSubmitting ?? false;
  return <PendingButton type="submit" pending={pending || submitting} {...props} />;
}
