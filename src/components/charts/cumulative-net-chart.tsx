import { useEffect, useId, useRef, useState } from 'react';
import { formatSignedWholeDollars } from '@/lib/money';
import type { CumulativeMonth } from '@/lib/tax/session-method';

/** The drawing is as wide as its box (1 unit = 1 CSS px), so labels keep their size on a phone. */
const DEFAULT_W = 640;
const H = 240;
const LABEL_PX = 12;
const PAD = { top: 14, right: 16, bottom: 30, left: 64 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthOf = (m: string) => Number(m.slice(5, 7)) - 1;

/**
 * Cumulative net result by month (session method: slot sessions and casino sessions counted once): a line
 * over monthly bars in inline SVG, loaded lazily, with every value in a table behind it.
 */
export function CumulativeNetChart({ months, title = 'Cumulative net result by month' }: { months: CumulativeMonth[]; title?: string }) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const [W, setW] = useState(DEFAULT_W);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      if (width > 0) setW(width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const values = months.flatMap((m) => [m.net, m.cumulative]);
  const hi = Math.max(0, ...values);
  const lo = Math.min(0, ...values);
  const span = hi - lo || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(months.length, 1);
  const y = (v: number) => PAD.top + ((hi - v) / span) * plotH;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  // Narrow slots (a phone, twelve months) label months by their initial.
  const monthLabel = (m: string) => (slot < 30 ? MONTHS[monthOf(m)]?.[0] : MONTHS[monthOf(m)]);
  const last = months[months.length - 1];
  const line = months.map((m, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(m.cumulative).toFixed(1)}`).join(' ');
  const description = last
    ? `${months.length} months; the running total ends at ${formatSignedWholeDollars(last.cumulative)}.`
    : 'No play recorded.';

  return (
    <figure ref={box} className="space-y-2">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="h-auto w-full text-muted-foreground">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {[hi, 0, lo]
          .filter((v, i, a) => a.indexOf(v) === i)
          .map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={v === 0 ? 0.5 : 0.2} />
              <text x={PAD.left - 8} y={y(v)} textAnchor="end" dominantBaseline="middle" fontSize={LABEL_PX} fill="currentColor">
                {formatSignedWholeDollars(v)}
              </text>
            </g>
          ))}
        {months.map((m, i) => {
          const top = Math.min(y(m.net), y(0));
          return (
            <g key={m.month}>
              <rect
                x={x(i) - slot * 0.3}
                y={top}
                width={slot * 0.6}
                height={Math.abs(y(m.net) - y(0))}
                rx={2}
                className={m.net >= 0 ? 'fill-emerald-500/40' : 'fill-red-500/40'}
              />
              <text x={x(i)} y={H - 10} textAnchor="middle" fontSize={LABEL_PX} fill="currentColor">
                {monthLabel(m.month)}
              </text>
            </g>
          );
        })}
        <path d={line} fill="none" strokeWidth={2.5} className="stroke-primary" />
      </svg>
      {/* sr-only on the wrapper: a table box ignores width and overflow, so it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Net</th>
              <th scope="col">Running total</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{`${LONG[monthOf(m.month)]} ${m.month.slice(0, 4)}`}</th>
                <td>{formatSignedWholeDollars(m.net)}</td>
                <td>{formatSignedWholeDollars(m.cumulative)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
