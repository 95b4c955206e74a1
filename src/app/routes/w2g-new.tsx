import { ComingSoonRoute } from '@/app/routes/coming-soon';

/** Route: Record W2G Jackpot (placeholder until its issue lands). */
export function W2gNewRoute() {
  return <ComingSoonRoute title="Record W2G Jackpot" />;
}
