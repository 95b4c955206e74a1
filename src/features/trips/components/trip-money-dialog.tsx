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
import { parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import type { CompKind, CostKind, TripReport } from '../api/trip-report';
import { useOutboxSave } from '@/lib/offline/use-outbox-save';
import { compAdd } from '../writes/comp-add';
import { costAdd } from '../writes/cost-add';
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

type Props = { what: 'cost' | 'comp' | null; report: TripReport; onOpenChange(open: boolean): void };

/** Add a cost (hotel, travel, food, a fee) or a comp (room, food, show) to the trip or to one of its casino sessions. */
export function TripMoneyDialog({ what, report, onOpenChange }: Props) {
  return (
    <Dialog open={!!what} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{what === 'comp' ? 'Add a comp' : 'Add a cost'}</DialogTitle>
          <DialogDescription>
            {what === 'comp'
              ? 'What the casino gave you, at its value. Shown apart: never added to your results.'
              : 'What the trip cost besides the play. Never a gambling loss: only the whole result subtracts it.'}
          </DialogDescription>
        </DialogHeader>
        {what && <MoneyForm key={what} what={what} report={report} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function MoneyForm({ what, report, onDone }: { what: 'cost' | 'comp'; report: TripReport; onDone(): void }) {
  const [id, renewId] = useRowId();
  const label = what === 'comp' ? 'Value' : 'Amount';
  const form = useForm<Values>({ resolver: zodResolver(schema(label)), defaultValues: { kind: '', amount: '', on: TRIP, note: '' } });
  const after = { onDone: () => (renewId(), onDone()) };
  const cost = useOutboxSave(costAdd, after);
  const comp = useOutboxSave(compAdd, after);
  const onSubmit = (v: Values) => {
    const base = {
      id,
      trip_id: v.on === TRIP ? report.trip.id : null,
      casino_session_id: v.on === TRIP ? null : v.on,
      note: v.note.trim() || null,
    };
    const amount = parseMoneyInput(v.amount) ?? 0;
    if (what === 'cost') cost.save({ ...base, kind: v.kind as CostKind, amount });
    else comp.save({ ...base, kind: v.kind as CompKind, value: amount });
  };
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
          <Button variant="outline" onClick={onDone} disabled={cost.isPending || comp.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={cost.isPending || comp.isPending} pendingText="Saving...">
            {what === 'comp' ? 'Add comp' : 'Add cost'}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
