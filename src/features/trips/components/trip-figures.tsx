import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCurrency, formatSignedCurrency, netColorClass, roundMoney } from '@/lib/money';
import { SlotMoneySum } from '@/components/slot-money-sum';
import { cn } from '@/lib/utils';
import type { TripReport } from '../api/trip-report';
import { APART_TEXT, playedTime } from '../lib/trip-words';

/** The trip's result: gambling net (the session method's, as Tax Year), minus costs = whole result; comps apart. */
export function TripFigures({ report }: { report: TripReport }) {
  const t = report.totals;
  return (
    <Card>
      <CardHeader>
        <CardTitle>What the trip came to</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-2 rounded-lg border bg-secondary/40 p-4 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
          <TripFigure
            label="Gambling net"
            value={formatSignedCurrency(t.gambling_net)}
            className={netColorClass(t.gambling_net)}
            testId="trip-gambling-net"
          />
          <TripFigure label="Costs" value={formatSignedCurrency(-t.costs)} testId="trip-costs" />
          <TripFigure
            label="Whole result"
            value={formatSignedCurrency(t.whole_result)}
            className={netColorClass(t.whole_result)}
            big
            testId="trip-whole-result"
          />
          <TripFigure label="Comps (apart)" value={formatCurrency(t.comps)} className="text-muted-foreground" testId="trip-comps" />
        </dl>
        <p className="text-sm text-muted-foreground">{APART_TEXT}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <Small label="Days" value={`${report.days} (${t.play_days} with play)`} />
          <Small label="Casinos" value={String(report.casinos.length)} />
          <Small label="Coin in" value={formatCurrency(t.money_in)} testId="trip-money-in" />
          <Small label="Free play (in the coin in)" value={formatCurrency(t.free_play)} testId="trip-free-play" />
          <Small label="Money out" value={formatCurrency(t.money_out)} testId="trip-money-out" />
          {t.hand_pays !== undefined && <Small label="Hand pays" value={formatCurrency(t.hand_pays)} testId="trip-hand-pays" />}
          <Small label="W2Gs" value={t.w2g_count === 0 ? 'None' : `${t.w2g_count}, ${formatCurrency(t.w2g_amount)}`} testId="trip-w2gs" />
          <Small label="Time played" value={playedTime(t.minutes)} />
        </dl>
        <SlotFigures totals={t} />
      </CardContent>
    </Card>
  );
}

/**
 * The slot sessions' figures added up on the page (money out - coin in + free play + hand pays = their net), and why the
 * gambling net differs when it does: a casino session counts its cash (what was brought and taken home) instead.
 */
function SlotFigures({ totals: t }: { totals: TripReport['totals'] }) {
  if (t.hand_pays === undefined || t.slot_net === undefined) return null;
  const money = { coinIn: t.money_in, freePlay: t.free_play, moneyOut: t.money_out, handPays: t.hand_pays, net: t.slot_net };
  const apart = roundMoney(t.gambling_net - t.slot_net);
  return (
    <div className="space-y-1 text-sm text-muted-foreground">
      <SlotMoneySum className="text-sm" lead="Slot sessions:" money={money} words={SLOT_NET_WORDS} testId="trip-slot-sum" />
      {apart !== 0 && (
        <p data-testid="trip-net-apart">
          The gambling net is {formatSignedCurrency(apart)} apart from it: a casino session counts the cash you brought and took home (as on
          your Tax Year), in place of its slot sessions.
        </p>
      )}
    </div>
  );
}

const SLOT_NET_WORDS = { coinIn: 'coin in', moneyOut: 'money out', net: 'slot net' };

/**
 * One headline figure of a trip (its page and the trips list): on a phone a row, the label on the left and the whole
 * figure on the right (never cut: "Whole result +$1,102.45" fits 360 px); wider, the label above the figure.
 */
export function TripFigure({
  label,
  value,
  className,
  big,
  small,
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  big?: boolean;
  /** The trips list's size. */
  small?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 sm:block">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'font-semibold whitespace-nowrap tabular-nums',
          small ? 'text-sm' : big ? 'text-xl sm:text-2xl' : 'text-base sm:text-xl',
          className,
        )}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

function Small({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
