import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRowId } from '@/hooks/use-row-id';
import { formatDate } from '@/lib/dates';
import { formatMoneyInput, parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import type { CompKind, CostKind, TripReport } from '../api/trip-report';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { compAdd } from '../writes/comp-add';
import { compUpdate } from '../writes/comp-update';
import { costAdd } from '../writes/cost-add';
import { costUpdate } from '../writes/cost-update';
import type { Comp, Cost } from '../writes/rows';
import { COMP_KINDS, COST_KINDS } from '../lib/trip-words';

const TRIP = 'trip';
const schema = (label: string) =>
  z.object({
    kind: z.string().min(1, 'Choose what it was'),
    amount: moneyTextSchema(label, { aboveZero: true }),
    on: z.string().min(1),
    note: z.string().max(500, 'At most 500 characters'),
  });
type Values = z.infer<ReturnType<typeof schema>>;

/** What the dialog is for: a new cost or comp, or one to edit (at the version it was shown). */
export type MoneyEditing = { what: 'cost'; row?: Cost } | { what: 'comp'; row?: Comp };

type Props = { editing: MoneyEditing | null; report: TripReport; onOpenChange(open: boolean): void };

/** Add or edit a cost (hotel, travel, food, a fee) or a comp (room, food, show), on the trip or on one of its casino sessions. */
export function TripMoneyDialog({ editing, report, onOpenChange }: Props) {
  const what = editing?.what;
  const verb = editing?.row ? 'Edit' : 'Add';
  return (
    <Dialog open={!!editing} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{what === 'comp' ? `${verb} a comp` : `${verb} a cost`}</DialogTitle>
          <DialogDescription>
            {what === 'comp'
              ? 'What the casino gave you, at its value. Shown apart: never added to your results.'
              : 'What the trip cost besides the play. Never a gambling loss: only the whole result subtracts it.'}
          </DialogDescription>
        </DialogHeader>
        {editing && (
          <MoneyForm
            key={`${editing.what}/${editing.row?.id ?? 'new'}`}
            editing={editing}
            report={report}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The form's values of a cost or comp shown (empty for a new one). */
function formValues({ what, row }: MoneyEditing): Values {
  if (!row) return { kind: '', amount: '', on: TRIP, note: '' };
  const amount = what === 'cost' ? (row as Cost).amount : (row as Comp).value;
  return { kind: row.kind, amount: formatMoneyInput(amount), on: row.casino_session_id ?? TRIP, note: row.note ?? '' };
}

function MoneyForm({ editing, report, onDone }: { editing: MoneyEditing; report: TripReport; onDone(): void }) {
  const { what, row } = editing;
  const [newId, renewId] = useRowId();
  const label = what === 'comp' ? 'Value' : 'Amount';
  const form = useForm<Values>({ resolver: zodResolver(schema(label)), defaultValues: formValues(editing) });
  const after = { onDone: () => (renewId(), onDone()) };
  const cost = useOutboxSave(costAdd, after);
  const comp = useOutboxSave(compAdd, after);
  const costEdit = useOutboxSave(costUpdate, after);
  const compEdit = useOutboxSave(compUpdate, after);
  const onSubmit = (v: Values) => {
    const on = {
      trip_id: v.on === TRIP ? report.trip.id : null,
      casino_session_id: v.on === TRIP ? null : v.on,
      note: v.note.trim() || null,
    };
    const amount = parseMoneyInput(v.amount) ?? 0;
    const edit = row && { id: row.id, updatedAt: row.updated_at ?? '' };
    if (what === 'cost') {
      const values = { ...on, kind: v.kind as CostKind, amount };
      if (edit) costEdit.save({ ...edit, values });
      else cost.save({ ...values, id: newId });
    } else {
      const values = { ...on, kind: v.kind as CompKind, value: amount };
      if (edit) compEdit.save({ ...edit, values });
      else comp.save({ ...values, id: newId });
    }
  };
  const pending = cost.isPending || comp.isPending || costEdit.isPending || compEdit.isPending;
  const on = [
    { value: TRIP, label: 'The whole trip' },
    ...report.casino_sessions.map((s) => ({
      value: s.id,
      label: `Casino session: ${s.casino_name ?? 'Unknown Casino'}, ${formatDate(s.arrival_date)}`,
    })),
  ];
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label={what === 'comp' ? 'Comp' : 'Cost'}>
        <SelectField
          control={form.control}
          name="kind"
          label="What"
          placeholder="Choose"
          options={what === 'comp' ? COMP_KINDS : COST_KINDS}
        />
        <MoneyField control={form.control} name="amount" label={label} required />
        {on.length > 1 && <SelectField control={form.control} name="on" label="On" options={on} />}
        <TextField control={form.control} name="note" label="Note (optional)" maxLength={500} autoComplete="off" />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <SubmitButton pending={pending} pendingText="Saving...">
            {row ? 'Save changes' : what === 'comp' ? 'Add comp' : 'Add cost'}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
