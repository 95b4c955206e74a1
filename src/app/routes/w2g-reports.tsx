import { ReportsPage } from '@/features/reports/components/reports-page';

/** Route: Reports (W2G jackpots and added cash). */
export function W2gReportsRoute() {
  return <ReportsPage />;
}
