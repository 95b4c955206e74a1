import { useId } from 'react';
import { cn } from '@/lib/utils';

export interface Bar {
  label: string;
  value: number;
}

/**
 * Horizontal bars, one line each (long names and a phone's width both fit: names are cut with an ellipsis and
 * the full name is in the table), positive to the right of the zero line and negative to its left. The drawing is
 * hidden from screen readers; the same figures are in a table for them. Loaded lazily.
 */
export function BarChart({
  title,
  bars,
  format,
  valueHeader,
  labelHeader,
}: {
  title: string;
  bars: Bar[];
  format(n: number): string;
  valueHeader: string;
  labelHeader: string;
}) {
  const id = useId();
  const hi = Math.max(0, ...bars.map((b) => b.value));
  const lo = Math.min(0, ...bars.map((b) => b.value));
  const span = hi - lo || 1;
  const zero = ((0 - lo) / span) * 100;

  return (
    <figure className="min-w-0 space-y-2">
      <figcaption id={`${id}-t`} className="text-sm font-medium">
        {title}
      </figcaption>
      <div aria-hidden className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-center gap-x-2 gap-y-1 text-xs">
        {bars.map((b) => {
          const width = (Math.abs(b.value) / span) * 100;
          return (
            <div key={b.label} className="contents">
              <span className="truncate text-muted-foreground">{b.label}</span>
              <span className="relative h-4">
                <span className="absolute inset-y-0 w-px bg-border" style={{ left: `${zero}%` }} />
                <span
                  className={cn('absolute inset-y-0.5 rounded-sm', b.value < 0 ? 'bg-destructive' : 'bg-success')}
                  style={{ left: `${b.value < 0 ? zero - width : zero}%`, width: `${Math.max(width, 0.5)}%` }}
                />
              </span>
              <span className="text-right tabular-nums">{format(b.value)}</span>
            </div>
          );
        })}
      </div>
      {/* sr-only on a box, not on the table: a table ignores overflow, and its cells would widen a phone's page. */}
      <div className="sr-only">
        <table aria-labelledby={`${id}-t`}>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.label}</th>
                <td>{format(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
