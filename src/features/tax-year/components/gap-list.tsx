import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import type { Gap } from '../lib/gaps';

const CASINO_TAB = `${paths.sessions.getHref()}?tab=casino`;

/** Where a gap is fixed; an unlogged W-2G starts logging the slot session of its casino and day. */
const hrefOf = (gap: Gap) => {
  if (gap.kind === 'no-casino') return paths.sessionEdit.getHref(gap.id);
  if (gap.kind === 'open-casino-session') return CASINO_TAB;
  if (gap.kind === 'w2g-unlogged') {
    const p = new URLSearchParams({ tab: 'slot', new: 'slot', date: gap.date });
    if (gap.casinoId) p.set('casino', gap.casinoId);
    return `${paths.sessions.getHref()}?${p.toString()}`;
  }
  return paths.w2gReports.getHref();
};

/** Gaps listed at first (the answer and its gaps fit two screens of a phone); the rest come on request. */
export const GAPS_FIRST = 5;

/** Records to complete before filing, each a link to where it is fixed (plain text on a preparer's page: `linked` false). */
export function GapList({ gaps, linked = true }: { gaps: Gap[]; linked?: boolean }) {
  const [all, setAll] = useState(false);
  if (gaps.length === 0)
    return (
      <p className="text-sm">
        Nothing to fix: every W-2G has a photo and a session, every casino session is closed and every session has a casino.
      </p>
    );
  const shown = all ? gaps : gaps.slice(0, GAPS_FIRST);
  return (
    <div className="space-y-2">
      <ul className="space-y-1 text-sm" aria-label="Gaps to fix">
        {shown.map((g) => (
          <li key={`${g.kind}-${g.id}`}>
            {linked ? (
              <Link className="underline underline-offset-2" to={hrefOf(g)}>
                {formatDate(g.date)}: {g.label}
              </Link>
            ) : (
              `${formatDate(g.date)}: ${g.label}`
            )}
          </li>
        ))}
      </ul>
      {shown.length < gaps.length && (
        <Button variant="outline" size="sm" onClick={() => setAll(true)}>
          Show all {gaps.length} gaps ({gaps.length - shown.length} more)
        </Button>
      )}
    </div>
  );
}
