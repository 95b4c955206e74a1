import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Building2, Cherry, Trophy } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { todayLocal } from '@/lib/calendar';
import { formatSignedWholeDollars, formatWholeDollars, netColorClass } from '@/lib/money';
import { cn } from '@/lib/utils';
import { usePlayStats, type PlayStatsPeriod, type StatsPeriodKey } from '../api/get-play-stats';
import { DEFAULT_STATS_PERIOD, STATS_PERIODS } from '../lib/stats-periods';
import { formatCount } from '@/lib/number-format';
import { useFirstPagePainted } from '@/hooks/use-lazy-module';
import { SlotMoneySum } from '@/components/slot-money-sum';

const ThisYearLine = lazy(() => import('./this-year-line').then((m) => ({ default: m.ThisYearLine })));

/** Home: the Casino Play Stats card (one get_play_stats call, four period tabs). */
export function PlayStatsCard() {
  const [today] = useState(() => todayLocal());
  const [period, setPeriod] = useState<StatsPeriodKey>(DEFAULT_STATS_PERIOD);
  const stats = usePlayStats(today);
  const painted = useFirstPagePainted();

  return (
    <Card aria-labelledby="play-stats-title">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id="play-stats-title" className="text-lg">
          Casino Play Stats
        </CardTitle>
        <CardDescription>Your casino sessions and slot play at a glance.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <Tabs value={period} onValueChange={(v) => setPeriod(v as StatsPeriodKey)}>
          <TabsList className="grid h-auto w-full grid-cols-4 sm:inline-flex sm:w-fit">
            {STATS_PERIODS.map((p) => (
              <TabsTrigger key={p.key} value={p.key} className="px-2 text-xs sm:px-3 sm:text-sm">
                {p.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {STATS_PERIODS.map((p) => (
            <TabsContent key={p.key} value={p.key} className="pt-3">
              {stats.isPending ? (
                <p className="py-8 text-center text-sm text-muted-foreground">Loading statistics...</p>
              ) : stats.isError ? (
                <p role="alert" className="py-8 text-center text-sm text-destructive">
                  Could not load statistics.
                </p>
              ) : (
                <PeriodStats data={stats.data[p.key]} noWins={p.noWins} />
              )}
            </TabsContent>
          ))}
        </Tabs>
        <div className="mt-4 min-h-5">
          {painted && (
            <Suspense fallback={<p className="h-5 text-sm text-muted-foreground">This year: …</p>}>
              <ThisYearLine year={Number(today.slice(0, 4))} />
            </Suspense>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function PeriodStats({ data, noWins }: { data: PlayStatsPeriod; noWins: string }) {
  const { casino, slot } = data;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <StatBlock
          title="Casino Sessions"
          icon={<Building2 className="size-4 text-primary" aria-hidden />}
          note="Only completed sessions are counted"
          items={[
            { label: 'Visits', value: formatCount(casino.visits) },
            { label: 'Cash In', value: formatWholeDollars(casino.cash_in) },
            { label: 'Cash Out', value: formatWholeDollars(casino.cash_out) },
            { label: 'Net', value: formatSignedWholeDollars(casino.net), className: netColorClass(Math.round(casino.net)) },
          ]}
        />
        <StatBlock
          title="Slot Play Sessions"
          icon={<Cherry className="size-4 text-primary" aria-hidden />}
          note={
            slot.sessions > 0 ? (
              <>
                Coin In is all money put in, free play included. Net counts your own money and the hand pays:
                <SlotMoneySum
                  className="mt-1"
                  money={{
                    coinIn: slot.coins_in,
                    freePlay: slot.free_play,
                    moneyOut: slot.coins_out,
                    handPays: slot.hand_pays,
                    net: slot.net,
                  }}
                  words={HOME_WORDS}
                  testId="home-slot-sum"
                />
              </>
            ) : undefined
          }
          items={[
            { label: 'Sessions', value: formatCount(slot.sessions) },
            { label: 'Coin In', value: formatWholeDollars(slot.coins_in) },
            { label: 'Coin Out', value: formatWholeDollars(slot.coins_out) },
            { label: 'Net', value: formatSignedWholeDollars(slot.net), className: netColorClass(Math.round(slot.net)) },
          ]}
        />
      </div>
      <dl className="grid gap-2 rounded-lg border bg-secondary/40 p-4 text-sm sm:grid-cols-2">
        <MostWon label="Most Won Casino" value={slot.most_won_casino} empty={noWins} />
        <MostWon label="Most Won Slot" value={slot.most_won_slot} empty={noWins} />
      </dl>
      <p className="text-xs text-muted-foreground">
        Why the two nets differ: Casino Sessions count the cash you brought and took home, so tax withheld on a jackpot shows as money lost;
        Slot Play Sessions count what went in and came out of each machine, with hand-paid jackpots added. A night with both is in both
        blocks, so do not add the two together. The &ldquo;This year&rdquo; line counts each dollar once, as{' '}
        <Link className="underline" to={paths.taxYear.getHref()}>
          Tax Year
        </Link>{' '}
        does.
      </p>
    </div>
  );
}

type StatItem = { label: string; value: string; className?: string };

/** The sum under the slot block in the spec's labels. */
const HOME_WORDS = { coinIn: 'Coin In', moneyOut: 'Coin Out', net: 'Net' };

function StatBlock({ title, icon, note, items }: { title: string; icon: ReactNode; note?: ReactNode; items: StatItem[] }) {
  return (
    <section aria-label={title} className="rounded-lg border p-4">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h4>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
        {items.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className={cn('truncate text-lg font-semibold tabular-nums', item.className)}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {note && <div className="mt-3 text-xs text-muted-foreground">{note}</div>}
    </section>
  );
}

function MostWon({ label, value, empty }: { label: string; value: string | null; empty: string }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Trophy className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className={cn('min-w-0 font-medium break-words', !value && 'text-muted-foreground')}>{value ?? empty}</dd>
    </div>
  );
}
