import { useId } from 'react';
import { formatWholeDollars } from '@/lib/money';
import { useMediaQuery } from '@/hooks/use-media-query';
import { monthLabel, monthLongLabel, type MonthPoint } from '../lib/month-series';

const H = 220;
const PAD = { top: 12, right: 24, bottom: 30, left: 64 };

/** Bars of jackpot amount per month: inline SVG (loaded lazily), with the values in a hidden table. */
export function JackpotsByMonthChart({ points }: { points: MonthPoint[] }) {
  const id = useId();
  // A narrower drawing on phones keeps the labels readable once scaled to the screen.
  const W = useMediaQuery('(min-width: 640px)') ? 640 : 380;
  const max = Math.max(0, ...points.map((p) => p.amount));
  const top = max > 0 ? niceCeil(max) : 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(points.length, 1);
  const barW = Math.max(2, Math.min(48, slot * 0.65));
  const withYear = new Set(points.map((p) => p.month.slice(0, 4))).size > 1;
  // Leave room for each label: "Jan '26" needs about 64 units, 'Jan' about 40.
  const labelEvery = Math.max(1, Math.ceil((withYear ? 64 : 40) / slot));
  const best = points.reduce<MonthPoint | null>((a, p) => (p.amount > (a?.amount ?? 0) ? p : a), null);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;

  const description =
    points.length === 0
      ? 'No jackpots in this range.'
      : `Jackpot amounts for ${points.length} months from ${monthLongLabel(points[0].month)} to ${monthLongLabel(points[points.length - 1].month)}.` +
        (best ? ` Highest: ${formatWholeDollars(best.amount)} in ${monthLongLabel(best.month)}.` : '');

  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full text-muted-foreground">
        <title id={`${id}-title`}>Jackpots by month</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {/* With no jackpots only the $0 line: half of a made-up $1 scale would round to a second '$1'. */}
        {(max > 0 ? [0, 0.5, 1] : [0]).map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(top * f)} y2={y(top * f)} stroke="currentColor" strokeOpacity={0.2} />
            <text x={PAD.left - 8} y={y(top * f)} textAnchor="end" dominantBaseline="middle" fontSize={13} fill="currentColor">
              {shortDollars(top * f)}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2;
          const h = Math.max(p.amount > 0 ? 2 : 0, (p.amount / top) * plotH);
          return (
            <g key={p.month}>
              <rect x={x} y={PAD.top + plotH - h} width={barW} height={h} rx={3} className="fill-primary">
                <title>{`${monthLongLabel(p.month)}: ${p.count} ${p.count === 1 ? 'jackpot' : 'jackpots'}, ${formatWholeDollars(p.amount)}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={H - 10} textAnchor="middle" fontSize={13} fill="currentColor">
                  {monthLabel(p.month, withYear)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* sr-only on the wrapper: a table box ignores width and overflow, so it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Jackpots by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Jackpots</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}>
                <th scope="row">{monthLongLabel(p.month)}</th>
                <td>{p.count}</td>
                <td>{formatWholeDollars(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** 1, 2 or 5 times a power of ten, at or above n. */
function niceCeil(n: number): number {
  const p = 10 ** Math.floor(Math.log10(n));
  return ([1, 2, 5, 10].find((m) => m * p >= n) ?? 10) * p;
}

function shortDollars(n: number): string {
  if (n >= 1_000_000) return `$${+(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1000) return `$${+(n / 1000).toFixed(1)}k`;
  return formatWholeDollars(n);
}
