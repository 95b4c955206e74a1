import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateAndTime } from '@/lib/dates';
import { formatCurrency, roundMoney } from '@/lib/money';
import type { ReportJackpot } from '../api/get-report-jackpots';
import { JackpotEditForm } from './jackpot-edit-form';
import { JackpotPhoto } from './jackpot-photo';

export type JackpotDialogMode = 'view' | 'edit';

interface JackpotDialogProps {
  jackpot: ReportJackpot | null;
  mode: JackpotDialogMode;
  /** True when edit mode was entered from view mode (Cancel then returns to view). */
  fromView: boolean;
  onModeChange(mode: JackpotDialogMode): void;
  onClose(): void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** One jackpot: view mode (details and photo), switching to edit mode; save or cancel. */
export function JackpotDialog({ jackpot, mode, fromView, onModeChange, onClose }: JackpotDialogProps) {
  const amount = Number(jackpot?.amount ?? 0);
  const tax = Number(jackpot?.tax_withheld ?? 0);
  return (
    <Dialog open={!!jackpot} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{mode === 'edit' ? 'Edit W2G Jackpot' : 'W2G Jackpot Details'}</DialogTitle>
          <DialogDescription>
            {jackpot
              ? `${jackpot.casino?.name ?? 'Unknown Casino'} · ${formatDateAndTime(jackpot.jackpot_date, jackpot.jackpot_time)}`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {jackpot && mode === 'view' && (
          <>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Casino">{jackpot.casino?.name ?? 'Unknown Casino'}</Field>
              <Field label="Slot Machine">
                {jackpot.slot_machine ? (jackpot.slot_machine.name ?? 'Unknown Machine') : 'Not specified'}
              </Field>
              <Field label="Date & Time">{`${formatDateAndTime(jackpot.jackpot_date, jackpot.jackpot_time)}`}</Field>
              <Field label="Amount">{formatCurrency(amount)}</Field>
              <Field label="Tax Withheld">{formatCurrency(tax)}</Field>
              <Field label="Net Amount">
                <span className="font-semibold">{formatCurrency(roundMoney(amount - tax))}</span>
              </Field>
              <div className="sm:col-span-2">
                <Field label="Notes">{jackpot.notes || <span className="text-muted-foreground">No notes</span>}</Field>
              </div>
              <div className="sm:col-span-2">
                <Field label="W2G document">
                  <JackpotPhoto path={jackpot.images[0] ?? null} />
                </Field>
              </div>
            </dl>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => onModeChange('edit')}>
                <Pencil aria-hidden /> Edit
              </Button>
            </DialogFooter>
          </>
        )}
        {jackpot && mode === 'edit' && (
          <JackpotEditForm
            key={jackpot.id}
            jackpot={jackpot}
            onCancel={() => (fromView ? onModeChange('view') : onClose())}
            onSaved={() => (fromView ? onModeChange('view') : onClose())}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
