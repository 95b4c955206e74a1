import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxGroupField } from '@/components/form/choice-fields';
import { TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatDate } from '@/lib/dates';
import { useRowId } from '@/hooks/use-row-id';
import { useTrips } from '../api/get-trips';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { tripCreate } from '../writes/trip-create';
import { tripUpdate } from '../writes/trip-update';
import { tripValuesSchema, type TripFormValues, type TripValues } from '../writes/trip-values';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Create (a new trip or a suggestion accepted) or edit this trip at the version it was read. */
  trip?: { id: string; updated_at: string } | null;
  defaultValues: TripFormValues;
  /** The casinos a trip may be narrowed to (its casinos with play); none: every casino, no choice shown. */
  casinos?: { value: string; label: string }[];
  title: string;
  /** Called once it is sent or saved on the device, with the trip's id. */
  onSaved?(id: string): void;
};

/** The other trip whose days this one would share (the database refuses it with the same words). */
function overlapMessage(others: { id: string; name: string; start_date: string; end_date: string }[], id: string, v: TripValues) {
  const o = others.find((t) => t.id !== id && t.start_date <= v.end_date && t.end_date >= v.start_date);
  return o
    ? `This trip shares days with your trip "${o.name}" (${formatDate(o.start_date)} to ${formatDate(o.end_date)}): change its dates first`
    : null;
}

/** Name, first and last day, optional casinos and notes of a trip: a new one, a suggestion accepted, or an edit. */
export function TripFormDialog({ open, onOpenChange, trip, defaultValues, casinos, title, onSaved }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>The casino sessions, slot sessions and W2Gs of these days belong to the trip.</DialogDescription>
        </DialogHeader>
        {open && (
          <TripForm
            trip={trip ?? null}
            defaultValues={defaultValues}
            casinos={casinos}
            onDone={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TripForm({
  trip,
  defaultValues,
  casinos,
  onDone,
  onSaved,
}: Pick<Props, 'defaultValues' | 'casinos' | 'onSaved'> & { trip: Props['trip']; onDone(): void }) {
  const [newId] = useRowId();
  const id = trip?.id ?? newId;
  const others = useTrips().data?.trips ?? [];
  const form = useForm<TripFormValues, unknown, TripValues>({
    resolver: zodResolver(
      tripValuesSchema.superRefine((v, ctx) => {
        const message = overlapMessage(others, id, v);
        if (message) ctx.addIssue({ code: 'custom', path: ['start_date'], message });
      }),
    ),
    defaultValues,
  });
  const done = () => {
    onSaved?.(id);
    onDone();
  };
  const create = useOutboxSave(tripCreate, { onDone: done });
  const edit = useOutboxSave(tripUpdate, { onDone: done });
  const onSubmit = (values: TripValues) => {
    if (trip) edit.save({ id: trip.id, updatedAt: trip.updated_at, values });
    else create.save({ ...values, id });
  };
  const pending = create.isPending || edit.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate className="grid gap-4" aria-label="Trip">
        <TextField
          control={form.control}
          name="name"
          label="Name"
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Las Vegas, spring"
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField control={form.control} name="start_date" label="First day" type="date" required />
          <TextField control={form.control} name="end_date" label="Last day" type="date" required />
        </div>
        {casinos && casinos.length > 1 && (
          <CheckboxGroupField
            control={form.control}
            name="casino_ids"
            label="Only these casinos (none ticked: every casino)"
            options={casinos}
            className="[&>div]:grid-cols-1 md:[&>div]:grid-cols-2"
          />
        )}
        <TextareaField control={form.control} name="notes" label="Notes (optional)" rows={2} maxLength={2000} />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton pending={pending} pendingText="Saving...">
            Save trip
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
