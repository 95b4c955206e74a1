import { Sparkles } from 'lucide-react';
import { useAuth } from '@/hooks/use-auth';
import { PlayStatsCard } from './play-stats-card';

/** Home: welcome and the Casino Play Stats card. */
export function HomePage() {
  const { user } = useAuth();
  const firstName = typeof user?.user_metadata?.first_name === 'string' ? user.user_metadata.first_name : null;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <section className="rounded-xl bg-gradient-to-br from-brand-dark to-primary p-6 text-primary-foreground shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Sparkles className="size-6 text-accent" aria-hidden />
          {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
        </h1>
        <p className="mt-1 text-sm text-primary-foreground/80">
          Signed in as <span className="font-medium text-primary-foreground">{user?.email}</span>
        </p>
      </section>
      <PlayStatsCard />
    </div>
  );
}
