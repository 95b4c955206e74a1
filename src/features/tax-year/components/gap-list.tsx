import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import type { Gap } from '../lib/tax-year-model';

const CASINO_TAB = `${paths.sessions.getHref()}?tab=casino`;

const hrefOf = (gap: Gap) =>
  gap.kind === 'no-casino' ? paths.sessionEdit.getHref(gap.id) : gap.kind === 'open-visit' ? CASINO_TAB : paths.w2gReports.getHref();

/** Records to complete before filing, each a link to where it is fixed. */
export function GapList({ gaps }: { gaps: Gap[] }) {
  if (gaps.length === 0) return <p className="text-sm">Nothing to fix: every W-2G has a photo, every visit is closed and every session has a casino.</p>;
  return (
    <ul className="space-y-1 text-sm" aria-label="Gaps to fix">
      {gaps.map((g) => (
        <li key={`${g.kind}-${g.id}`}>
          <Link className="underline underline-offset-2" to={hrefOf(g)}>
            {formatDate(g.date)}: {g.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
