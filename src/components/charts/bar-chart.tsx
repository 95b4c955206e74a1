import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
}

const ROW = 28;
const LABEL_W = 38; // % of the width for the labels
const VALUE_W = 18; // % for the values

/**
 * Horizontal bars (one per row, so long names and a phone's width both fit), positive to the right of the zero
 * line and negative to its left, with every value in a table for screen readers. Loaded lazily.
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
  const plot = 100 - LABEL_W - VALUE_W;
  const x = (v: number) => LABEL_W + ((v - lo) / span) * plot;
  const H = bars.length * ROW;

  return (
    <figure className="space-y-2">
      <figcaption id={`${id}-t`} className="text-sm font-medium">
        {title}
      </figcaption>
      <svg aria-hidden className="w-full text-muted-foreground" height={H} role="presentation">
        <line x1={`${x(0)}%`} x2={`${x(0)}%`} y1={0} y2={H} stroke="currentColor" strokeOpacity={0.5} />
        {bars.map((b, i) => {
          const y = i * ROW;
          const left = Math.min(x(0), x(b.value));
          return (
            <g key={b.label}>
              <text x="0" y={y + ROW / 2} dominantBaseline="middle" fontSize={12} fill="currentColor">
                {b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}
              </text>
              <rect
                x={`${left}%`}
                y={y + 5}
                width={`${Math.max(Math.abs(x(b.value) - x(0)), 0.3)}%`}
                height={ROW - 10}
                rx={3}
                className={b.value < 0 ? 'fill-destructive' : 'fill-success'}
              />
              <text x="100%" y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="currentColor">
                {format(b.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only" aria-labelledby={`${id}-t`}>
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
    </figure>
  );
}
