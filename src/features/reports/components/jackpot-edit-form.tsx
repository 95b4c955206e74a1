import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from '@/lib/toast';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { MoneyField } from '@/components/form/money-field';
import { RefusedWriteNotice } from '@/components/form/refused-write-notice';
import { useSaveWhenReady } from '@/components/form/use-save-when-ready';
import { TextareaField } from '@/components/form/text-field';
import { W2gStateFields } from '@/components/form/w2g-state-fields';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useEditBase, usePinOnEdit } from '@/hooks/use-edit-base';
import { toHHmm } from '@/lib/dates';
import { formatMoneyInput, parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { w2gStateFormShape, w2gStateFormValues, w2gStateInput, withheldWithinJackpot, WITHHELD_ABOVE_JACKPOT } from '@/lib/w2g-state';
import { useUpdateW2gJackpot } from '../api/update-w2g-jackpot';
import type { ReportJackpot } from '../api/get-report-jackpots';
import { JackpotPhotoEdit, type PhotoChange } from './jackpot-photo-edit';

const editSchema = z
  .object({
    amount: moneyTextSchema('Amount'),
    tax_withheld: moneyTextSchema('Tax withheld'),
    jackpot_date: z.string().min(1, 'Date is required'),
    jackpot_time: z.string().min(1, 'Time is required'),
    notes: z.string().max(2000, 'Notes must be 2000 characters or fewer'),
    ...w2gStateFormShape,
  })
  .refine(withheldWithinJackpot, WITHHELD_ABOVE_JACKPOT);
type EditValues = z.infer<typeof editSchema>;

interface JackpotEditFormProps {
  jackpot: ReportJackpot;
  onCancel(): void;
  onSaved(): void;
}

/**
 * Edit a jackpot: amount and tax (cents), date, time, the state figures and how it was paid, notes; Cancel / Save Changes. It edits the latest
 * version until changed, then the version changed (the report refetching meanwhile does not move it); Reload
 * starts it from the latest.
 */
export function JackpotEditForm({ jackpot, onCancel, onSaved }: JackpotEditFormProps) {
  const { base, pin, followLatest } = useEditBase(jackpot);
  return (
    <JackpotVersionForm key={base.updated_at} jackpot={base} onEdited={pin} onReload={followLatest} onCancel={onCancel} onSaved={onSaved} />
  );
}

type VersionFormProps = JackpotEditFormProps & { onEdited(): void; onReload(): void };

function JackpotVersionForm({ jackpot, onEdited, onReload, onCancel, onSaved }: VersionFormProps) {
  const update = useUpdateW2gJackpot({ onReload });
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      amount: formatMoneyInput(Number(jackpot.amount)),
      tax_withheld: formatMoneyInput(Number(jackpot.tax_withheld)),
      jackpot_date: jackpot.jackpot_date,
      jackpot_time: toHHmm(jackpot.jackpot_time),
      notes: jackpot.notes ?? '',
      ...w2gStateFormValues(jackpot),
    },
  });
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [covering, setCovering] = useState(false);
  usePinOnEdit(form.formState.isDirty || photo.kind !== 'keep', onEdited);
  const stored = jackpot.images[0] ?? null;
  // Not given: kept. A new photo chosen and covered replaces it; Remove (or a replace left empty) removes it.
  const image = photo.kind === 'keep' ? undefined : photo.kind === 'remove' ? null : (photo.file ?? (stored ? undefined : null));

  // A Save tapped while the new photo's covers are being applied is kept and saves once they are.
  const later = useSaveWhenReady(form, covering, (v) => {
    if (update.isPending) return;
    update.mutate(
      {
        id: jackpot.id,
        updatedAt: jackpot.updated_at,
        amount: parseMoneyInput(v.amount) ?? 0,
        tax_withheld: parseMoneyInput(v.tax_withheld) ?? 0,
        jackpot_date: v.jackpot_date,
        jackpot_time: v.jackpot_time,
        notes: v.notes,
        ...w2gStateInput(v),
        ...(image !== undefined && { image, previousImages: jackpot.images }),
      },
      {
        onSuccess: () => {
          toast.success('Jackpot updated.');
          onSaved();
        },
      },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={later.submit} className="grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField control={form.control} name="amount" label="Amount" required />
          <MoneyField control={form.control} name="tax_withheld" label="Tax Withheld" required />
          <DateTimeFields control={form.control} dateName="jackpot_date" timeName="jackpot_time" dateLabel="Date" timeLabel="Time" />
        </div>
        <W2gStateFields control={form.control} />
        <TextareaField control={form.control} name="notes" label="Notes" rows={3} />
        <JackpotPhotoEdit stored={stored} value={photo} onChange={setPhoto} onCoveringChange={setCovering} disabled={update.isPending} />
        <RefusedWriteNotice error={update.error} onReload={update.reload} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <SubmitButton
            pending={update.isPending || later.waiting}
            pendingText={later.waiting ? 'Applying covers, then saving…' : 'Saving...'}
          >
            Save Changes
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
