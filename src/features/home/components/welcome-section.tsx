import { Sparkles } from 'lucide-react';

/**
 * Home's greeting: "Welcome" for a new player, "Welcome back" otherwise, with the first name when there is one.
 * Compact on a phone (one line each, the e-mail cut with an ellipsis) so the casino session card stays above the fold.
 */
export function WelcomeSection({ greeting, firstName, email }: { greeting: string; firstName: string | null; email: string | undefined }) {
  return (
    <section className="rounded-xl bg-gradient-to-br from-brand-dark to-primary px-4 py-3 text-primary-foreground shadow-sm sm:p-6">
      <h1 className="flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
        <Sparkles className="size-5 shrink-0 text-accent sm:size-6" aria-hidden />
        {firstName ? `${greeting}, ${firstName}!` : `${greeting}!`}
      </h1>
      <p className="mt-0.5 truncate text-sm text-primary-foreground/80 sm:mt-1">
        Signed in as <span className="font-medium text-primary-foreground">{email}</span>
      </p>
    </section>
  );
}
