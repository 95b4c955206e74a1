import { Link } from 'react-router-dom';
import { CheckCircle2, Circle } from 'lucide-react';
import { paths } from '@/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { FirstSteps } from '../api/get-first-steps';

const CASINO_SESSION_HREF = `${paths.sessions.getHref()}?tab=casino&new=casino`;

const STEPS = [
  { key: 'favoriteCasino', label: 'Find your casino', hint: 'Open it and tap Favorite.', href: paths.casinos.getHref() },
  { key: 'casinoSession', label: 'Start a casino session', hint: 'When you arrive, with your starting cash.', href: CASINO_SESSION_HREF },
  { key: 'jackpot', label: 'Record a W2G jackpot', hint: 'With a photo of the form, for tax time.', href: paths.w2gNew.getHref() },
] as const;

/** Home for a new player: the three first steps, each a link, ticked once done. */
export function FirstStepsCard({ steps }: { steps: FirstSteps }) {
  const done = STEPS.filter((s) => steps[s.key]).length;
  return (
    <Card role="region" aria-labelledby="first-steps-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id="first-steps-title" className="text-lg">
          First steps
        </CardTitle>
        <CardDescription>{done} of 3 done</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ol className="grid gap-2">
          {STEPS.map((s) => {
            const isDone = steps[s.key];
            const Icon = isDone ? CheckCircle2 : Circle;
            return (
              <li key={s.key}>
                <Link
                  to={s.href}
                  className="flex items-center gap-3 rounded-md border p-3 hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon className={isDone ? 'size-5 shrink-0 text-success' : 'size-5 shrink-0 text-muted-foreground'} aria-hidden />
                  <span className="min-w-0">
                    <span className={isDone ? 'block font-medium text-muted-foreground line-through' : 'block font-medium'}>{s.label}</span>
                    <span className="block text-sm text-muted-foreground">{isDone ? 'Done' : s.hint}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
