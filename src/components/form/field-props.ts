import type { ReactNode } from 'react';
import { useFormContext, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What every field of the form layer takes. */
export interface FieldBaseProps<T extends FieldValues, N extends FieldPath<T>> {
  name: N;
  /**
   * The form's control. Optional: fields bind to the surrounding <Form> (useFormContext);
   * passing it only types `name` against the form's values.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control?: Control<T, any, any>;
  label: ReactNode;
  /** Help under the control, linked to it by aria-describedby. */
  description?: ReactNode;
  className?: string;
  labelClassName?: string;
}

/** Splits a field's props into the FieldBaseProps (for <Field>) and the rest (for its control). */
export function splitFieldProps<T extends FieldValues, N extends FieldPath<T>, P extends FieldBaseProps<T, N>>(
  props: P,
): [FieldBaseProps<T, N>, Omit<P, keyof FieldBaseProps<T, N>>] {
  const { name, control, label, description, className, labelClassName, ...rest } = props;
  return [{ name, control, label, description, className, labelClassName }, rest];
}

/** The binding for the surrounding form: the given control, else the one of <Form>. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in FieldBaseProps
export function useFieldControl<T extends FieldValues>(control?: Control<T, any, any>): Control<T> {
  const context = useFormContext<T>();
  const bound = control ?? context?.control;
  if (!bound) throw new Error('Form fields must be rendered inside <Form> or be given `control`');
  return bound as Control<T>;
}
