import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { formatCurrency } from '@/lib/money';
import { useDeleteW2gJackpot } from '../api/delete-w2g-jackpot';
import type { ReportJackpot } from '../api/get-report-jackpots';

interface DeleteJackpotDialogProps {
  jackpot: ReportJackpot | null;
  onOpenChange(open: boolean): void;
  onDeleted?(): void;
}

/** Confirms, then deletes a jackpot (and its photo). */
export function DeleteJackpotDialog({ jackpot, onOpenChange, onDeleted }: DeleteJackpotDialogProps) {
  const remove = useDeleteW2gJackpot();
  return (
    <ConfirmDialog
      open={!!jackpot}
      onOpenChange={onOpenChange}
      title="Delete this jackpot?"
      description={
        jackpot
          ? `The ${formatCurrency(Number(jackpot.amount))} jackpot at ${jackpot.casino?.name ?? 'Unknown Casino'} on ${formatDate(jackpot.jackpot_date)} and its document photo will be deleted. This action cannot be undone.`
          : ''
      }
      pending={remove.isPending}
      pendingLabel="Deleting..."
      onConfirm={() =>
        jackpot &&
        remove.mutate(jackpot.id, {
          onSuccess: () => {
            toast.success('Jackpot deleted.');
            onOpenChange(false);
            onDeleted?.();
          },
        })
      }
    />
  );
}
