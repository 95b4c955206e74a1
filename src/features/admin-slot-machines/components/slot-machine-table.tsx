import { RowAction } from '@/components/ui/row-action';
import { useState } from 'react';
import { Cpu, Pencil, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { formatBetRange, formatDenomination, orNotAvailable } from '../lib/slot-format';
import type { SlotMachineRow } from '../lib/slot-form';

interface SlotMachineTableProps {
  rows: SlotMachineRow[];
  deleteConfirm: string;
  onEdit(row: SlotMachineRow): void;
  /** Deletes the confirmed row; `onSettled` closes the confirmation when the request ends. */
  onDelete(row: SlotMachineRow, onSettled: () => void): void;
  /** A delete is running: the confirmation shows it and ignores presses. */
  deleting: boolean;
}

function SlotThumb({ row }: { row: SlotMachineRow }) {
  if (!row.image_url) {
    return (
      <div className="flex size-12 items-center justify-center rounded-md bg-secondary text-muted-foreground">
        <Cpu className="size-5" aria-hidden />
        <span className="sr-only">No image</span>
      </div>
    );
  }
  return <img src={row.image_url} alt={row.name} className="size-12 rounded-md border object-cover" loading="lazy" />;
}

/** What the catalog says of each machine. */
const CATALOG_COLUMNS: Column<SlotMachineRow>[] = [
  { header: 'Image', cell: (row) => <SlotThumb row={row} /> },
  {
    header: 'Name',
    className: 'min-w-40',
    cell: (row) => (
      <>
        <div className="font-medium">{row.name}</div>
        {row.slot_name && <div className="text-xs text-muted-foreground">{row.slot_name}</div>}
        {row.model_year != null && <div className="text-xs text-muted-foreground">{row.model_year}</div>}
      </>
    ),
  },
  { header: 'Manufacturer', cell: (row) => orNotAvailable(row.manufacturer) },
  { header: 'Game Theme', cell: (row) => orNotAvailable(row.game_theme) },
  { header: 'Denomination', className: 'tabular-nums', cell: (row) => formatDenomination(row.denomination) },
  { header: 'Bet Range', className: 'whitespace-nowrap tabular-nums', cell: (row) => formatBetRange(row.min_bet, row.max_bet) },
  { header: 'Jackpot Type', cell: (row) => orNotAvailable(row.jackpot_type) },
];

/** The catalog table: image, names, maker, theme, denomination, bets, jackpot type and actions. */
export function SlotMachineTable({ rows, deleteConfirm, onEdit, onDelete, deleting }: SlotMachineTableProps) {
  const [target, setTarget] = useState<SlotMachineRow | null>(null);
  const columns: Column<SlotMachineRow>[] = [
    ...CATALOG_COLUMNS,
    {
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <RowAction label={`Edit ${row.name}`} icon={<Pencil />} onClick={() => onEdit(row)} />
          <RowAction
            label={`Delete ${row.name}`}
            icon={<Trash2 />}
            className="text-destructive hover:text-destructive"
            onClick={() => setTarget(row)}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />
      <ConfirmDialog
        open={target != null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Delete slot machine"
        description={deleteConfirm}
        pending={deleting}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (target) onDelete(target, () => setTarget(null));
        }}
      />
    </>
  );
}
