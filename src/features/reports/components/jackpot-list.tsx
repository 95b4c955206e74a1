import { RowAction } from '@/components/ui/row-action';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateAndTime } from '@/lib/dates';
import { formatCurrency } from '@/lib/money';
import { isBelowW2gThreshold } from '@/lib/tax/w2g-thresholds';
import type { ReportJackpot } from '../api/get-report-jackpots';
import type { ShownJackpot } from '../hooks/use-pending-jackpots';
import { SyncMark } from '@/components/ui/sync-mark';
import { useMediaQuery } from '@/hooks/use-media-query';
import { DataTable, type Column } from '@/components/data-table';

export type JackpotAction = 'view' | 'edit' | 'delete';

interface JackpotListProps {
  rows: ShownJackpot[];
  onAction(jackpot: ReportJackpot, action: JackpotAction): void;
}

const machineName = (j: ReportJackpot) => (j.slot_machine ? (j.slot_machine.name ?? 'Unknown Machine') : '-');
const casinoName = (j: ReportJackpot) => j.casino?.name ?? 'Unknown Casino';
const when = (j: ReportJackpot) => formatDateAndTime(j.jackpot_date, j.jackpot_time);

/** The same words as the Tax Year and the diary: a W-2G form the casino gave, or a jackpot with no form. */
function BelowThreshold({ j }: { j: ReportJackpot }) {
  if (j.w2g_received)
    return (
      <Badge variant="outline" className="font-normal">
        W2G received
      </Badge>
    );
  return (
    <Badge variant="secondary" className="font-normal">
      {isBelowW2gThreshold(Number(j.amount), j.jackpot_date) ? 'Below W2G threshold' : 'No W2G form'}
    </Badge>
  );
}

function Actions({ j, onAction }: { j: ShownJackpot; onAction: JackpotListProps['onAction'] }) {
  // A jackpot still on this device only is shown, not opened: its row and photo are not on the server yet.
  if (j.syncState) return <SyncMark state={j.syncState} />;
  const label = `${formatCurrency(Number(j.amount))} at ${casinoName(j)} on ${formatDate(j.jackpot_date)}`;
  return (
    <div className="flex justify-end gap-1">
      <RowAction label={`View jackpot ${label}`} icon={<Eye />} onClick={() => onAction(j, 'view')} />
      <RowAction label={`Edit jackpot ${label}`} icon={<Pencil />} onClick={() => onAction(j, 'edit')} />
      <RowAction
        label={`Delete jackpot ${label}`}
        icon={<Trash2 />}
        className="text-destructive hover:text-destructive"
        onClick={() => onAction(j, 'delete')}
      />
    </div>
  );
}

/** A jackpot's when, where, how much and notes, as the wide table shows them. */
const JACKPOT_COLUMNS: Column<ShownJackpot>[] = [
  { header: 'Date', className: 'whitespace-nowrap tabular-nums', cell: when },
  {
    header: 'Casino',
    cell: (j) => (
      <div className="max-w-48 truncate" title={casinoName(j)}>
        {casinoName(j)}
      </div>
    ),
  },
  { header: 'Slot Machine', cell: (j) => <div className="max-w-40 truncate">{machineName(j)}</div> },
  {
    header: 'Amount',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (j) => (
      <div className="flex flex-col items-end gap-1">
        <span className="font-medium tabular-nums">{formatCurrency(Number(j.amount))}</span>
        <BelowThreshold j={j} />
      </div>
    ),
  },
  {
    header: 'Tax Withheld',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (j) => formatCurrency(Number(j.tax_withheld)),
  },
  {
    header: 'Notes',
    className: 'text-muted-foreground',
    cell: (j) => (
      <div className="max-w-48 truncate" title={j.notes ?? undefined}>
        {j.notes}
      </div>
    ),
  },
];

/** The jackpot grid: a table from medium widths up, cards on phones. */
export function JackpotList({ rows, onAction }: JackpotListProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) {
    return (
      <ul className="divide-y rounded-md border" aria-label="W2G jackpots">
        {rows.map((j) => (
          <li key={j.id} className="grid grid-cols-[minmax(0,1fr)] gap-1 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{casinoName(j)}</p>
                <p className="text-xs text-muted-foreground">
                  {when(j)} · {machineName(j)}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold tabular-nums">{formatCurrency(Number(j.amount))}</p>
                <p className="text-xs text-muted-foreground tabular-nums">Tax {formatCurrency(Number(j.tax_withheld))}</p>
              </div>
            </div>
            <BelowThreshold j={j} />
            {j.notes && <p className="truncate text-sm text-muted-foreground">{j.notes}</p>}
            <Actions j={j} onAction={onAction} />
          </li>
        ))}
      </ul>
    );
  }
  const columns: Column<ShownJackpot>[] = [
    ...JACKPOT_COLUMNS,
    {
      // Sticky: the actions stay in view when the table scrolls sideways.
      header: 'Actions',
      align: 'right',
      headClassName: 'sticky right-0 bg-muted',
      className: 'sticky right-0 bg-card px-1 py-1 shadow-[-1px_0_0_var(--border)]',
      cell: (j) => <Actions j={j} onAction={onAction} />,
    },
  ];
  return <DataTable look="report" columns={columns} rows={rows} rowKey={(j) => j.id} />;
}
