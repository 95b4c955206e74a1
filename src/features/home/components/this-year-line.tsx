import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useYearPlay, toSessionMethodInputs } from '@/api/get-year-play';
import { paths } from '@/config/paths';
import { formatCurrency } from '@/lib/money';
import { groupSessions } from '@/lib/tax/session-method';
import { w2gFormTotals } from '@/lib/tax/w2g-forms';

/**
 * Home's "This year" line: the year's session results by the session method (the one definition the Tax Year and
 * Reports use: one session per casino per day, each dollar once) and its W-2G forms. The same figures as Tax Year.
 * Its own chunk, rendered once the page has painted (a year of play is read and grouped for it).
 */
export function ThisYearLine({ year }: { year: number }) {
  const play = useYearPlay(`${year}-01-01`, `${year}-12-31`);
  // A year of play is grouped once per fetch, not on every render of Home.
  const figures = useMemo(() => {
    if (!play.data) return null;
    const inputs = toSessionMethodInputs(play.data);
    const { totals } = groupSessions(inputs.slots, inputs.visits, inputs.jackpots, { year });
    return { totals, forms: w2gFormTotals(play.data.jackpots.filter((j) => j.jackpot_date.startsWith(`${year}-`))) };
  }, [play.data, year]);
  if (play.isError) return null;
  if (!figures) return <p className="h-5 text-sm text-muted-foreground">This year: …</p>;
  const { totals, forms } = figures;
  const withheld = forms.federalWithheld + (forms.stateWithheld ?? 0);
  return (
    <p className="text-sm" data-testid="this-year-line">
      <span className="font-medium">
        This year: won {formatCurrency(totals.gains)}, lost {formatCurrency(totals.losses)}, {forms.count} W-2G
        {forms.count === 1 ? '' : 's'} ({formatCurrency(withheld)} withheld)
      </span>{' '}
      <Link className="underline" to={paths.taxYear.getHref(year)}>
        See Tax Year
      </Link>
    </p>
  );
}
