import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Field } from './field';
import type { FieldBaseProps } from './field-props';

export type SelectOption = string | { value: string; label: ReactNode };

/** The item standing for "no value": its label, and the value it stores ('' or null). */
export interface SelectNone {
  label: ReactNode;
  value?: '' | null;
}

export type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> & {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Adds a first item meaning "no value" (e.g. 'Not specified'). */
  none?: SelectNone;
  disabled?: boolean;
  triggerClassName?: string;
  contentClassName?: string;
};

const NONE = '__none__';

const optionValue = (o: SelectOption) => (typeof o === 'string' ? o : o.value);
const optionLabel = (o: SelectOption) => (typeof o === 'string' ? o : o.label);

/** A labelled Radix select bound to a string value (or to '' / null through `none`). */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  placeholder,
  none,
  disabled,
  triggerClassName,
  contentClassName,
  ...base
}: SelectFieldProps<T, N>) {
  return (
    <Field {...base} asControl={false}>
      {(field) => {
        const empty = field.value == null || field.value === '';
        const value = empty ? (none ? NONE : '') : String(field.value);
        return (
          <Select
            value={value}
            disabled={disabled || field.disabled}
            onValueChange={(v) => field.onChange(v === NONE ? (none?.value ?? '') : v)}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} className={triggerClassName}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent className={contentClassName}>
              {none && <SelectItem value={NONE}>{none.label}</SelectItem>}
              {options.map((o) => (
                <SelectItem key={optionValue(o)} value={optionValue(o)}>
                  {optionLabel(o)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        );
      }}
    </Field>
  );
}
