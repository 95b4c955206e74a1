import { Link } from 'react-router-dom';
import { ArrowLeft, CalendarClock, Hash, Pencil, StickyNote, Tally5 } from 'lucide-react';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDate, formatTime, parseLocal } from '@/lib/dates';
import { formatCurrency, formatSignedCurrency, netColorClass, roundMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { useSlotSession } from '../api/get-slot-session';
import { SLOT_TAB_HREF } from '../lib/session-links';
import { casinoName, slotMachineName } from '../lib/session-rows';
import { slotMoney } from '../lib/session-math';
import { SlotMoneySum } from '@/components/slot-money-sum';
import { SessionLoading, SessionNotFound } from './session-status';

/** /sessions/:id: one slot session with Back and Edit links. */
export function SlotSessionDetail({ sessionId }: { sessionId: string }) {
  const query = useSlotSession(sessionId);
  if (query.isPending) return <SessionLoading />;
  if (query.isError || !query.data) return <SessionNotFound error={query.isError} />;

  const s = query.data;
  const money = slotMoney(s);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={SLOT_TAB_HREF}>
            <ArrowLeft aria-hidden />
            Back
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link to={paths.sessionEdit.getHref(s.id)}>
            <Pencil aria-hidden />
            Edit
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-bold tracking-tight">{casinoName(s)}</h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <CalendarClock className="size-4" aria-hidden />
            <span>
              {formatDate(s.session_date)} at {formatTime(parseLocal(s.session_date, s.session_time))}
            </span>
            {s.is_live ? (
              <Badge>Live</Badge>
            ) : (
              s.end_date && s.end_time && <span>· ended {formatTime(parseLocal(s.end_date, s.end_time))}</span>
            )}
            {!s.include_in_daily_totals && <Badge variant="secondary">Not in daily totals</Badge>}
          </p>
        </CardHeader>
        <CardContent className="grid gap-5">
          <dl className="grid grid-cols-3 gap-3 rounded-lg border bg-secondary/40 p-4 text-center">
            <Figure label="Coin in" value={formatCurrency(money.coinIn)} />
            <Figure label="Money out" value={formatCurrency(money.moneyOut)} />
            <Figure label="Net" value={formatSignedCurrency(money.net)} className={netColorClass(money.net)} />
          </dl>
          <SlotMoneySum className="-mt-2 text-sm" money={money} testId="slot-session-sum" />
          {money.freePlay > 0 && (
            <p className="-mt-2 text-sm text-muted-foreground" data-testid="slot-free-play">
              {formatCurrency(money.freePlay)} of the coin in was free play: not your money, so the net counts only your own{' '}
              {formatCurrency(roundMoney(money.coinIn - money.freePlay))}.
            </p>
          )}
          {money.handPays !== 0 && (
            <p className="-mt-2 text-sm text-muted-foreground">
              Hand pays: the W2G jackpot recorded for this session adds {formatCurrency(money.handPays)} (a hand pay counts in full, a
              machine pay its tax withheld).
            </p>
          )}
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">Slot Machine</dt>
              <dd className="font-medium">{slotMachineName(s)}</dd>
            </div>
            {s.casino_slot_machine_id && (
              <div>
                <dt className="flex items-center gap-1 text-muted-foreground">
                  <Hash className="size-3.5" aria-hidden />
                  Machine Number
                </dt>
                <dd className="font-medium">{s.casino_slot_machine_id}</dd>
              </div>
            )}
            {s.bonus_count != null && (
              <div>
                <dt className="flex items-center gap-1 text-muted-foreground">
                  <Tally5 className="size-3.5" aria-hidden />
                  Counted at the machine
                </dt>
                <dd className="font-medium" data-testid="session-counters">
                  {hits(s.bonus_count, 'bonus', 'bonuses')} · {hits(s.jackpot_count ?? 0, 'jackpot', 'jackpots')}
                </dd>
              </div>
            )}
            {s.notes && (
              <div>
                <dt className="flex items-center gap-1 text-muted-foreground">
                  <StickyNote className="size-3.5" aria-hidden />
                  Notes
                </dt>
                <dd className="whitespace-pre-wrap">{s.notes}</dd>
              </div>
            )}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

const hits = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('truncate text-base font-semibold tabular-nums sm:text-xl', className)}>{value}</dd>
    </div>
  );
}
