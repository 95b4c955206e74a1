import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { todayLocal } from '@/lib/calendar';
import { useFirstSteps } from '../api/get-first-steps';
import { probablyNewPlayer, rememberNewPlayer } from '../lib/greeting';
import { playStatsQueryOptions } from '../api/get-play-stats';
import { FirstStepsCard } from './first-steps-card';
import { PlayStatsCard } from './play-stats-card';
import { WelcomeSection } from './welcome-section';

/**
 * Home: welcome and the Casino Play Stats card. A new player (nothing recorded yet) is welcomed rather than
 * welcomed back, and sees the three first steps until all are done. `current` (the casino session in progress, composed by
 * the route: home does not know the sessions feature) goes right under the greeting, which never moves (it is the
 * first thing painted); the cards below it wait until `currentSettled`, so that it does not push them down either.
 */
export function HomePage({ current, currentSettled = true, trips }: { current?: ReactNode; currentSettled?: boolean; trips?: ReactNode }) {
  const { user } = useAuth();
  const firstName = typeof user?.user_metadata?.first_name === 'string' ? user.user_metadata.first_name : null;
  const steps = useFirstSteps();
  const client = useQueryClient();
  // The stats are asked for with the first steps, not after them (their card waits for the steps, below).
  useEffect(() => void client.prefetchQuery(playStatsQueryOptions(todayLocal())), [client]);
  // Until the first steps arrive, greet as this device last saw the player (or as new if the account is a day old).
  const isNew = steps.data ? !steps.data.anyRecord : probablyNewPlayer(user);
  const userId = user?.id;
  const anyRecord = steps.data?.anyRecord;
  useEffect(() => {
    if (userId && anyRecord !== undefined) rememberNewPlayer(userId, !anyRecord);
  }, [userId, anyRecord]);
  const allDone = steps.data ? steps.data.favoriteCasino && steps.data.casinoSession && steps.data.jackpot : true;
  const greeting = isNew ? 'Welcome' : 'Welcome back';

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <WelcomeSection greeting={greeting} firstName={firstName} email={user?.email} />
      {current}
      {/* The cards wait for the first steps to be known: a steps card arriving above the stats would push them down. */}
      {!steps.isPending && currentSettled && (
        <>
          {steps.data && !allDone && <FirstStepsCard steps={steps.data} />}
          <PlayStatsCard />
          {trips}
        </>
      )}
    </div>
  );
}
