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
 * The casino session in progress, first on the home screen: the casino, the time since arrival (ticking every
 * second), the cash in so far, the live machine if one runs, and one-thumb actions: Add Cash, Start a machine,
 * Jackpot (Record W2G prefilled with the casino, now, and the live machine or the one just cashed out; saved, it comes
 * back here and counts on the machine's jackpot counter) and End. It is the card's one Jackpot button: a jackpot is
 * recorded with its amount (its money is in the session's result and the tax year), never only counted.
 * While no casino session is Active and no machine runs, a button starts one in place. `onSettled` is called once it is known
 * whether there is one (the screen can hold what goes below until then, so the card never pushes it down).
 * `preloadJackpot` runs while the card shows a session or a machine (it returns its cancel): Record W2G's code is
 * fetched then, so the Jackpot button opens it offline too.
 */
export function CasinoSessionCard({ onSettled, preloadJackpot }: { onSettled?: () => void; preloadJackpot?: () => () => void }) {
  const { casinoSession, machine, lastMachine, loading } = useFloor();
  useEffect(() => {
    if (!loading) onSettled?.();
  }, [loading, onSettled]);
  const atTheCasino = Boolean(casinoSession || machine);
  useEffect(() => (atTheCasino ? preloadJackpot?.() : undefined), [atTheCasino, preloadJackpot]);
  const [open, setOpen] = useState(null as Open);
  const navigate = useNavigate();
  if (!casinoSession && !machine) return <StartCasinoSessionButton label="I'm at the casino: start a session" />;

  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const jackpot = () => {
    const now = new Date();
    navigate(
      paths.w2gNew.getHref({
        casino: machine?.casino_id ?? casinoSession?.casino_id,
        machine: lastMachine?.slot_machine_id,
        // The jackpot belongs to the machine's slot session (the live one, or the one just cashed out).
        session: lastMachine?.id,
        date: todayLocal(now),
        time: nowTimeHHmm(now),
        // Saved, the player is back here at the machine, not on Reports.
        back: 'floor',
      }),
    );
  };

  return (
    <section
      id="casino-session-in-progress"
      aria-labelledby="casino-session-card-title"
      className="scroll-mt-20 rounded-xl border-2 border-primary/60 bg-card p-4 shadow-sm"
      data-testid="casino-session-card"
    >
      {casinoSession ? <CasinoSessionHeader casinoSession={casinoSession} /> : <NoCasinoSessionHeader machine={machine!} />}
      {machine && (
        <div className="mt-3">
          <LiveMachinePanel machine={machine} onCashOut={() => setOpen('cash-out')} />
        </div>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        {casinoSession && (
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
        {casinoSession && (
          <Button variant="outline" className="h-12" onClick={() => setOpen('end')}>
            <DoorOpen aria-hidden />
            End session
          </Button>
        )}
      </div>
      <AddCashDialog session={open === 'cash' ? casinoSession : null} onOpenChange={close} />
      <StartMachineDialog open={open === 'start'} casinoId={casinoSession?.casino_id ?? null} onOpenChange={close} />
      <EndCasinoSessionDialog casinoSession={open === 'end' ? casinoSession : null} onOpenChange={close} />
      <CashOutDialog machine={open === 'cash-out' ? machine : null} onOpenChange={close} />
    </section>
  );
}

function CasinoSessionHeader({ casinoSession }: { casinoSession: Shown<CasinoSession> }) {
  const now = useNow(1000);
  const arrived = parseLocal(casinoSession.arrival_date, casinoSession.arrival_time);
  return (
    <>
      <p className="text-xs font-medium tracking-wide text-primary uppercase">Casino session in progress</p>
      <h2 id="casino-session-card-title" className="text-xl font-bold tracking-tight">
        <NameWithSyncMark name={casinoName(casinoSession)} state={casinoSession.syncState} />
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-muted-foreground">Here for</dt>
          <dd className="font-semibold">
            {/* Ticks every second; screen readers get the arrival instead of a figure that changes each second. */}
            <span className="tabular-nums" aria-hidden data-testid="casino-session-elapsed">
              {formatElapsed(now - arrived.getTime())}
            </span>
            <span className="sr-only">since {formatDateAndTime(casinoSession.arrival_date, casinoSession.arrival_time)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Cash in so far</dt>
          <dd className="font-semibold tabular-nums" data-testid="casino-session-cash-in">
            {formatCurrency(toNumber(casinoSession.total_cash_in))}
          </dd>
        </div>
      </dl>
      <LimitUsage casinoSessionId={casinoSession.id} className="mt-3" />
    </>
  );
}

function NoCasinoSessionHeader({ machine }: { machine: SlotSession }) {
  return (
    <>
      <p className="text-xs font-medium tracking-wide text-primary uppercase">At the machine</p>
      <h2 id="casino-session-card-title" className="text-xl font-bold tracking-tight">
        {machine.casino?.name?.trim() || 'Unknown Casino'}
      </h2>
    </>
  );
}
