import { TaxYearPage } from '@/features/tax-year/components/tax-year-page';

/** Route: Tax Year (W-2G, session method, loss estimate, gaps, diary export). */
export function TaxYearRoute() {
  return <TaxYearPage />;
}
