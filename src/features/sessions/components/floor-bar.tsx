import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { FLOOR_CARD_HREF, paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { parseLocal } from '@/lib/dates';
import { formatCurrency, toNumber } from '@/lib/money';
import { useFloor } from '../api/get-floor';
import { formatElapsed } from '../lib/elapsed';
import { casinoName, slotMachineName } from '../lib/session-rows';

/** The bar's resting height (one line of each): the space kept under the page before it has been measured. */
const RESTING_HEIGHT = 56;

/**
 * The casino session in progress on every player screen on phones (hidden from md up and on home, where the card is): a
 * compact bar above the bottom bar; a tap opens the home card with its actions. The casino's name has the bar's whole
 * width and wraps by words (never cut); under it the game's full name and the figures. The page keeps the bar's
 * measured height free under it, so a name on two lines hides nothing.
 */
export function FloorBar() {
  const { casinoSession, machine } = useFloor();
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(RESTING_HEIGHT);
  const shown = (!!casinoSession || !!machine) && pathname !== paths.home.getHref();
  useLayoutEffect(() => {
    const el = bar.current;
    if (!shown || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    setHeight(el.offsetHeight);
    return () => observer.disconnect();
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      <div className="md:hidden" style={{ height }} aria-hidden />
      <nav
        ref={bar}
        aria-label="Casino session in progress"
        className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-40 border-t bg-primary text-primary-foreground md:hidden"
      >
        <Link to={FLOOR_CARD_HREF} className="flex min-h-12 items-center gap-3 px-4 py-1.5" data-testid="floor-bar">
          <span className="min-w-0 flex-1 text-sm leading-tight">
            {casinoSession && (
              <span className="block font-medium break-words" data-testid="floor-bar-casino">
                {casinoName(casinoSession)}
              </span>
            )}
            <span className={casinoSession ? 'block text-xs' : 'block'}>
              {machine && (
                <span className={casinoSession ? 'break-words' : 'font-medium break-words'}>
                  {slotMachineName(machine)}
                  {casinoSession ? ' · ' : ' '}
                </span>
              )}
              <FloorFigures
                arrival={casinoSession ? parseLocal(casinoSession.arrival_date, casinoSession.arrival_time) : null}
                cashIn={casinoSession?.total_cash_in}
              />
            </span>
          </span>
          <ChevronRight className="size-4 shrink-0" aria-hidden />
        </Link>
      </nav>
    </>
  );
}

function FloorFigures({ arrival, cashIn }: { arrival: Date | null; cashIn: number | null | undefined }) {
  const now = useNow(1000);
  return (
    <span className="whitespace-nowrap tabular-nums">
      {arrival && <span aria-hidden>{formatElapsed(now - arrival.getTime()).replace(/ \d+ s$/, '')}</span>}
      {arrival && cashIn != null && ' · '}
      {cashIn != null && <span>{formatCurrency(toNumber(cashIn))} in</span>}
    </span>
  );
}
