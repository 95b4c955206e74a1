import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { formatCurrency, toNumber } from '@/lib/money';
import type { TaxYearJackpot } from '../api/get-tax-year-jackpots';

/** The year's jackpots: which met the year's W-2G threshold and which were recorded below it. */
export function W2gTable({ jackpots, below }: { jackpots: TaxYearJackpot[]; below: TaxYearJackpot[] }) {
  const rows = [...jackpots.map((j) => ({ j, met: true })), ...below.map((j) => ({ j, met: false }))].sort((a, b) =>
    a.j.jackpot_date.localeCompare(b.j.jackpot_date),
  );
  if (rows.length === 0) return <p className="text-sm">No jackpots recorded in this year.</p>;
  return (
    <Table>
      <caption className="sr-only">W-2G jackpots</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Date</TableHead>
          <TableHead scope="col">Casino</TableHead>
          <TableHead scope="col" className="text-right">
            Amount
          </TableHead>
          <TableHead scope="col" className="text-right">
            Withheld
          </TableHead>
          <TableHead scope="col">Threshold</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ j, met }) => (
          <TableRow key={j.id}>
            <TableCell>{formatDate(j.jackpot_date)}</TableCell>
            <TableCell>{j.casino?.name ?? 'Unknown casino'}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCurrency(toNumber(j.amount))}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCurrency(toNumber(j.tax_withheld))}</TableCell>
            <TableCell>{met ? 'Met' : 'Below'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
