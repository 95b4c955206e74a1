import { RowAction } from '@/components/ui/row-action';
import { useState } from 'react';
import { Cpu, Pencil, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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

/** The catalog table: image, names, maker, theme, denomination, bets, jackpot type and actions. */
export function SlotMachineTable({ rows, deleteConfirm, onEdit, onDelete, deleting }: SlotMachineTableProps) {
  const [target, setTarget] = useState<SlotMachineRow | null>(null);

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Image</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Manufacturer</TableHead>
            <TableHead>Game Theme</TableHead>
            <TableHead>Denomination</TableHead>
            <TableHead>Bet Range</TableHead>
            <TableHead>Jackpot Type</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <SlotThumb row={row} />
              </TableCell>
              <TableCell className="min-w-40">
                <div className="font-medium">{row.name}</div>
                {row.slot_name && <div className="text-xs text-muted-foreground">{row.slot_name}</div>}
                {row.model_year != null && <div className="text-xs text-muted-foreground">{row.model_year}</div>}
              </TableCell>
              <TableCell>{orNotAvailable(row.manufacturer)}</TableCell>
              <TableCell>{orNotAvailable(row.game_theme)}</TableCell>
              <TableCell className="tabular-nums">{formatDenomination(row.denomination)}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatBetRange(row.min_bet, row.max_bet)}</TableCell>
              <TableCell>{orNotAvailable(row.jackpot_type)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <RowAction label={`Edit ${row.name}`} icon={<Pencil />} onClick={() => onEdit(row)} />
                  <RowAction
                    label={`Delete ${row.name}`}
                    icon={<Trash2 />}
                    className="text-destructive hover:text-destructive"
                    onClick={() => setTarget(row)}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
