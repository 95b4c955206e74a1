import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatSignedCurrency, formatSignedWholeDollars, formatWholeDollars, netColorClass } from '@/lib/money';
import type { InsightGroup } from '../api/insight-keys';
import type { InsightRow } from '../api/get-play-insights';
import { INSIGHT_GROUPS } from '../lib/insight-period';
import { bonusRateLabel, percentLabel, playedLabel, rateCell, rowFilter, rowLabel } from '../lib/insight-rows';
import { anyTooFew, shownRate, TOO_FEW_NOTE, type RateKind } from '../lib/rates';

type ColumnKey =
  | 'sessions'
  | 'minutes'
  | 'money_in'
  | 'money_out'
  | 'net'
  | 'return_pct'
  | 'win_share_pct'
  | 'avg_net'
  | 'net_per_hour'
  | 'biggest_win'
  | 'w2g_count'
  | 'bonuses_per_hour'
  | 'previous_net';
type SortKey = 'label' | ColumnKey;

const COLUMNS: { key: ColumnKey; name: string }[] = [
  { key: 'sessions', name: 'Sessions' },
  { key: 'minutes', name: 'Time' },
  // The app's words (README, glossary): Insights count the player's own money in, and money out with the hand pays.
  { key: 'money_in', name: 'Own money in' },
  { key: 'money_out', name: 'Money out + hand pays' },
  { key: 'net', name: 'Net' },
  { key: 'return_pct', name: 'Return %' },
  { key: 'win_share_pct', name: 'Winning' },
  { key: 'avg_net', name: 'Per session' },
  { key: 'net_per_hour', name: 'Per hour' },
  { key: 'biggest_win', name: 'Biggest win' },
  { key: 'w2g_count', name: 'W2Gs' },
];

/** By game only: how often bonuses hit where the player counted them at the machine. */
const BONUS_COLUMN = { key: 'bonuses_per_hour', name: 'Bonuses / hour' } as const;
/** A period (not all time): each row's net over the same dates a year earlier. */
const PREVIOUS_COLUMN = { key: 'previous_net', name: 'Net a year earlier' } as const;

/** The columns whose figure is a rate, shown only over enough sessions (lib/rates). */
const RATES: Partial<Record<ColumnKey, RateKind>> = {
  return_pct: 'return',
  net_per_hour: 'per_hour',
  bonuses_per_hour: 'bonuses_per_hour',
};

/** What a sort by a column compares: a rate only where it is shown, a year earlier's net where there was play. */
function sortValue(key: ColumnKey, r: InsightRow): number | null {
  const rate = RATES[key];
  if (rate) return shownRate(rate, r);
  if (key === 'previous_net') return r.previous?.net ?? null;
  return r[key];
}

function cell(key: ColumnKey, r: InsightRow): string {
  switch (key) {
    case 'minutes':
      return r.timed_sessions ? playedLabel(r.minutes) : '–';
    case 'money_in':
    case 'money_out':
      return formatWholeDollars(r[key]);
    case 'net':
      return formatSignedWholeDollars(r.net);
    case 'return_pct':
      return rateCell('return', r, percentLabel);
    case 'win_share_pct':
      return percentLabel(r.win_share_pct);
    case 'avg_net':
      return formatSignedCurrency(r.avg_net);
    case 'net_per_hour':
      return rateCell('per_hour', r, formatSignedCurrency);
    case 'bonuses_per_hour':
      return bonusRateLabel(r);
    case 'biggest_win':
      return r.biggest_win == null ? '–' : formatWholeDollars(r.biggest_win);
    case 'previous_net':
      return r.previous ? formatSignedWholeDollars(r.previous.net) : 'No play';
    default:
      return String(r[key as 'sessions']);
  }
}

const NET_COLUMNS = new Set<ColumnKey>(['net', 'avg_net', 'net_per_hour', 'previous_net']);

/** One row per group played in the period, sortable; each name opens the Sessions list filtered to it. */
export function InsightsTable({
  group,
  rows,
  period,
}: {
  group: InsightGroup;
  rows: InsightRow[];
  period: { from: string; to: string } | null;
}) {
  const natural: SortKey = group === 'casino' || group === 'game' || group === 'manufacturer' ? 'sessions' : 'label';
  const [chosen, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: natural, desc: natural !== 'label' });
  const columns = [...COLUMNS, ...(group === 'game' ? [BONUS_COLUMN] : []), ...(period ? [PREVIOUS_COLUMN] : [])];
  // A column that left with the grouping or the period (bonuses, a year earlier) sorts as the table first did.
  const shown = chosen.key === 'label' || columns.some((c) => c.key === chosen.key);
  const sort = useMemo(() => (shown ? chosen : { key: natural, desc: natural !== 'label' }), [shown, chosen, natural]);
  const tooFew = anyTooFew(group === 'game' ? ['return', 'per_hour', 'bonuses_per_hour'] : ['return', 'per_hour'], rows);
  const groupName = INSIGHT_GROUPS.find((g) => g.value === group)?.label ?? 'Group';
  const sorted = useMemo(() => {
    const value = (r: InsightRow) => (sort.key === 'label' ? null : sortValue(sort.key, r));
    return [...rows].sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      // 'label' keeps the server's order (weekday 1..7, hour 0..23, month, name ids); nulls always last.
      const d = sort.key === 'label' ? 0 : va == null ? 1 : vb == null ? -1 : (sort.desc ? -1 : 1) * (va - vb);
      return d || (sort.key === 'label' && sort.desc ? -1 : 1) * (rows.indexOf(a) - rows.indexOf(b));
    });
  }, [rows, sort]);
  const ariaSort = (key: SortKey) => (sort.key === key ? (sort.desc ? 'descending' : 'ascending') : undefined);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground" id="insights-sort-label">
          Sort by
        </span>
        <Select value={sort.key} onValueChange={(v) => setSort({ key: v as SortKey, desc: v !== 'label' })}>
          <SelectTrigger className="w-44" aria-labelledby="insights-sort-label">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="label">{groupName}</SelectItem>
            {columns.map((c) => (
              <SelectItem key={c.key} value={c.key}>
                {c.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button variant="outline" size="sm" onClick={() => setSort((s) => ({ ...s, desc: !s.desc }))}>
          {sort.desc ? <ArrowDown aria-hidden /> : <ArrowUp aria-hidden />}
          {sort.desc ? 'Highest first' : 'Lowest first'}
        </Button>
      </div>
      {/* On a phone the rows are cards, each value beside its column's name; a header row of twelve columns would only widen the page. */}
      <Table>
        <TableHeader className="max-md:hidden">
          <TableRow>
            <TableHead aria-sort={ariaSort('label')}>{groupName}</TableHead>
            {columns.map((c) => (
              <TableHead key={c.key} className="text-right" aria-sort={ariaSort(c.key)}>
                {c.name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {sorted.map((r) => {
            const filter = rowFilter(group, r.key, period);
            const label = rowLabel(group, r);
            return (
              <TableRow key={r.key}>
                <TableCell className="font-medium">
                  {filter ? (
                    <Link className="underline underline-offset-2" to={paths.sessions.getHref(filter)}>
                      {label}
                    </Link>
                  ) : (
                    label
                  )}
                  {group === 'game' && (r.family || r.manufacturer) && (
                    <span className="block text-xs font-normal text-muted-foreground">
                      {[r.family, r.manufacturer].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </TableCell>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    className={`text-right tabular-nums ${NET_COLUMNS.has(c.key) ? netColorClass(sortValue(c.key, r)) : ''}`}
                  >
                    {cell(c.key, r)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {tooFew && <p className="text-sm text-muted-foreground">{TOO_FEW_NOTE}</p>}
    </div>
  );
}
