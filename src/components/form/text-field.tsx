import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Field } from './field';
import { splitFieldProps, type FieldBaseProps } from './field-props';

type NativeProps<E extends 'input' | 'textarea'> = Omit<
  ComponentProps<E>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'className' | 'children'
>;

export type TextFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> &
  NativeProps<'input'> & {
    inputClassName?: string;
  };

/** A labelled <input> bound to a string value (text, email, url, tel, date, time, number-as-text…). */
export function TextField<T extends FieldValues, N extends FieldPath<T>>(props: TextFieldProps<T, N>) {
  const [base, { inputClassName, ...inputProps }] = splitFieldProps<T, N, TextFieldProps<T, N>>(props);
  return <Field {...base}>{(field) => <Input {...inputProps} {...field} value={field.value ?? ''} className={inputClassName} />}</Field>;
}

export type TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> &
  NativeProps<'textarea'> & {
    textareaClassName?: string;
    /** Shows "length/maxLength" (plus `countSuffix`) under the field; needs maxLength. */
    showCount?: boolean;
    countSuffix?: string;
  };

/** A labelled <textarea> bound to a string value, optionally with a character counter. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>(props: TextareaFieldProps<T, N>) {
  const [base, { textareaClassName, showCount = false, countSuffix = '', ...textareaProps }] = splitFieldProps<
    T,
    N,
    TextareaFieldProps<T, N>
  >(props);
  return (
    <Field
      {...base}
      footer={(field) =>
        showCount && (
          <p className="text-right text-xs text-muted-foreground tabular-nums">
            {String(field.value ?? '').length}/{textareaProps.maxLength}
            {countSuffix}
          </p>
        )
      }
    >
      {(field) => <Textarea {...textareaProps} {...field} value={field.value ?? ''} className={textareaClassName} />}
    </Field>
  );
}
