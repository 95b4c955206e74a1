import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatCurrency } from '@/lib/money';
import { useYearTotals } from '../api/get-year-totals';

/**
 * Home's "This year" line: the year's session results by the session method (the one definition the Tax Year and
 * Reports use: one session per casino per day, each dollar once) and its W-2G forms. The same figures as Tax Year.
 * Its own chunk, rendered once the page has painted; the year of play is read and grouped in a worker.
 */
export function ThisYearLine({ year }: { year: number }) {
  const totals = useYearTotals(year);
  if (totals.isError) return null;
  if (!totals.data) return <p className="h-5 text-sm text-muted-foreground">This year: …</p>;
  const { gains, losses, forms, withheld } = totals.data;
  return (
    <p className="text-sm" data-testid="this-year-line">
      <span className="font-medium">
        This year: won {formatCurrency(gains)}, lost {formatCurrency(losses)}, {forms} W-2G
        {forms === 1 ? '' : 's'} ({formatCurrency(withheld)} withheld)
      </span>{' '}
      <Link className="underline" to={paths.taxYear.getHref(year)}>
        See Tax Year
      </Link>
    </p>
  );
}
