import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { formatSignedCurrency, netColorClass } from '@/lib/money';
import type { MethodSession } from '@/lib/tax';

/** The year's sessions (casino and day), folded away behind a summary. */
export function SessionTable({ sessions }: { sessions: MethodSession[] }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium">Show the {sessions.length} sessions</summary>
      <Table>
        <caption className="sr-only">Sessions by casino and day</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Date</TableHead>
            <TableHead scope="col">Casino</TableHead>
            <TableHead scope="col">Counted from</TableHead>
            <TableHead scope="col" className="text-right">
              Result
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.key}>
              <TableCell>{formatDate(s.date)}</TableCell>
              <TableCell>{s.casinoName ?? 'No casino recorded'}</TableCell>
              <TableCell>
                {s.visitIds.length > 0 ? `${s.visitIds.length} visit${s.visitIds.length > 1 ? 's' : ''}` : `${s.slotSessions.length} slot session${s.slotSessions.length > 1 ? 's' : ''}`}
              </TableCell>
              <TableCell className={`text-right tabular-nums ${netColorClass(s.net)}`}>{formatSignedCurrency(s.net)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}
