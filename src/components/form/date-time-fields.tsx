import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import type { ReactNode } from 'react';
import { TextField } from './text-field';

export interface DateTimeFieldsProps<T extends FieldValues, D extends FieldPath<T>, H extends FieldPath<T>> {
  dateName: D;
  timeName: H;
  dateLabel: ReactNode;
  timeLabel: ReactNode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see FieldBaseProps
  control?: Control<T, any, any>;
  required?: boolean;
  className?: string;
}

/** A date and a time input side by side in the caller's grid (values 'yyyy-MM-dd' and 'HH:mm'). */
export function DateTimeFields<T extends FieldValues, D extends FieldPath<T>, H extends FieldPath<T>>({
  dateName,
  timeName,
  dateLabel,
  timeLabel,
  control,
  required,
  className,
}: DateTimeFieldsProps<T, D, H>) {
  return (
    <>
      <TextField control={control} name={dateName} label={dateLabel} type="date" required={required} className={className} />
      <TextField control={control} name={timeName} label={timeLabel} type="time" required={required} className={className} />
    </>
  );
}
