import { lazy, Suspense, useCallback, useState } from 'react';
import { HomePage } from '@/features/home/components/home-page';
import { prefetchWhenIdle, useFirstPagePainted } from '@/hooks/use-lazy-module';

/** The casino session in progress: its code and query load after the home screen's first paint. */
const CasinoSessionCard = lazy(() =>
  import('@/features/sessions/components/casino-session-card').then((m) => ({ default: m.CasinoSessionCard })),
);

/**
 * Record W2G, where the card's Jackpot button leads: its code is fetched while the card shows, so a jackpot is recorded
 * offline (casino Wi-Fi drops) even where no service worker holds the app's code yet (a tab opened before it installed).
 */
const preloadRecordW2g = () => prefetchWhenIdle(() => void import('./w2g-new').catch(() => undefined));

/** Home's line about trips (a suggestion to review, the latest trip): loads after the first paint too. */
const TripsHomeLine = lazy(() => import('@/features/trips/components/trips-home-line').then((m) => ({ default: m.TripsHomeLine })));

/** Route: / (home: welcome, the casino session in progress, play statistics and trips). */
export function HomeRoute() {
  const painted = useFirstPagePainted();
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  return (
    <HomePage
      current={
        painted && (
          <Suspense fallback={null}>
            <CasinoSessionCard onSettled={onSettled} preloadJackpot={preloadRecordW2g} />
          </Suspense>
        )
      }
      currentSettled={settled}
      trips={
        painted && (
          <Suspense fallback={null}>
            <TripsHomeLine />
          </Suspense>
        )
      }
    />
  );
}
