import type { ReactElement, ReactNode } from 'react';
import { type ControllerFieldState, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { useFieldControl, type FieldBaseProps } from './field-props';

export interface FieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldBaseProps<T, N> {
  /** Renders the control. Wrapped in FormControl (id, aria-invalid, aria-describedby) unless `asControl` is false. */
  children(field: ControllerRenderProps<T, N>, state: ControllerFieldState): ReactElement;
  /** False when `children` places <FormControl> itself (a control inside a wrapper). */
  asControl?: boolean;
  /** Shown between the description and the error (a character counter). */
  footer?(field: ControllerRenderProps<T, N>): ReactNode;
}

/**
 * One labelled form field: label, control, description and error, linked for assistive technology.
 * The building block of TextField, SelectField, MoneyField…; use it directly for custom controls (pickers).
 */
export function Field<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  label,
  description,
  className,
  labelClassName,
  asControl = true,
  footer,
  children,
}: FieldProps<T, N>) {
  const bound = useFieldControl(control);
  return (
    <FormField
      control={bound}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem className={className}>
          <FormLabel className={labelClassName}>{label}</FormLabel>
          {asControl ? <FormControl>{children(field, fieldState)}</FormControl> : children(field, fieldState)}
          {description != null && description !== false && <FormDescription>{description}</FormDescription>}
          {footer?.(field)}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
