import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, type FieldPathByValue } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { CasinoFormValues } from '../lib/casino-form-schema';

type StringField = FieldPathByValue<CasinoFormValues, string>;
type BoolField = FieldPathByValue<CasinoFormValues, boolean>;
type ListField = FieldPathByValue<CasinoFormValues, string[]>;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

export function TextField({
  name,
  label,
  className,
  multiline,
  ...inputProps
}: { name: StringField; label: string; className?: string; multiline?: boolean } & Omit<ComponentProps<'input'>, 'name'>) {
  const { control } = useFormContext<CasinoFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? <Textarea rows={3} {...field} /> : <Input {...inputProps} {...field} />}
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

const NONE = '__none__';

export function SelectField({ name, label, options }: { name: StringField; label: string; options: readonly string[] }) {
  const { control } = useFormContext<CasinoFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value || NONE} onValueChange={(v) => field.onChange(v === NONE ? '' : v)}>
            <FormControl>
              <SelectTrigger onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={NONE}>Not specified</SelectItem>
              {options.map((o) => (
                <SelectItem key={o} value={o}>
                  {o}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function CheckboxField({ name, label }: { name: BoolField; label: string }) {
  const { control } = useFormContext<CasinoFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-center gap-2">
          <FormControl>
            <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} onBlur={field.onBlur} />
          </FormControl>
          <FormLabel className="font-normal">{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}

/** A group of checkboxes editing a text[] column (amenities, dining options, special features). */
export function CheckboxGroupField({ name, label, options }: { name: ListField; label: string; options: readonly string[] }) {
  const { control } = useFormContext<CasinoFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const extra = field.value.filter((v) => !options.includes(v));
        const all = [...options, ...extra];
        return (
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium">{label}</legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-3">
              {all.map((option) => {
                const id = `${name}-${option}`.replace(/\W+/g, '-');
                const checked = field.value.includes(option);
                return (
                  <div key={option} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(c) =>
                        field.onChange(c === true ? [...field.value, option] : field.value.filter((v) => v !== option))
                      }
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
