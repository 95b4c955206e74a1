import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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
    <AlertDialog open={!!jackpot} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this jackpot?</AlertDialogTitle>
          <AlertDialogDescription>
            {jackpot
              ? `The ${formatCurrency(Number(jackpot.amount))} jackpot at ${jackpot.casino?.name ?? 'Unknown Casino'} on ${formatDate(jackpot.jackpot_date)} and its document photo will be deleted. This action cannot be undone.`
              : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending || !jackpot}
            onClick={() =>
              jackpot &&
              remove.mutate(jackpot.id, {
                onSuccess: () => {
                  toast.success('Jackpot deleted.');
                  onOpenChange(false);
                  onDeleted?.();
                },
              })
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
