import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { cn } from '@/lib/utils';
import { Label } from './label';

type FormProps<TValues extends FieldValues, TContext, TTransformed extends FieldValues> = UseFormReturn<TValues, TContext, TTransformed> & {
  children: ReactNode;
  /** false: leaving with changes does not ask (e.g. a search box, or sign-in). */
  guardUnsaved?: boolean;
};

/**
 * react-hook-form's provider, and the one place that keeps typed changes from being lost silently: a form
 * with changes not yet saved registers in the unsaved-changes scope (its dialog's, else the page's), so
 * leaving the page or closing the dialog asks first. A successful submit counts as saved until the values
 * change again.
 */
export function Form<TValues extends FieldValues, TContext = unknown, TTransformed extends FieldValues = TValues>({
  guardUnsaved = true,
  ...form
}: FormProps<TValues, TContext, TTransformed>) {
  const { isDirty, isSubmitSuccessful } = useFormState({ control: form.control });
  const savedValues = useRef<string | null>(null);
  const snapshot = () => JSON.stringify(form.getValues());
  useEffect(() => {
    savedValues.current = isSubmitSuccessful ? snapshot() : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a snapshot of the values at the moment of a successful submit
  }, [isSubmitSuccessful]);
  useUnsavedChanges(() => guardUnsaved && isDirty && (savedValues.current === null || snapshot() !== savedValues.current));
  return <FormProvider {...form} />;
}

type FormFieldContextValue = { name: string };
const FormFieldContext = createContext<FormFieldContextValue | null>(null);
type FormItemContextValue = { id: string; hasDescription: boolean; setHasDescription(has: boolean): void };
const FormItemContext = createContext<FormItemContextValue | null>(null);

export function FormField<TValues extends FieldValues = FieldValues, TName extends FieldPath<TValues> = FieldPath<TValues>>(
  props: ControllerProps<TValues, TName>,
) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

/** The ids and state of the field around the caller (inside <FormField> and <FormItem>). */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  if (!field || !item) throw new Error('Form parts must be used inside <FormField> and <FormItem>');
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: `${item.id}-form-item`,
    formDescriptionId: `${item.id}-form-item-description`,
    formMessageId: `${item.id}-form-item-message`,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    ...fieldState,
  };
}

export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <FormItemContext.Provider value={{ id, hasDescription, setHasDescription }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField();
  return <Label data-error={!!error} className={cn('data-[error=true]:text-destructive', className)} htmlFor={formItemId} {...props} />;
}

/** The control: gets the label's id, aria-invalid, and aria-describedby naming the description and error that are shown. */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId].filter(Boolean).join(' ');
  return <Slot data-slot="form-control" id={formItemId} aria-describedby={describedBy || undefined} aria-invalid={!!error} {...props} />;
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField();
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return <p id={formDescriptionId} className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The field's validation error, shown under the field. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) return null;
  return (
    <p id={formMessageId} role="alert" className={cn('text-sm text-destructive', className)} {...props}>
      {body}
    </p>
  );
}
