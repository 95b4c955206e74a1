import { BarChart } from '@/components/charts/bar-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { formatSignedWholeDollars } from '@/lib/money';
import { monthLabel } from '@/config/play-filters';
import { usePlayInsights } from '../api/get-play-insights';
import type { InsightQuery } from '../api/insight-keys';
import { percentLabel } from '../lib/insight-rows';

/** Net by month and return % by casino for the period (lazy: loaded when the player opens Charts). */
export function InsightsCharts({ query }: { query: Omit<InsightQuery, 'group'> }) {
  const months = usePlayInsights({ ...query, group: 'month' });
  const casinos = usePlayInsights({ ...query, group: 'casino' });
  if (months.isError || casinos.isError) return <p role="alert">Failed to load the charts.</p>;
  if (!months.data || !casinos.data) return <Skeleton className="h-40 w-full" />;
  const withMoneyIn = casinos.data.rows.filter((r) => r.return_pct != null);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <BarChart
        title="Net by month"
        labelHeader="Month"
        valueHeader="Net"
        bars={months.data.rows.map((r) => ({ label: monthLabel(r.key), value: r.net }))}
        format={formatSignedWholeDollars}
      />
      <BarChart
        title="Return % by casino (100% = money back)"
        labelHeader="Casino"
        valueHeader="Return %"
        bars={withMoneyIn.map((r) => ({ label: r.label, value: r.return_pct ?? 0 }))}
        format={percentLabel}
      />
    </div>
  );
}
