import { Sparkles } from 'lucide-react';

/** Home's greeting: "Welcome" for a new player, "Welcome back" otherwise, with the first name when there is one. */
export function WelcomeSection({ greeting, firstName, email }: { greeting: string; firstName: string | null; email: string | undefined }) {
  return (
    <section className="rounded-xl bg-gradient-to-br from-brand-dark to-primary p-6 text-primary-foreground shadow-sm">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Sparkles className="size-6 text-accent" aria-hidden />
        {firstName ? `${greeting}, ${firstName}!` : `${greeting}!`}
      </h1>
      <p className="mt-1 text-sm text-primary-foreground/80">
        Signed in as <span className="font-medium text-primary-foreground">{email}</span>
      </p>
    </section>
  );
}
