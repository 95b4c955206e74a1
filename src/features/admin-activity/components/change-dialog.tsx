import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { actionLabel, actorLabel, fieldChanges, formatValue, type AuditEntry } from '../lib/audit-format';

/** One audit row: who, when, from where, and every recorded field before -> after. */
export function ChangeDialog({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  const changes = entry ? fieldChanges(entry.before, entry.after) : [];
  return (
    <Dialog open={!!entry} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {entry && (
          <>
            <DialogHeader>
              <DialogTitle>{actionLabel(entry.action)}</DialogTitle>
              <DialogDescription>
                {formatDateTime(entry.occurred_at)} · {actorLabel(entry)}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Table</dt>
              <dd className="break-all">{entry.table_name}</dd>
              <dt className="text-muted-foreground">Record</dt>
              <dd className="font-mono break-all">{entry.record_id ?? '—'}</dd>
              <dt className="text-muted-foreground">IP address</dt>
              <dd className="break-all">{entry.ip ?? 'Not known'}</dd>
              <dt className="text-muted-foreground">Browser</dt>
              <dd className="break-all">{entry.user_agent ?? 'Not known'}</dd>
            </dl>
            {entry.personal_removed && (
              <p className="text-sm text-muted-foreground">
                The personal details in this change were removed when their owner deleted their account.
              </p>
            )}
            <table className="w-full text-sm">
              <caption className="sr-only">Fields before and after</caption>
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Before
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.field} className="border-b align-top last:border-0">
                    <th scope="row" className="py-1 pr-3 text-left font-mono font-normal break-all">
                      {c.field}
                    </th>
                    <td className="py-1 pr-3 break-all text-muted-foreground">{c.before === undefined ? '' : formatValue(c.before)}</td>
                    <td className="py-1 break-all">{c.after === undefined ? '' : formatValue(c.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
