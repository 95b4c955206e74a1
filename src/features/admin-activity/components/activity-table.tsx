import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { actionLabel, actorLabel, changeSummary, type AuditEntry } from '../lib/audit-format';

/** The trail's rows, newest first; View opens the row's before -> after. */
export function ActivityTable({ rows, onOpen }: { rows: AuditEntry[]; onOpen(entry: AuditEntry): void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Admin</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Record</TableHead>
          <TableHead>Change</TableHead>
          <TableHead className="text-right">Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((e) => {
          const summary = changeSummary(e);
          return (
            <TableRow key={e.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(e.occurred_at)}</TableCell>
              <TableCell className="max-w-48 truncate" title={actorLabel(e)}>
                {actorLabel(e)}
              </TableCell>
              <TableCell>{actionLabel(e.action)}</TableCell>
              <TableCell className="font-mono text-xs" title={e.record_id ?? undefined}>
                {e.record_id ? e.record_id.slice(0, 8) : '—'}
              </TableCell>
              <TableCell className="max-w-72 min-w-40">
                <p className="line-clamp-2 break-all" title={summary}>
                  {summary}
                </p>
              </TableCell>
              <TableCell>
                <div className="flex justify-end">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onOpen(e)}
                    aria-label={`View ${actionLabel(e.action)}, ${formatDateTime(e.occurred_at)}`}
                  >
                    <Eye aria-hidden />
                    View
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
