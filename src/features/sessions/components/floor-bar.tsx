import { Link, useLocation } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { parseLocal } from '@/lib/dates';
import { formatCurrency, toNumber } from '@/lib/money';
import { useFloor } from '../api/get-floor';
import { formatElapsed } from '../lib/elapsed';
import { casinoName, slotMachineName } from '../lib/session-rows';

/**
 * The casino session in progress on every player screen on phones (hidden from md up and on home, where the card is): a
 * compact bar above the bottom bar; a tap opens the home card with its actions.
 */
export function FloorBar() {
  const { casinoSession, machine } = useFloor();
  const { pathname } = useLocation();
  if ((!casinoSession && !machine) || pathname === paths.home.getHref()) return null;
  return (
    <>
      <div className="h-14 md:hidden" aria-hidden />
      <nav
        aria-label="Casino session in progress"
        className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-40 border-t bg-primary text-primary-foreground md:hidden"
      >
        <Link
          to={`${paths.home.getHref()}#casino-session-in-progress`}
          className="flex min-h-12 items-center gap-3 px-4 py-1"
          data-testid="floor-bar"
        >
          {/* The casino may be cut with an ellipsis; the game's full name and the figures never are. */}
          <span className="min-w-0 flex-1 text-sm leading-tight">
            {casinoSession && <span className="block truncate font-medium">{casinoName(casinoSession)}</span>}
            {machine && (
              <span className={casinoSession ? 'block text-xs break-words' : 'block font-medium break-words'}>
                {slotMachineName(machine)}
              </span>
            )}
          </span>
          <FloorFigures
            arrival={casinoSession ? parseLocal(casinoSession.arrival_date, casinoSession.arrival_time) : null}
            cashIn={casinoSession?.total_cash_in}
          />
          <ChevronRight className="size-4 shrink-0" aria-hidden />
        </Link>
      </nav>
    </>
  );
}

function FloorFigures({ arrival, cashIn }: { arrival: Date | null; cashIn: number | null | undefined }) {
  const now = useNow(1000);
  return (
    <span className="shrink-0 text-sm tabular-nums">
      {arrival && <span aria-hidden>{formatElapsed(now - arrival.getTime()).replace(/ \d+ s$/, '')}</span>}
      {cashIn != null && <span> · {formatCurrency(toNumber(cashIn))} in</span>}
    </span>
  );
}
