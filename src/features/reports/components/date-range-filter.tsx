import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { defaultReportRange, thisMonthRange, withDate, type DateRange } from '../lib/date-range';

interface DateRangeFilterProps {
  value: DateRange;
  onChange(range: DateRange): void;
}

/** Start and end date pickers with This Month / This Year; clearing a date is ignored. */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-start`}>Start date</Label>
        <Input
          id={`${id}-start`}
          type="date"
          className="sm:w-44"
          value={value.start}
          max={value.end}
          onChange={(e) => onChange(withDate(value, 'start', e.target.value))}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-end`}>End date</Label>
        <Input
          id={`${id}-end`}
          type="date"
          className="sm:w-44"
          value={value.end}
          min={value.start}
          onChange={(e) => onChange(withDate(value, 'end', e.target.value))}
        />
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="h-9 flex-1 sm:flex-none" onClick={() => onChange(thisMonthRange())}>
          This Month
        </Button>
        <Button variant="outline" size="sm" className="h-9 flex-1 sm:flex-none" onClick={() => onChange(defaultReportRange())}>
          This Year
        </Button>
      </div>
      {value.start > value.end && (
        <p role="alert" className="text-sm text-destructive sm:basis-full">
          The start date must be on or before the end date.
        </p>
      )}
    </div>
  );
}
