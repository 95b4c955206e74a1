import { useFormContext, type Control, type FieldValues } from 'react-hook-form';

/** The binding for the surrounding form: the given control, else the one of <Form>. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in FieldBaseProps
export function useFieldControl<T extends FieldValues>(control?: Control<T, any, any>): Control<T> {
  const context = useFormContext<T>();
  const bound = control ?? context?.control;
  if (!bound) throw new Error('Form fields must be rendered inside <Form> or be given `control`');
  return bound as Control<T>;
}
