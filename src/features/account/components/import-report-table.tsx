import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCurrency } from '@/lib/money';
import type { ImportRow } from '../lib/session-import';

/** What becomes of a line: imported, already there (its key), waiting for a casino to be chosen, or refused. */
export type ImportVerdict = 'ready' | 'existing' | 'ambiguous' | 'refused';

/** The import check, one row per line of the file, with a casino to choose where the name matched several. */
export function ImportReportTable({
  rows,
  verdictOf,
  picked,
  onPick,
}: {
  rows: ImportRow[];
  verdictOf(row: ImportRow): ImportVerdict;
  /** Line -> the casino chosen for it. */
  picked: Record<number, string>;
  onPick(line: number, casinoId: string): void;
}) {
  return (
    <Table>
      <caption className="sr-only">Import check, one row per line of the file</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Line</TableHead>
          <TableHead scope="col">Date</TableHead>
          <TableHead scope="col">Casino</TableHead>
          <TableHead scope="col" className="text-right">
            In / Out
          </TableHead>
          <TableHead scope="col">Result</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => {
          const v = verdictOf(r);
          return (
            <TableRow key={r.line}>
              <TableCell>{r.line}</TableCell>
              <TableCell>{r.date}</TableCell>
              <TableCell className="whitespace-normal">
                {r.casinoName}
                {r.city ? `, ${r.city}` : ''}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCurrency(r.coinsIn)} / {formatCurrency(r.coinsOut)}
              </TableCell>
              <TableCell className="whitespace-normal">
                {v === 'refused' && <span className="text-destructive">Refused: {r.reason}</span>}
                {v === 'existing' && 'Already imported'}
                {v === 'ready' && 'Accepted'}
                {r.status === 'ambiguous' && v !== 'existing' && (
                  <select
                    aria-label={`Casino for line ${r.line}`}
                    value={picked[r.line] ?? ''}
                    onChange={(e) => onPick(r.line, e.target.value)}
                    className="mt-1 block h-8 max-w-full rounded-md border bg-background px-1 text-sm"
                  >
                    <option value="">Choose the casino...</option>
                    {r.candidates.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}, {c.city}, {c.state} ({c.id.slice(0, 8)})
                      </option>
                    ))}
                  </select>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
