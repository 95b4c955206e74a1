import { useState } from 'react';
import { Banknote, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NameWithSyncMark } from '@/components/ui/sync-mark';
import { useNow } from '@/hooks/use-now';
import { formatDateAndTime, parseLocal } from '@/lib/dates';
import { formatCurrency, toNumber } from '@/lib/money';
import { useAddMachineMoney } from '../api/save-live-machine';
import { formatElapsed } from '../lib/elapsed';
import type { Shown } from '@/lib/offline/define-write';
import { slotMachineName, type SlotSession } from '../lib/session-rows';
import { MachineCounters } from './machine-counters';
import { MoneyInDialog } from './money-in-dialog';

const QUICK_MONEY_IN = [20, 100] as const;

/**
 * The live machine: a ticking timer, money in so far, "+$20 / +$100 / Other" and Cash out. Every press counts at
 * once (each its own write, queued behind the one being sent): no button waits for the network.
 */
export function LiveMachinePanel({ machine, onCashOut }: { machine: Shown<SlotSession>; onCashOut(): void }) {
  const now = useNow(1000);
  const [other, setOther] = useState(false);
  const money = useAddMachineMoney(machine.id);
  const started = parseLocal(machine.session_date, machine.session_time);
  return (
    <section aria-labelledby="live-machine-title" className="rounded-lg border bg-secondary/40 p-3" data-testid="live-machine">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Machine running</p>
          <h3 id="live-machine-title" className="font-semibold">
            <NameWithSyncMark name={slotMachineName(machine)} state={machine.syncState} />
          </h3>
        </div>
        <p className="shrink-0 text-right">
          {/* The ticking figure is hidden from screen readers (it would be read at every second); they get the start. */}
          <span className="block font-semibold tabular-nums" aria-hidden data-testid="live-machine-timer">
            {formatElapsed(now - started.getTime())}
          </span>
          <span className="sr-only">Started {formatDateAndTime(machine.session_date, machine.session_time)}</span>
        </p>
      </div>
      <p className="mt-1 text-sm">
        <span className="text-muted-foreground">Money in </span>
        <span className="font-semibold tabular-nums" data-testid="live-machine-money-in">
          {formatCurrency(toNumber(machine.coins_in))}
        </span>
        {toNumber(machine.free_play) > 0 && (
          <span className="text-muted-foreground" data-testid="live-machine-free-play">
            {' '}
            (free play {formatCurrency(toNumber(machine.free_play))})
          </span>
        )}
      </p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {QUICK_MONEY_IN.map((amount) => (
          <Button key={amount} variant="outline" className="h-11" onClick={() => money.save(amount)} aria-label={`Add $${amount} money in`}>
            <Plus aria-hidden />${amount}
          </Button>
        ))}
        <Button variant="outline" className="h-11" onClick={() => setOther(true)}>
          Other
        </Button>
      </div>
      <Button className="mt-2 h-11 w-full" onClick={onCashOut}>
        <Banknote aria-hidden />
        Cash out
      </Button>
      <MachineCounters machine={machine} />
      <MoneyInDialog open={other} onOpenChange={setOther} onAdd={(amount, freePlay) => money.save(amount, freePlay)} />
    </section>
  );
}
