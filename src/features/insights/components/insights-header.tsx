import { Lightbulb } from 'lucide-react';
import { NativeSelect } from '@/components/ui/native-select';
import type { InsightGroup } from '../api/insight-keys';
import { INSIGHT_GROUPS, periodOptions } from '../lib/insight-period';

/** What Insights is for, under its heading (also painted by index.html before any script: app/shells). */
export const INSIGHTS_INTRO =
  'What your play cost and returned: money in and out, return on your money and what an hour of play cost, by casino, game, manufacturer, day of the week, hour and month.';

interface InsightsHeaderProps {
  /** The period picker's value ('year', 'month', 'tax-2025', …). */
  period: string;
  group: InsightGroup;
  onPeriod: (value: string) => void;
  onGroup: (group: InsightGroup) => void;
}

/** Insights' heading, what it shows, and the period and grouping pickers. */
export function InsightsHeader({ period, group, onPeriod, onGroup }: InsightsHeaderProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Lightbulb className="size-6 text-primary" aria-hidden />
          Insights
        </h1>
        <div className="flex flex-wrap gap-2">
          <NativeSelect value={period} onChange={(e) => onPeriod(e.target.value)} className="w-44" aria-label="Period">
            {periodOptions().map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect value={group} onChange={(e) => onGroup(e.target.value as InsightGroup)} className="w-44" aria-label="Group by">
            {INSIGHT_GROUPS.map((g) => (
              <option key={g.value} value={g.value}>
                By {g.label.toLowerCase()}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-muted-foreground">{INSIGHTS_INTRO}</p>
    </div>
  );
}
