import { Link } from 'react-router-dom';
import { Hand } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { formatCount } from '@/lib/number-format';
import { usePlayLimitReport, type LimitCounts } from '../api/get-play-limit-report';

const ROWS: { key: keyof LimitCounts; label: string; one: string; many: string }[] = [
  { key: 'days', label: 'Days over your daily limit', one: 'day', many: 'days' },
  { key: 'casino_sessions', label: 'Casino sessions over a session limit', one: 'casino session', many: 'casino sessions' },
  { key: 'months', label: 'Months over your monthly limit', one: 'month', many: 'months' },
];

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The Reports "Limits" line: days and casino sessions (and months) that reached a limit the player set, this month and
 * this year ("over" counts reaching it: at or over 100 %). "No limits set" with a link when none is set.
 */
export function LimitsReportCard() {
  const { user } = useAuth();
  const report = usePlayLimitReport(user?.id);
  return (
    <Card className="gap-2 py-4">
      <CardContent className="grid gap-2 px-4">
        <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Hand className="size-4 text-primary" aria-hidden />
          Limits
        </h2>
        {report.isPending ? (
          <Skeleton className="h-6 w-48" />
        ) : report.isError ? (
          <p className="text-sm text-destructive">Could not load your limits.</p>
        ) : !report.data.has_limits ? (
          <p className="text-sm text-muted-foreground">
            No limits set.{' '}
            <Link to={paths.account.getHref('play-limits')} className="underline underline-offset-2">
              Set play limits
            </Link>
          </p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th scope="col" className="font-normal">
                  <span className="sr-only">Limit</span>
                </th>
                <th scope="col" className="font-normal">
                  This month
                </th>
                <th scope="col" className="font-normal">
                  This year
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.filter((r) => report.data.has_limits && report.data.month[r.key] != null).map((r) => {
                const data = report.data as Extract<typeof report.data, { has_limits: true }>;
                return (
                  <tr key={r.key}>
                    <th scope="row" className="py-1 pr-2 text-left font-normal">
                      {r.label}
                    </th>
                    <td className="py-1 font-medium tabular-nums">{count(data.month[r.key] ?? 0, r.one, r.many)}</td>
                    <td className="py-1 font-medium tabular-nums">{count(data.year[r.key] ?? 0, r.one, r.many)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
