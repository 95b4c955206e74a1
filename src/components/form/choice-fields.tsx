import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import type { FieldBaseProps } from './field';
import { useFieldControl } from './use-field-control';

type ToggleFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> & { disabled?: boolean };

/** A switch row: label and description on the left, the switch on the right; bound to a boolean. */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  label,
  description,
  className,
  labelClassName,
  disabled,
}: ToggleFieldProps<T, N>) {
  const bound = useFieldControl(control);
  return (
    <FormField
      control={bound}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex flex-row items-center justify-between gap-4 rounded-lg border p-3', className)}>
          <div className="grid gap-1">
            <FormLabel className={labelClassName}>{label}</FormLabel>
            {description != null && <FormDescription>{description}</FormDescription>}
          </div>
          <FormControl>
            <Switch
              ref={field.ref}
              name={field.name}
              checked={!!field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled || field.disabled}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A checkbox with its label to the right; bound to a boolean. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  label,
  description,
  className,
  labelClassName,
  disabled,
}: ToggleFieldProps<T, N>) {
  const bound = useFieldControl(control);
  return (
    <FormField
      control={bound}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex flex-row flex-wrap items-center gap-2', className)}>
          <FormControl>
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={!!field.value}
              onCheckedChange={(c) => field.onChange(c === true)}
              onBlur={field.onBlur}
              disabled={disabled || field.disabled}
            />
          </FormControl>
          <FormLabel className={cn('font-normal', labelClassName)}>{label}</FormLabel>
          {description != null && <FormDescription className="basis-full">{description}</FormDescription>}
          <FormMessage className="basis-full" />
        </FormItem>
      )}
    />
  );
}

/** A fieldset of checkboxes editing a string[] value; values not among `options` are listed too. */
export function CheckboxGroupField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  label,
  options,
  className,
}: Omit<FieldBaseProps<T, N>, 'label' | 'description' | 'labelClassName'> & { label: ReactNode; options: readonly string[] }) {
  const bound = useFieldControl(control);
  return (
    <FormField
      control={bound}
      name={name}
      render={({ field }) => {
        const value: string[] = field.value ?? [];
        const all = [...options, ...value.filter((v) => !options.includes(v))];
        return (
          <fieldset className={cn('grid gap-2', className)}>
            <legend className="mb-2 text-sm font-medium">{label}</legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-3">
              {all.map((option) => {
                const id = `${name}-${option}`.replace(/\W+/g, '-');
                return (
                  <div key={option} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={value.includes(option)}
                      onCheckedChange={(c) => field.onChange(c === true ? [...value, option] : value.filter((v) => v !== option))}
                    />
                    <Label htmlFor={id} className="font-normal">
                      {option}
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      }}
    />
  );
}
