import { RecordW2gPage } from '@/features/w2g/components/record-w2g-page';

/** Route: Record W2G Jackpot. */
export function W2gNewRoute() {
  return <RecordW2gPage />;
}
