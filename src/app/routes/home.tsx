import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home/components/home-page';
import { useFirstPagePainted } from '@/hooks/use-lazy-module';

/** The casino session in progress (issue 27): its code and query load after the home screen's first paint. */
const CasinoSessionCard = lazy(() =>
  import('@/features/sessions/components/casino-session-card').then((m) => ({ default: m.CasinoSessionCard })),
);

/** Route: / (home: the visit in progress, welcome and play statistics). */
export function HomeRoute() {
  const painted = useFirstPagePainted();
  return (
    <HomePage
      top={
        painted && (
          <Suspense fallback={null}>
            <CasinoSessionCard />
          </Suspense>
        )
      }
    />
  );
}
