import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { PlayJackpotRow } from '@/api/get-year-play';
import { formatDate } from '@/lib/dates';
import { formatCurrency, toNumber } from '@/lib/money';

const stateCell = (j: PlayJackpotRow) =>
  j.state_tax_withheld === null && j.state === null
    ? 'Not recorded'
    : `${j.state ?? ''} ${formatCurrency(toNumber(j.state_tax_withheld))}`.trim();

/** Rows shown at first: a heavy year has hundreds of jackpots, the rest come on request. */
export const W2G_TABLE_FIRST_ROWS = 25;

/**
 * Jackpots of the year as a table: the W-2G forms (payer: the casino), or those recorded below the threshold. A joint
 * year's table names whose each form is (`whose`: the player's name by jackpot id).
 */
export function W2gTable({
  jackpots,
  caption,
  empty,
  whose,
}: {
  jackpots: PlayJackpotRow[];
  caption: string;
  empty: string;
  whose?: ReadonlyMap<string, string>;
}) {
  const [all, setAll] = useState(false);
  if (jackpots.length === 0) return <p className="text-sm">{empty}</p>;
  const shown = all ? jackpots : jackpots.slice(0, W2G_TABLE_FIRST_ROWS);
  return (
    <>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {whose && <TableHead scope="col">Player</TableHead>}
            <TableHead scope="col">Date</TableHead>
            <TableHead scope="col">Payer (casino)</TableHead>
            <TableHead scope="col" className="text-right">
              Amount
            </TableHead>
            <TableHead scope="col" className="text-right">
              Federal withheld
            </TableHead>
            <TableHead scope="col">State withheld</TableHead>
            <TableHead scope="col">Paid</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((j) => (
            <TableRow key={j.id}>
              {whose && <TableCell>{whose.get(j.id)}</TableCell>}
              <TableCell>{formatDate(j.jackpot_date)}</TableCell>
              <TableCell>{j.casino?.name ?? 'Unknown casino'}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCurrency(toNumber(j.amount))}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCurrency(toNumber(j.tax_withheld))}</TableCell>
              <TableCell className="tabular-nums">{stateCell(j)}</TableCell>
              <TableCell>{j.session_id ? (j.hand_pay ? 'Hand pay' : 'In coins out') : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {shown.length < jackpots.length && (
        <Button variant="outline" size="sm" onClick={() => setAll(true)}>
          Show all {jackpots.length} ({jackpots.length - shown.length} more)
        </Button>
      )}
    </>
  );
}
