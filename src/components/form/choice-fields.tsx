import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useFieldControl, type FieldBaseProps } from './field-props';

type ToggleFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> & { disabled?: boolean };

/** A boolean field: a switch row (label and description left, switch right) or a checkbox with its label. */
function ToggleField<T extends FieldValues, N extends FieldPath<T>>({
  kind,
  name,
  control,
  label,
  description,
  className,
  labelClassName,
  disabled,
}: ToggleFieldProps<T, N> & { kind: 'switch' | 'checkbox' }) {
  const bound = useFieldControl(control);
  return (
    <FormField
      control={bound}
      name={name}
      render={({ field }) => {
        const common = {
          ref: field.ref,
          name: field.name,
          checked: !!field.value,
          onBlur: field.onBlur,
          disabled: disabled || field.disabled,
        };
        const help = description != null && (
          <FormDescription className={kind === 'checkbox' ? 'basis-full' : undefined}>{description}</FormDescription>
        );
        if (kind === 'checkbox') {
          return (
            <FormItem className={cn('flex flex-row flex-wrap items-center gap-2', className)}>
              <FormControl>
                <Checkbox {...common} onCheckedChange={(c) => field.onChange(c === true)} />
              </FormControl>
              <FormLabel className={cn('font-normal', labelClassName)}>{label}</FormLabel>
              {help}
              <FormMessage className="basis-full" />
            </FormItem>
          );
        }
        return (
          <FormItem className={cn('flex flex-row items-center justify-between gap-4 rounded-lg border p-3', className)}>
            <div className="grid gap-1">
              <FormLabel className={labelClassName}>{label}</FormLabel>
              {help}
            </div>
            <FormControl>
              <Switch {...common} onCheckedChange={field.onChange} />
            </FormControl>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

/** A switch row bound to a boolean: label and description on the left, the switch on the right. */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>>(props: ToggleFieldProps<T, N>) {
  return <ToggleField kind="switch" {...props} />;
}

/** A checkbox with its label to the right; bound to a boolean. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>(props: ToggleFieldProps<T, N>) {
  return <ToggleField kind="checkbox" {...props} />;
}

type CheckboxGroupFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<
  FieldBaseProps<T, N>,
  'description' | 'labelClassName'
> & {
  /** Each option's value, or its value and label (e.g. an id and a name). */
  options: readonly (string | { value: string; label: string })[];
};

/** A fieldset of checkboxes editing a string[] value; values not among `options` are listed too. */
export function CheckboxGroupField<T extends FieldValues, N extends FieldPath<T>>(props: CheckboxGroupFieldProps<T, N>) {
  const { name, label, options, className } = props;
  const bound = useFieldControl(props.control);
  return (
    <FormField
      control={bound}
      name={name}
      render={({ field }) => {
        const value: string[] = field.value ?? [];
        const choices = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
        const all = [...choices, ...value.filter((v) => !choices.some((c) => c.value === v)).map((v) => ({ value: v, label: v }))];
        return (
          <fieldset className={cn('grid gap-2', className)}>
            <legend className="mb-2 text-sm font-medium">{label}</legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-3">
              {all.map((option) => {
                const id = `${name}-${option.value}`.replace(/\W+/g, '-');
                return (
                  <div key={option.value} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={value.includes(option.value)}
                      onCheckedChange={(c) =>
                        field.onChange(c === true ? [...value, option.value] : value.filter((v) => v !== option.value))
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {option.label}
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
