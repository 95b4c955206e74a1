import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Cherry, DoorOpen, PlusCircle, Trophy } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { LimitUsage } from '@/components/play-limits/limit-usage';
import { NameWithSyncMark } from '@/components/ui/sync-mark';
import { useNow } from '@/hooks/use-now';
import { formatDateAndTime, nowTimeHHmm, parseLocal, todayLocal } from '@/lib/dates';
import { formatCurrency, toNumber } from '@/lib/money';
import type { Shown } from '@/lib/offline/define-write';
import { useFloor } from '../api/get-floor';
import { formatElapsed } from '../lib/elapsed';
import { casinoName, type CasinoSession, type SlotSession } from '../lib/session-rows';
import { AddCashDialog } from './add-cash-dialog';
import { CashOutDialog } from './cash-out-dialog';
import { EndCasinoSessionDialog } from './end-casino-session-dialog';
import { LiveMachinePanel } from './live-machine-panel';
import { StartCasinoSessionButton } from './start-casino-session-button';
import { StartMachineDialog } from './start-machine-dialog';

type Open = 'cash' | 'start' | 'end' | 'cash-out' | null;

/**
 * The visit in progress, first on the home screen (issue 27): the casino, the time since arrival (ticking every
 * second), the cash in so far, the live machine if one runs, and one-thumb actions: Add Cash, Start a machine,
 * Jackpot (Record W2G prefilled with the casino, now, and the live machine or the one just cashed out) and End.
 * While no casino session is Active and no machine runs, a button starts one in place. `onSettled` is called once it is known
 * whether there is one (the screen can hold what goes below until then, so the card never pushes it down).
 */
export function CasinoSessionCard({ onSettled }: { onSettled?: () => void }) {
  const { visit, machine, lastMachine, loading } = useFloor();
  useEffect(() => {
    if (!loading) onSettled?.();
  }, [loading, onSettled]);
  const [open, setOpen] = useState(null as Open);
  const navigate = useNavigate();
  if (!visit && !machine) return <StartCasinoSessionButton label="I'm at the casino: start a session" />;

  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const jackpot = () => {
    const now = new Date();
    navigate(
      paths.w2gNew.getHref({
        casino: machine?.casino_id ?? visit?.casino_id,
        machine: lastMachine?.slot_machine_id,
        // The jackpot belongs to the machine's slot session (the live one, or the one just cashed out).
        session: lastMachine?.id,
        date: todayLocal(now),
        time: nowTimeHHmm(now),
      }),
    );
  };

  return (
    <section
      id="casino-session-in-progress"
      aria-labelledby="visit-card-title"
      className="scroll-mt-20 rounded-xl border-2 border-primary/60 bg-card p-4 shadow-sm"
      data-testid="visit-card"
    >
      {visit ? <VisitHeader visit={visit} /> : <NoVisitHeader machine={machine!} />}
      {machine && (
        <div className="mt-3">
          <LiveMachinePanel machine={machine} onCashOut={() => setOpen('cash-out')} />
        </div>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        {visit && (
          <Button variant="outline" className="h-12" onClick={() => setOpen('cash')}>
            <PlusCircle aria-hidden />
            Add Cash
          </Button>
        )}
        {!machine && (
          <Button variant="outline" className="h-12" onClick={() => setOpen('start')}>
            <Cherry aria-hidden />
            Start a machine
          </Button>
        )}
        <Button variant="outline" className="h-12" onClick={jackpot}>
          <Trophy aria-hidden />
          Jackpot
        </Button>
        {visit && (
          <Button variant="outline" className="h-12" onClick={() => setOpen('end')}>
            <DoorOpen aria-hidden />
            End session
          </Button>
        )}
      </div>
      <AddCashDialog session={open === 'cash' ? visit : null} onOpenChange={close} />
      <StartMachineDialog open={open === 'start'} casinoId={visit?.casino_id ?? null} onOpenChange={close} />
      <EndCasinoSessionDialog visit={open === 'end' ? visit : null} onOpenChange={close} />
      <CashOutDialog machine={open === 'cash-out' ? machine : null} onOpenChange={close} />
    </section>
  );
}

function VisitHeader({ visit }: { visit: Shown<CasinoSession> }) {
  const now = useNow(1000);
  const arrived = parseLocal(visit.arrival_date, visit.arrival_time);
  return (
    <>
      <p className="text-xs font-medium tracking-wide text-primary uppercase">Casino session in progress</p>
      <h2 id="visit-card-title" className="text-xl font-bold tracking-tight">
        <NameWithSyncMark name={casinoName(visit)} state={visit.syncState} />
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-muted-foreground">Here for</dt>
          <dd className="font-semibold">
            {/* Ticks every second; screen readers get the arrival instead of a figure that changes each second. */}
            <span className="tabular-nums" aria-hidden data-testid="visit-elapsed">
              {formatElapsed(now - arrived.getTime())}
            </span>
            <span className="sr-only">since {formatDateAndTime(visit.arrival_date, visit.arrival_time)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Cash in so far</dt>
          <dd className="font-semibold tabular-nums" data-testid="visit-cash-in">
            {formatCurrency(toNumber(visit.total_cash_in))}
          </dd>
        </div>
      </dl>
      <LimitUsage visitId={visit.id} className="mt-3" />
    </>
  );
}

function NoVisitHeader({ machine }: { machine: SlotSession }) {
  return (
    <>
      <p className="text-xs font-medium tracking-wide text-primary uppercase">At the machine</p>
      <h2 id="visit-card-title" className="text-xl font-bold tracking-tight">
        {machine.casino?.name?.trim() || 'Unknown Casino'}
      </h2>
    </>
  );
}
