import { W2gExportPage } from '@/features/w2g/components/w2g-export-page';

/** Route: Export W2G (CSV and PDF). */
export function W2gExportRoute() {
  return <W2gExportPage />;
}
