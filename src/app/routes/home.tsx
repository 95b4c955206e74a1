import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home/components/home-page';

/** The visit in progress (issue 27): its code and query load after the home screen's first paint. */
const CasinoSessionCard = lazy(() =>
  import('@/features/sessions/components/casino-session-card').then((m) => ({ default: m.CasinoSessionCard })),
);

/** Route: / (home: the visit in progress, welcome and play statistics). */
export function HomeRoute() {
  return (
    <HomePage
      top={
        <Suspense fallback={null}>
          <CasinoSessionCard />
        </Suspense>
      }
    />
  );
}
