import { Link } from 'react-router-dom';
import { History } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/dates';
import { useRecentActivity } from '../api/get-audit-log';
import { actionLabel, actorLabel } from '../lib/audit-format';

/** The dashboard's last few admin actions, with a link to Activity. */
export function RecentActivity() {
  const recent = useRecentActivity();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden />
          Recent activity
        </CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.activity.getHref()}>View all activity</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState
          query={recent}
          loading="Loading the recent activity"
          skeleton={{ rows: 1, className: 'h-20 w-full' }}
          error="Could not load the recent activity."
          isEmpty={(data) => data.rows.length === 0}
          empty="No admin actions yet."
        >
          {(data) => (
            <ul className="divide-y text-sm" aria-label="Recent admin actions">
              {data.rows.map((e) => (
                <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
                  <span className="font-medium">{actionLabel(e.action)}</span>
                  <span className="min-w-0 truncate text-muted-foreground">
                    {actorLabel(e)} · {formatDateTime(e.occurred_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
