import { Landmark } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { NativeSelect } from '@/components/ui/native-select';

/** Tax Year's heading and its year picker (`years` newest first; `current` is the year in progress). */
export function TaxYearHeader({
  year,
  years,
  current,
  onYearChange,
}: {
  year: number;
  years: number[];
  current: number;
  onYearChange: (year: number) => void;
}) {
  return (
    <PageHeader
      title={
        <span className="flex items-center gap-2">
          <Landmark className="size-6 text-primary" aria-hidden /> Tax Year
        </span>
      }
      description="What to report, and the records to prove it. An estimate, not tax advice."
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor="tax-year-select" className="text-sm font-medium">
            Tax year
          </label>
          <NativeSelect id="tax-year-select" value={year} onChange={(e) => onYearChange(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
                {y === current ? ' (in progress)' : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
    />
  );
}
