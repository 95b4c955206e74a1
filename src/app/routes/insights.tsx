import { InsightsPage } from '@/features/insights/components/insights-page';

/** Route: Insights (by casino, game, manufacturer, day, hour and month; a year earlier; all time). */
export function InsightsRoute() {
  return <InsightsPage />;
}
