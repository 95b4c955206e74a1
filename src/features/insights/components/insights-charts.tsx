import { BarChart } from '@/components/charts/bar-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { formatSignedWholeDollars } from '@/lib/money';
import { formatCount } from '@/lib/number-format';
import { monthLabel } from '@/config/play-filters';
import { usePlayInsights } from '../api/get-play-insights';
import type { InsightQuery } from '../api/insight-keys';
import { percentLabel } from '../lib/insight-rows';
import { MIN_SESSIONS, rateOf, shownRate } from '../lib/rates';

const RETURN_TITLE = 'Return % by casino (100% = money back)';

/** Net by month and return % by casino for the period (lazy: loaded when the player opens Charts). */
export function InsightsCharts({ query }: { query: Omit<InsightQuery, 'group'> }) {
  const months = usePlayInsights({ ...query, group: 'month' });
  const casinos = usePlayInsights({ ...query, group: 'casino' });
  if (months.isError || casinos.isError) return <p role="alert">Failed to load the charts.</p>;
  if (!months.data || !casinos.data) return <Skeleton className="h-40 w-full" />;
  // Only casinos whose return rests on enough sessions; the others are named with the sessions they have.
  const shown = casinos.data.rows.flatMap((r) => {
    const value = shownRate('return', r);
    return value == null ? [] : [{ label: r.label, value }];
  });
  const tooFew = casinos.data.rows.filter((r) => {
    const rate = rateOf('return', r);
    return rate != null && 'tooFew' in rate;
  });
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <BarChart
        title="Net by month"
        labelHeader="Month"
        valueHeader="Net"
        bars={months.data.rows.map((r) => ({ label: monthLabel(r.key), value: r.net }))}
        format={formatSignedWholeDollars}
      />
      <div className="min-w-0 space-y-2">
        {shown.length > 0 ? (
          <BarChart title={RETURN_TITLE} labelHeader="Casino" valueHeader="Return %" bars={shown} format={percentLabel} />
        ) : (
          <p className="text-sm font-medium">{RETURN_TITLE}</p>
        )}
        {tooFew.length > 0 && (
          <p className="text-xs text-muted-foreground">
            {shown.length > 0 ? 'Not shown: casinos with' : 'Every casino has'} fewer than {MIN_SESSIONS} sessions, too few to mean anything
            ({tooFew.map((r) => `${r.label}: ${formatCount(r.sessions)}`).join(', ')}).
          </p>
        )}
      </div>
    </div>
  );
}
