import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { useAuth } from '@/hooks/use-auth';
import { useFirstSteps } from '../api/get-first-steps';
import { FirstStepsCard } from './first-steps-card';
import { PlayStatsCard } from './play-stats-card';

/**
 * Home: welcome and the Casino Play Stats card. A new player (nothing recorded yet) is welcomed rather than
 * welcomed back, and sees the three first steps until all are done. `top` goes first (the visit in progress,
 * composed by the route: home does not know the sessions feature).
 */
export function HomePage({ top }: { top?: ReactNode }) {
  const { user } = useAuth();
  const firstName = typeof user?.user_metadata?.first_name === 'string' ? user.user_metadata.first_name : null;
  const steps = useFirstSteps();
  const isNew = steps.data ? !steps.data.anyRecord : false;
  const allDone = steps.data ? steps.data.favoriteCasino && steps.data.casinoSession && steps.data.jackpot : true;
  const greeting = isNew ? 'Welcome' : 'Welcome back';

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      {top}
      <section className="rounded-xl bg-gradient-to-br from-brand-dark to-primary p-6 text-primary-foreground shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Sparkles className="size-6 text-accent" aria-hidden />
          {firstName ? `${greeting}, ${firstName}!` : `${greeting}!`}
        </h1>
        <p className="mt-1 text-sm text-primary-foreground/80">
          Signed in as <span className="font-medium text-primary-foreground">{user?.email}</span>
        </p>
      </section>
      {steps.data && !allDone && <FirstStepsCard steps={steps.data} />}
      <PlayStatsCard />
    </div>
  );
}
